/**
 * Lets Node import the server's TSX as source: the staff inbox's views
 * (server/admin/views), the e-mails (server/mail/views.tsx) and the site's icons they
 * draw with (app/components/ui/*-icons.tsx). Node strips TypeScript's types itself but
 * does not compile JSX, so a synchronous load hook (`module.registerHooks`, run on the
 * thread that imports) compiles each .tsx file when it is first imported, in the
 * process, with the compiler Vite compiles the site's and the tests' TSX with (Oxc,
 * through `rolldown/utils`). Nothing is written to disk: what the server renders is its
 * source as it is now, never the output of an earlier build or test run.
 *
 * The JSX is always React's production runtime (`react/jsx-runtime`'s `jsx`), whatever
 * NODE_ENV says: it works with React's development and production builds alike,
 * whereas the development runtime's `jsxDEV` is missing from the production build, and
 * every inbox page would answer 500 under NODE_ENV=production.
 *
 * The server's entry points (server/server.ts, server/dev.ts), and any other script
 * Node runs that imports the app (tests/support/outbox-server.ts), register the hook
 * before they import it. The Vitest suites need none: Vite compiles what they import.
 * The hook is per thread: a worker thread that imports TSX registers it too.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { transformSync } from 'rolldown/utils';

/** A .tsx module as Node runs it: types gone, JSX as calls to React's production runtime. */
export function compileTsx(source: string, path: string): string {
  const result = transformSync(path, source, {
    lang: 'tsx',
    sourceType: 'module',
    target: 'node24',
    jsx: { runtime: 'automatic', importSource: 'react', development: false },
    sourcemap: true,
  });
  if (result.errors.length > 0) {
    const messages = result.errors.map((error) => stripVTControlCharacters(String(error.message)));
    throw new Error(`${path} cannot be compiled:\n${messages.join('\n')}`);
  }
  // Stack traces name the TSX's own lines under `node --enable-source-maps`.
  const map = result.map ? Buffer.from(JSON.stringify(result.map)).toString('base64') : undefined;
  return map ? `${result.code}\n//# sourceMappingURL=data:application/json;base64,${map}\n` : result.code;
}

let registered = false;

/** Registers the hook on this thread, once however often it is called. */
export function registerTsxHooks(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
      const path = fileURLToPath(url);
      return { format: 'module', source: compileTsx(readFileSync(path, 'utf8'), path), shortCircuit: true };
    },
  });
}
