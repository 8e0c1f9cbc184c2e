/**
 * React Router in framework mode, every route prerendered to static HTML at build
 * time (ssr: false): there is no Node render server in production. Fastify serves
 * build/client/ (server/plugins/external/static-site.ts) next to the form API.
 */
import type { Config } from '@react-router/dev/config';
import { contentPagePaths, iconFilePaths } from './app/content/content.server.ts';
import { allDrawnImagePaths } from './app/art/screens.server.ts';

export default {
  appDirectory: 'app',
  // `npm run bench` builds once more into a temporary folder (BUILD_DIR) with the loader at 0 ms.
  buildDirectory: process.env['BUILD_DIR'] ?? 'build',
  ssr: false,
  // Every path of app/routes.ts without a parameter, the resource routes (sitemap.xml,
  // robots.txt, rss.xml) among them; one page per case study, article and service of
  // the content; every drawn image file and every full-colour icon file. Any other path
  // gets React Router's SPA fallback (__spa-fallback.html), which the server sends with
  // status 404: the root renders the 404 page there (root.tsx, HydrateFallback).
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...contentPagePaths(),
    ...allDrawnImagePaths(),
    ...iconFilePaths(),
  ],
} satisfies Config;
