import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// What the build assumes of React Router's and Rolldown's output, in one module, checked by
// scripts/build.ts on every page it builds.
import { CHUNK_GROUPS, ISLAND_CHUNK } from './server/framework-output.ts';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Never inline assets as data: URLs in scripts; the CSP allows scripts from 'self'
    // and hashed inline scripts only, and small files cache better on their own.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (11 KB brotli) instead of one per route and
    // component (up to nine on the home page): a first visit waits for one request, not
    // a chain of them, before its first paint, and a client navigation never waits for
    // CSS. Measured with Lighthouse (docs/performance.md).
    cssCodeSplit: false,
    sourcemap: process.env['SOURCEMAP'] === '1',
    modulePreload: {
      // An island's code (a `<route>.islands.tsx` chunk) is fetched when the island is needed,
      // often in the middle of a scroll or at a slider's first turn. Vite would first add a
      // <link rel="modulepreload"> for each of its dozen small dependencies, all in that one
      // task (about 10 ms on this machine, four times that on a phone: bench notes of
      // 26 Nov in docs/performance.md); left to the browser, the imports are fetched as the
      // island's module is parsed, in tasks of their own, one round trip later.
      resolveDependencies: (filename, deps) => (ISLAND_CHUNK.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...CHUNK_GROUPS],
        },
      },
    },
  },
});
