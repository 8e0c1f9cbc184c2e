import { test as base } from '@playwright/test';
import { SEEN_KEY } from '../../app/components/layout/Loader.tsx';

export * from '@playwright/test';

/**
 * The site's `test`, with one option: `firstVisit`. The spec's loader covers a tab's
 * first full load for 3 s; a test that is not about the loader starts in a tab that
 * has already seen it (the loader's own sessionStorage note, set before any page script
 * runs), as a visitor's later loads do, instead of waiting out 3 s on every page it
 * opens. The loader's tests, and any test about what a first visit looks like, set
 * `test.use({ firstVisit: true })`.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) {
      await context.addInitScript((key: string) => {
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          // Storage refused (an opaque origin such as about:blank): nothing to skip there.
        }
      }, SEEN_KEY);
    }
    await use(context);
  },
});
