/** The generated icon module is what scripts/ui-icons.ts writes from the installed Lucide set. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI_ICONS, UI_ICONS_FILE, uiIconsSource } from '../../scripts/ui-icons.ts';

describe('app/components/ui-icons.tsx', () => {
  it('is up to date: run `npm run icons` after changing scripts/ui-icons.ts or the icon set', () => {
    expect(readFileSync(UI_ICONS_FILE, 'utf8')).toBe(uiIconsSource());
  });

  it('draws every listed icon with its paths and none of the attributes the <svg> carries', () => {
    const source = uiIconsSource();
    for (const name of UI_ICONS) {
      const exported = name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
      const line = source.split('\n').find((l) => l.startsWith(`export const ${exported} = `));
      expect(line, name).toMatch(/<(path|circle|rect|polyline|line|g)\b/);
      expect(line, name).not.toMatch(/stroke-width="2"|stroke="currentColor"/);
    }
  });
});
