/**
 * Paint first, then hydrate: a build step over every prerendered page (scripts/build.ts).
 *
 * React Router's <Scripts /> puts a `<link rel="modulepreload">` in the head for every
 * chunk of the page (about 120 KB brotli) and boots from an inline module script whose
 * static imports are fetched at once. Every page is complete HTML without JavaScript,
 * yet on a slow connection those downloads share the bandwidth with the stylesheet, the
 * fonts and the hero image, and the first paint waits for them (Lighthouse, mobile:
 * first contentful paint 2.2–2.5 s, of which the script downloads were the largest part).
 *
 * This step removes the preload links and rewrites the boot script to start the same
 * downloads, all at once as before, once the first frame has been painted (or at once
 * in a tab that is hidden, where no frame comes). The page is
 * readable that much sooner; it becomes interactive when the scripts arrive, as before.
 *
 * The rewrite is exact or nothing: a page whose boot script is not in the form React
 * Router writes today throws, naming the file, so an upgrade that changes it fails the
 * build instead of shipping pages that never hydrate.
 */

import { BOOT_SCRIPT, NAMESPACE_IMPORT, PRELOAD_LINK, SIDE_EFFECT_IMPORT } from '../server/framework-output.ts';

/**
 * Resolves once the first frame has been painted (Paint Timing's entry, delivered after
 * it), at once in a hidden tab (no frame comes there) or where Paint Timing is missing.
 * `buffered`: the paint has usually happened before this runs. Not requestAnimationFrame,
 * setTimeout or performance.getEntriesByType: test clocks (Playwright's page.clock) stop
 * the first two and empty the third.
 */
const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((_list, observer) => { observer.disconnect(); resolve(); }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', resolve, { once: true });
});`;

export function deferHydration(html: string, file: string): string {
  const fail = (problem: string) => {
    throw new Error(`defer-hydration: ${file}: ${problem} (scripts/defer-hydration.ts expects React Router's output)`);
  };
  const preloads = [...new Set([...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? ''))];
  if (preloads.length === 0) fail('no <link rel="modulepreload">');
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length !== 1) fail(`${boots.length} inline module scripts, expected 1`);

  const rewritten = html.replace(PRELOAD_LINK, '').replace(BOOT_SCRIPT, (_script, body: string) => {
    const namespaces: { name: string; specifier: string }[] = [];
    const sideEffects: string[] = [];
    let rest = body.replace(NAMESPACE_IMPORT, (_line, name: string, specifier: string) => {
      namespaces.push({ name, specifier });
      return '';
    });
    rest = rest.replace(SIDE_EFFECT_IMPORT, (_line, specifier: string) => {
      sideEffects.push(specifier);
      return '';
    });
    if (namespaces.length === 0) fail('no route module import in the boot script');
    if (/^\s*import\s*[^\s(]/m.test(rest)) fail('a static import this step does not know');
    if (!/\bimport\("[^"]+"\);/.test(rest)) fail('no import() of the client entry');
    const imports = [...namespaces.map(({ specifier }) => specifier), ...sideEffects];
    const code = [
      AFTER_FIRST_PAINT,
      `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
      `const [${namespaces.map(({ name }) => name).join(', ')}] = await Promise.all([${imports.map((s) => `import(${s})`).join(', ')}]);`,
      rest.trim(),
    ].join('\n');
    return `<script type="module" async="">${code}</script>`;
  });
  return rewritten;
}
