/**
 * React Router in framework mode, every route prerendered to static HTML at build
 * time (ssr: false): there is no Node render server in production. Fastify serves
 * build/client/ (server/plugins/static-site.ts) next to the form API.
 */
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // `npm run bench` builds once more into a temporary folder (BUILD_DIR) with the loader at 0 ms.
  buildDirectory: process.env['BUILD_DIR'] ?? 'build',
  ssr: false,
  // Every path of app/routes.ts (none has a parameter), the resource routes (sitemap.xml,
  // robots.txt, rss.xml) among them, plus /404: the catch-all route rendered once, which
  // the server sends with status 404 for any unknown path.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), '/404'],
} satisfies Config;
