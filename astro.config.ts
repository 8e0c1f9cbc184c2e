import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

/**
 * The canonical origin of every absolute URL (canonical links, Open Graph, sitemap,
 * RSS) comes from SITE_URL at build time, so one build can be made per deployment.
 */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

/** Pages that are not for search results: the human sitemap (noindex), 404 and the thank-you page. */
const NOT_IN_SITEMAP = ['/sitemap', '/404', '/thank-you'];
const buildTime = new Date();

export default defineConfig({
  site,
  output: 'static',
  // `/about-us` and `/about-us/` are both served by the Fastify server without a redirect.
  trailingSlash: 'ignore',
  build: { format: 'directory', assets: '_astro' },
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  devToolbar: { enabled: false },
  integrations: [
    sitemap({
      filter: (page) => !NOT_IN_SITEMAP.some((path) => new URL(page).pathname.replace(/\/$/, '') === path),
      // Every page is rebuilt from its content at build time, so the build time is its last change.
      serialize: (item) => ({ ...item, lastmod: buildTime.toISOString() }),
    }),
  ],
  vite: {
    build: {
      // Never inline scripts or assets: the Content-Security-Policy allows scripts from
      // 'self' only, and inlined module scripts would need a hash per page.
      assetsInlineLimit: 0,
    },
  },
});
