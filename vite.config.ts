import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** A route's islands module as built: assets/home.islands-B4K8ufai.js. */
const ISLAND_CHUNK = /\.islands-[\w-]+\.js$/;

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
          groups: [
            // React, React DOM and React Router, which every page loads, in one file: split
            // over four (the default), they compress about 3 KB worse (bench/page-weight.ts).
            {
              name: 'framework',
              // Not @react-router/dev, whose default entry.client would join the group: the chunk
              // would then be the entry, and any route module importing React would start the
              // hydration before the boot script has set React Router's globals.
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
            },
            // The shell's small modules that every page loads anyway (the root route's imports and
            // the helpers and components that every page shares): in one file rather than eight
            // files of 100–700 bytes, each compressed on its own (bench/page-weight.ts).
            {
              name: 'shell',
              test: /([\\/]app[\\/](lib[\\/](root-data|head|lazy-on-first-use|is-current|attribution)|components[\\/](ui[\\/](Html|shell-icons|useKeyboardScrollableRows)|layout[\\/](Header\.module|Logo)|hydration[\\/](Static|static-route|useIsHydrating)))\.|preload-helper)/,
            },
          ],
        },
      },
    },
  },
});
