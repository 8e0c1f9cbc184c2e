import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Never inline assets as data: URLs in scripts; the CSP allows scripts from 'self'
    // and hashed inline scripts only, and small files cache better on their own.
    assetsInlineLimit: 0,
    sourcemap: process.env['SOURCEMAP'] === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router, which every page loads, in one file: split
            // over four (the default), they compress about 3 KB worse (bench/page-weight.ts).
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]\w+|turbo-stream|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
