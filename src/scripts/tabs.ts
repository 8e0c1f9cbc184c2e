/**
 * <site-tabs>: the W3C APG tabs pattern with automatic activation. Arrow keys move
 * between tabs (Up/Down when the tab list is vertical, Left/Right otherwise, both
 * when it stacks), Home and End jump to the ends, and only the selected tab is in
 * the Tab order. Without JavaScript every panel is shown one after another.
 *
 * An optional [data-tabs-toggle] button shows or hides the tab list on small
 * screens; the list starts open.
 */
class SiteTabs extends HTMLElement {
  #abort = new AbortController();

  connectedCallback(): void {
    const signal = this.#abort.signal;
    const tabs = [...this.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
    const initial = Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
    );

    const select = (index: number, focus: boolean) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = panels[i];
        if (panel) panel.hidden = !selected;
      });
      if (focus) tabs[index]?.focus();
    };
    select(initial, false);
    this.dataset['ready'] = '';

    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(index, false), { signal });
      tab.addEventListener(
        'keydown',
        (event) => {
          const last = tabs.length - 1;
          const moves: Record<string, number> = {
            ArrowRight: index === last ? 0 : index + 1,
            ArrowDown: index === last ? 0 : index + 1,
            ArrowLeft: index === 0 ? last : index - 1,
            ArrowUp: index === 0 ? last : index - 1,
            Home: 0,
            End: last,
          };
          const next = moves[event.key];
          if (next === undefined) return;
          event.preventDefault();
          select(next, true);
        },
        { signal },
      );
    });

    const toggle = this.querySelector<HTMLButtonElement>('[data-tabs-toggle]');
    const list = this.querySelector<HTMLElement>('[role="tablist"]');
    if (toggle && list) {
      toggle.addEventListener(
        'click',
        () => {
          const open = toggle.getAttribute('aria-expanded') !== 'true';
          toggle.setAttribute('aria-expanded', String(open));
          list.classList.toggle('is-collapsed', !open);
        },
        { signal },
      );
    }
  }

  disconnectedCallback(): void {
    this.#abort.abort();
    this.#abort = new AbortController();
  }
}

if (!customElements.get('site-tabs')) customElements.define('site-tabs', SiteTabs);
