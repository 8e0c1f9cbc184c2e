/**
 * <site-header>: the Our Services mega-menu (a disclosure: click, tap, Enter or
 * Space opens it; hovering with a mouse opens it too; Escape, a click outside or
 * focus leaving it closes it and Escape returns focus to its button) and the
 * mobile side menu (a modal <dialog>: the page behind it is inert, Escape closes
 * it and focus returns to the menu button).
 */
class SiteHeader extends HTMLElement {
  #abort = new AbortController();
  #hoverTimer: number | undefined;

  connectedCallback(): void {
    const signal = this.#abort.signal;
    const toggle = this.querySelector<HTMLButtonElement>('[data-mega-toggle]');
    const panel = this.querySelector<HTMLElement>('[data-mega-panel]');
    const item = this.querySelector<HTMLElement>('[data-mega]');
    if (toggle && panel && item) this.#wireMegaMenu(toggle, panel, item, signal);

    const dialog = this.querySelector<HTMLDialogElement>('[data-side-menu]');
    const open = this.querySelector<HTMLButtonElement>('[data-side-open]');
    const close = this.querySelector<HTMLButtonElement>('[data-side-close]');
    if (dialog && open && close) this.#wireSideMenu(dialog, open, close, signal);
  }

  disconnectedCallback(): void {
    this.#abort.abort();
    this.#abort = new AbortController();
    window.clearTimeout(this.#hoverTimer);
  }

  #wireMegaMenu(toggle: HTMLButtonElement, panel: HTMLElement, item: HTMLElement, signal: AbortSignal): void {
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
    };
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

    toggle.addEventListener('click', () => setOpen(!isOpen()), { signal });
    item.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && isOpen()) {
          setOpen(false);
          toggle.focus();
        }
      },
      { signal },
    );
    item.addEventListener(
      'focusout',
      (event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !item.contains(next)) setOpen(false);
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        if (isOpen() && !item.contains(event.target as Node)) setOpen(false);
      },
      { signal },
    );
    // Hover opens only for a real mouse; touch and pen rely on the click.
    item.addEventListener(
      'pointerenter',
      (event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(this.#hoverTimer);
        this.#hoverTimer = window.setTimeout(() => setOpen(true), 80);
      },
      { signal },
    );
    item.addEventListener(
      'pointerleave',
      (event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(this.#hoverTimer);
        this.#hoverTimer = window.setTimeout(() => setOpen(false), 200);
      },
      { signal },
    );
    // A chosen entry navigates; close so the menu is not open on the next page.
    panel.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      },
      { signal },
    );
  }

  #wireSideMenu(
    dialog: HTMLDialogElement,
    open: HTMLButtonElement,
    close: HTMLButtonElement,
    signal: AbortSignal,
  ): void {
    open.addEventListener(
      'click',
      () => {
        dialog.showModal();
        open.setAttribute('aria-expanded', 'true');
      },
      { signal },
    );
    close.addEventListener('click', () => dialog.close(), { signal });
    dialog.addEventListener(
      'close',
      () => {
        open.setAttribute('aria-expanded', 'false');
        open.focus();
      },
      { signal },
    );
    // A click on the backdrop (outside the panel's box) closes it.
    dialog.addEventListener(
      'click',
      (event) => {
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
        else if ((event.target as Element).closest('a')) dialog.close();
      },
      { signal },
    );
  }
}

if (!customElements.get('site-header')) customElements.define('site-header', SiteHeader);
