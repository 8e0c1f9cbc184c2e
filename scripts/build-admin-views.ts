/**
 * Compiles the staff inbox's views (server/admin/views, TSX) to build/admin-views/pages.js
 * for the production server, which runs its TypeScript under Node's type stripping and so
 * cannot read JSX. Only TSX is compiled in: the views and the site's generated icons
 * (app/components/ui/ui-icons.tsx, the one icon set of site and inbox). A TypeScript module
 * they import from elsewhere (submission-view.ts, plugins/csrf.ts) and every package stays
 * an import, so the server has one copy of each module. Run by `npm run build` and before the Vitest suites
 * (a test may start the server in a child process).
 */
import { dirname, relative, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const VIEWS = resolve(root, 'server/admin/views');
export const ADMIN_VIEWS_OUT = resolve(root, 'build/admin-views');

/** Node strips types but cannot read JSX: a .tsx module is compiled into the bundle. */
const needsCompiling = (path: string) => path.endsWith('.tsx') || !relative(VIEWS, path).startsWith('..');

export async function buildAdminViews(): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        // A .ts module the views import stays an import, with its path from the output file.
        name: 'server-modules-stay-imports',
        enforce: 'pre',
        resolveId(id, importer) {
          if (!importer || !id.startsWith('.')) return null;
          const path = resolve(dirname(importer), id);
          return needsCompiling(path) ? null : { id: relative(ADMIN_VIEWS_OUT, path), external: true };
        },
      },
    ],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      ssr: resolve(VIEWS, 'pages.tsx'),
      outDir: ADMIN_VIEWS_OUT,
      // One file, overwritten in place: a server or test starting meanwhile never finds the folder empty.
      emptyOutDir: false,
      minify: false,
      target: 'node24',
      rolldownOptions: {
        // Packages stay imports (Vite's server build keeps them external too).
        external: (id) => !id.startsWith('.') && !id.startsWith('/'),
        output: { entryFileNames: 'pages.js' },
      },
    },
  });
}

if (import.meta.main) await buildAdminViews();
