/**
 * The loader belongs to full document loads only. When the client router swaps in
 * a page, the incoming document's loader is removed before it is shown.
 */
document.addEventListener('astro:before-swap', (event) => {
  event.newDocument.querySelector('[data-site-loader]')?.remove();
});
