/**
 * scripts/defer-hydration.ts: the build step that starts a page's scripts after its
 * first paint. Checked on React Router's boot script as it writes it today; the browser
 * tests (react.spec.ts and every other) check that the rewritten pages hydrate.
 */
import { describe, expect, it } from 'vitest';
import { deferHydration } from '../../scripts/defer-hydration.ts';

const page = (boot: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/chunk-4.js"/><link rel="stylesheet" href="/assets/style-5.css"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script></body></html>`;

const REACT_ROUTER_BOOT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/career-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/career":route1};

import("/assets/entry.client-2.js");`;

describe('deferHydration', () => {
  const html = deferHydration(page(REACT_ROUTER_BOOT), 'career/index.html');
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('takes the preload links out of the head and keeps everything else', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-5.css"/>');
    expect(html).toContain('<main>Text</main><script>window.__reactRouterContext = {};</script>');
  });

  it('waits for the first paint, then preloads the same chunks and imports the same modules', () => {
    expect(boot).not.toMatch(/^import\s[^(]/m);
    const wait = boot.indexOf("observe({ type: 'paint', buffered: true })");
    const preload = boot.indexOf('modulepreload');
    const imports = boot.indexOf(
      'await Promise.all([import("/assets/root-3.js"), import("/assets/career-6.js"), import("/assets/manifest-1.js")])',
    );
    const entry = boot.indexOf('import("/assets/entry.client-2.js");');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    expect(entry).toBeGreaterThan(imports);
    expect(boot).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/chunk-4.js"]',
    );
    expect(boot).toContain('const [route0, route1] = await Promise.all(');
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/career":route1};');
  });

  it('is valid module code', async () => {
    // Parsed (not run) as the body of an async function, as a module's top-level await is.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot.replace(/\bimport\(/g, 'load('))).not.toThrow();
  });

  it('fails the build, naming the page, on a boot script it does not know', () => {
    expect(() => deferHydration(page(`import { x } from "/assets/a.js";\n${REACT_ROUTER_BOOT}`), 'a.html')).toThrow(
      /a\.html: a static import this step does not know/,
    );
    expect(() => deferHydration(page('import("/assets/entry.client-2.js");'), 'b.html')).toThrow(
      /b\.html: no route module import/,
    );
    expect(() => deferHydration('<html><body></body></html>', 'c.html')).toThrow(
      /c\.html: no <link rel="modulepreload">/,
    );
  });
});
