// One linter for TypeScript and Astro files, with zero warnings allowed (npm run lint).
import js from '@eslint/js';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'build/',
      '.react-router/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
