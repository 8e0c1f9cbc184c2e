/**
 * <case-gallery>: opens a screen of a case study larger in a modal dialog. The
 * dialog traps focus and closes on Escape; focus returns to the thumbnail that
 * opened it. Arrow keys and the buttons move between screens.
 */
class CaseGallery extends HTMLElement {
  #abort = new AbortController();
  #index = 0;

  connectedCallback(): void {
    const signal = this.#abort.signal;
    const dialog = this.querySelector<HTMLDialogElement>('[data-gallery-dialog]');
    if (!dialog) return;
    const slides = [...this.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
    let opener: HTMLElement | null = null;

    const show = (index: number) => {
      this.#index = (index + slides.length) % slides.length;
      slides.forEach((slide, i) => (slide.hidden = i !== this.#index));
    };

    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-gallery-open]')) {
      button.addEventListener(
        'click',
        () => {
          opener = button;
          show(Number(button.dataset['galleryOpen']));
          dialog.showModal();
        },
        { signal },
      );
    }
    this.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(this.#index - 1), { signal });
    this.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(this.#index + 1), { signal });
    this.querySelector('[data-gallery-close]')?.addEventListener('click', () => dialog.close(), { signal });
    dialog.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'ArrowLeft') show(this.#index - 1);
        if (event.key === 'ArrowRight') show(this.#index + 1);
      },
      { signal },
    );
    dialog.addEventListener('close', () => opener?.focus(), { signal });
  }

  disconnectedCallback(): void {
    this.#abort.abort();
    this.#abort = new AbortController();
  }
}

if (!customElements.get('case-gallery')) customElements.define('case-gallery', CaseGallery);
