import { defineConfig } from 'astro/config';

/**
 * The canonical origin of every absolute URL (canonical links, Open Graph, sitemap,
 * RSS) comes from SITE_URL at build time, so one build can be made per deployment.
 */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  // `/about-us` and `/about-us/` are both served by the Fastify server without a redirect.
  trailingSlash: 'ignore',
  build: { format: 'directory', assets: '_astro' },
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  devToolbar: { enabled: false },
  vite: {
    build: {
      // Never inline scripts or assets: the Content-Security-Policy allows scripts from
      // 'self' only, and inlined module scripts would need a hash per page.
      assetsInlineLimit: 0,
    },
  },
});
