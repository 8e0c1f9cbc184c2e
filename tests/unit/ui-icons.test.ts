/** The generated icon modules are what app/components/ui/generate-icons.ts writes from the installed Iconify sets. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SHELL_ICONS,
  SHELL_ICONS_FILE,
  UI_ICONS,
  UI_ICONS_FILE,
  UI_LOGOS,
  UI_LOGOS_FILE,
  shellIconsSource,
  uiIconsSource,
  uiLogosSource,
} from '../../app/components/ui/generate-icons.ts';

describe('app/components/ui/ui-icons.tsx', () => {
  it('is up to date: run `npm run icons` after changing app/components/ui/generate-icons.ts or the icon set', () => {
    expect(readFileSync(UI_ICONS_FILE, 'utf8')).toBe(uiIconsSource());
    expect(readFileSync(SHELL_ICONS_FILE, 'utf8')).toBe(shellIconsSource());
  });

  it("draws each icon once: the shell's in shell-icons.tsx, the rest in ui-icons.tsx", () => {
    const shell = shellIconsSource();
    const rest = uiIconsSource();
    const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
    for (const name of UI_ICONS) {
      const line = new RegExp(`^export const ${pascal(name)} = `, 'm');
      const inShell = (SHELL_ICONS as readonly string[]).includes(name);
      expect(line.test(shell), `${name} in shell-icons.tsx`).toBe(inShell);
      expect(line.test(rest), `${name} in ui-icons.tsx`).toBe(!inShell);
    }
    expect(rest).toMatch(/^import \{ stroked \} from '.\/shell-icons.tsx';$/m);
  });

  it('draws every listed icon with its paths and none of the attributes the <svg> carries', () => {
    const source = shellIconsSource() + uiIconsSource();
    for (const name of UI_ICONS) {
      const exported = name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
      const line = source.split('\n').find((l) => l.startsWith(`export const ${exported} = `));
      expect(line, name).toMatch(/<(path|circle|rect|polyline|line|g)\b/);
      expect(line, name).not.toMatch(/stroke-width="2"|stroke="currentColor"/);
    }
  });

  it('ui-logos.tsx is up to date, each logo in the colours and proportions of its set', () => {
    const source = readFileSync(UI_LOGOS_FILE, 'utf8');
    expect(source).toBe(uiLogosSource());
    expect(source).toContain(`coloured('XLogo', '0 0 251 256', '<path d=`);
    for (const name of Object.keys(UI_LOGOS))
      expect(source, name).toMatch(new RegExp(`^export const ${name} = /\\* @__PURE__ \\*/ coloured\\(`, 'm'));
    expect(source).toContain('fill="#0a66c2"');
  });
});
