/**
 * The floor of the Lighthouse bench: a page without its scripts. What runs goes (every script
 * element but structured data, and the module preloads), and every other byte stays, so the
 * floor costs exactly what the page's HTML, CSS, fonts, images and loader cost.
 */
import { describe, expect, it } from 'vitest';
import { stripScripts } from '../../bench/strip.ts';

/** What stays: the markup the floor must keep, byte for byte, including what merely looks like a script. */
const KEPT = {
  head: '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  style: '<link rel="stylesheet" href="/assets/root-Ab12.css"/>',
  font: '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  image: '<link rel="preload" as="image" href="/images/hero.avif" fetchPriority="high"/>',
  data: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>',
  dataUpper: '<script type="Application/LD+JSON" >{"@type":"WebSite"}</script>',
  body: '</head><body><div data-site-loader="" class="_loader_x" style="--loader-duration:3000ms"><span>Nexaweave</span></div>',
  comment: '<!-- a <script>comment</script> is not an element -->',
  text: '<p title="a > b">Scripts &lt;script&gt; in text stay text.</p><img src="/a.png" alt=""/>',
  end: '</body></html>',
};

/** What goes: every kind of script element the build writes, and the module preloads. */
const REMOVED = {
  skip: "<script>try{if(sessionStorage.getItem('seen'))document.documentElement.setAttribute('data-loader','skip')}catch(e){}</script>",
  preload: '<link rel="modulepreload" href="/assets/entry.client-Cd34.js"/>',
  preloadList: '<link rel="preload modulepreload" href="/assets/chunk-Ef56.js">',
  context: '<script>window.__reactRouterContext = {"a":"</div><p>not markup</p>"};</script>',
  module: '<script type="module" async="">import("/assets/entry.client-Cd34.js"); if (1 < 2 && "a>b") {}</script>',
  external: '<script src="/assets/analytics.js" defer></script>',
  classic: '<script type="text/javascript">var x = "<script>";</script>',
};

describe('stripScripts', () => {
  it('removes every script and module preload, keeps ld+json data and leaves every other byte as it was', () => {
    const page = [
      KEPT.head,
      REMOVED.skip,
      KEPT.style,
      REMOVED.preload,
      KEPT.font,
      REMOVED.preloadList,
      KEPT.image,
      KEPT.data,
      KEPT.dataUpper,
      KEPT.body,
      KEPT.comment,
      REMOVED.context,
      KEPT.text,
      REMOVED.module,
      REMOVED.external,
      REMOVED.classic,
      KEPT.end,
    ].join('\n');
    const expected = [
      KEPT.head,
      '',
      KEPT.style,
      '',
      KEPT.font,
      '',
      KEPT.image,
      KEPT.data,
      KEPT.dataUpper,
      KEPT.body,
      KEPT.comment,
      '',
      KEPT.text,
      '',
      '',
      '',
      KEPT.end,
    ].join('\n');
    expect(stripScripts(page)).toBe(expected);
  });

  it('returns a page without scripts unchanged', () => {
    const page = Object.values(KEPT).join('');
    expect(stripScripts(page)).toBe(page);
  });

  it('removes a script left open to the end of the document', () => {
    expect(stripScripts('<body><p>a</p><script>let unfinished = 1')).toBe('<body><p>a</p>');
  });
});
