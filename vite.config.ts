import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Never inline assets as data: URLs in scripts; the CSP allows scripts from 'self'
    // and hashed inline scripts only, and small files cache better on their own.
    assetsInlineLimit: 0,
  },
});
