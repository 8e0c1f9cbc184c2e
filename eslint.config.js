// One linter for the TypeScript and TSX of the app, the server, the scripts and the
// tests, with zero warnings allowed (npm run lint). The React rules (hooks and the
// React Compiler's checks) apply to the app and the component tests. The import
// graph (no cycles, no arrows from components up to routes) is dependency-cruiser's
// (.dependency-cruiser.cjs), and unused files, exports and dependencies are knip's.
import js from '@eslint/js';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'build/',
      'build-analyze/',
      'build-bench-*/',
      'build-publish-*/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'tests/components/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // A link's options must reach the DOM, or a static stretch loses them (app/components/ui/Link.tsx).
    files: ['app/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Import Link from app/components/ui/Link.tsx: a static stretch keeps its options from the DOM.',
            },
          ],
        },
      ],
    },
  },
);
