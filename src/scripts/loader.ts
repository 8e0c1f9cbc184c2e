/**
 * The loader belongs to full document loads only. When the client router swaps in
 * a page, the incoming document's loader is removed before it is shown. On a full
 * load, the loader's CSS animation hides it after the settings duration (which also
 * works without JavaScript); once that animation ends, the element is removed so it
 * can never intercept a click, whatever the browser does with the animation.
 */
document.addEventListener('astro:before-swap', (event) => {
  event.newDocument.querySelector('[data-site-loader]')?.remove();
});

const loader = document.querySelector<HTMLElement>('[data-site-loader]');
if (loader) {
  loader.addEventListener('animationend', (event) => {
    if (event.animationName.endsWith('loader-out')) loader.remove();
  });
}
