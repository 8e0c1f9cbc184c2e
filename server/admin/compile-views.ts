/**
 * The server's build step: compiles the staff inbox's views (server/admin/views, TSX)
 * to build/admin-views/pages.js, which the server imports as `#admin-views` (package.json)
 * because Node's type stripping reads no JSX. Only TSX is compiled in: the views and the
 * site's generated icons (app/components/ui/shell-icons.tsx and ui-icons.tsx, the one icon set of site and
 * inbox). A TypeScript module they import from elsewhere (submission-view.ts,
 * plugins/app/csrf.ts) and every package stays an import, so the server has one copy of each
 * module.
 *
 * The output is one thing whoever asks for it: always production JSX (`react/jsx-runtime`),
 * whatever NODE_ENV the caller runs under, and refused if it holds development JSX
 * (`jsxDEV`, which React's production build does not export, so every inbox page would
 * answer 500 under NODE_ENV=production). `npm run build` writes it, and Vitest's global
 * set-up (tests/support/admin-views-setup.ts) makes sure the suites and the servers they start use
 * this same output; the file is rewritten only when its content changes.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const VIEWS = resolve(root, 'server/admin/views');
export const ADMIN_VIEWS_OUT = resolve(root, 'build/admin-views');
export const ADMIN_VIEWS_FILE = resolve(ADMIN_VIEWS_OUT, 'pages.js');

/** Node strips types but cannot read JSX: a .tsx module is compiled into the bundle. */
const needsCompiling = (path: string) => path.endsWith('.tsx') || !relative(VIEWS, path).startsWith('..');

/** Why compiled views cannot be deployed, or undefined when they can: React's development JSX. */
export function developmentJsx(code: string): string | undefined {
  const found = ['react/jsx-dev-runtime', 'jsxDEV'].filter((marker) => code.includes(marker));
  if (found.length === 0) return undefined;
  return (
    `The staff inbox's compiled views hold React's development JSX (${found.join(', ')}), ` +
    'which the production build of React does not export: every inbox page would fail under NODE_ENV=production.'
  );
}

/** The compiled views as text (nothing written). */
export async function compileAdminViews(): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    // A production build whatever NODE_ENV says (Vitest sets "test"): the mode decides
    // the rest of the configuration, and JSX is told outright.
    mode: 'production',
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
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    build: {
      ssr: resolve(VIEWS, 'pages.tsx'),
      outDir: ADMIN_VIEWS_OUT,
      write: false,
      minify: false,
      target: 'node24',
      rolldownOptions: {
        // Packages stay imports (Vite's server build keeps them external too).
        external: (id) => !id.startsWith('.') && !id.startsWith('/'),
        output: { entryFileNames: 'pages.js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.fileName === 'pages.js');
  if (!entry || chunks.length !== 1) {
    throw new Error(`Expected the views compiled to one pages.js, got ${chunks.map((c) => c.fileName).join(', ')}`);
  }
  const refusal = developmentJsx(entry.code);
  if (refusal) throw new Error(refusal);
  return entry.code;
}

/** Compiles the views into build/admin-views/pages.js; true when the file changed. */
export async function buildAdminViews(): Promise<boolean> {
  const code = await compileAdminViews();
  let current: string | undefined;
  try {
    current = readFileSync(ADMIN_VIEWS_FILE, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === code) return false;
  // Written beside it, then renamed: a server starting meanwhile reads the old file or the new one, never half.
  mkdirSync(ADMIN_VIEWS_OUT, { recursive: true });
  const temporary = `${ADMIN_VIEWS_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, code);
  renameSync(temporary, ADMIN_VIEWS_FILE);
  return true;
}

if (import.meta.main) await buildAdminViews();
