/**
 * The content layer: every file of app/content passes its schema, and a mistake is
 * reported with the file and the field's path, which is what fails the build.
 */
import { describe, expect, it } from 'vitest';
import * as content from '../../app/content/content.server.ts';
import { iconFile } from '../../app/content/icons.server.ts';
import * as schema from '../../app/content/schema.ts';

describe('content files', () => {
  it('all pass their schemas, with icons resolved to SVG and intros rendered', () => {
    const nav = content.getNavigation();
    expect(nav.megaMenu.flatMap((group) => group.entries)).toHaveLength(12);
    expect(nav.megaMenu[0]?.entries[0]?.icon.body).toMatch(/<path|<g|<circle|<rect/);
    for (const name of ['home', 'about-us', 'services', 'work', 'blog', 'career', 'career-job-apply', 'contact-us']) {
      expect(content.getPage(name).seo.title.length, name).toBeGreaterThan(4);
    }
    expect(content.getPage('home').hero.intro).toMatch(/^<p>/);
    expect(content.getProjects()).toHaveLength(12);
    expect(content.getProjects().filter((p) => p.listed)).toHaveLength(11);
    expect(content.getBlogPosts().map((p) => p.slug)).toHaveLength(3);
    expect(content.getRoles().map((r) => r.tab)).toEqual([
      'Business Development Executive',
      'Front-end Developer',
      'PHP/Wordpress',
      'Angular/React',
      'Coding Trainer + Job',
    ]);
    for (const slug of content.getServices().keys())
      expect(content.getService(slug).sections.length).toBeGreaterThan(1);
  });

  it('names the file and the field of a mistake', () => {
    const bad = { ...content.getSettings(), loaderDurationMs: 'three seconds', contact: { email: 'nope' } };
    expect(() => content.validateContent('app/content/settings.yaml', bad, schema.settings)).toThrow(
      /Content error in app\/content\/settings\.yaml:[\s\S]*loaderDurationMs[\s\S]*contact\.email/,
    );
  });

  it('refuses a "#" link', () => {
    const result = schema.cta.safeParse({ label: 'Go', href: '#' });
    expect(result.success).toBe(false);
  });

  it('draws a text-coloured icon inline and gives a full-colour logo a file of its own', () => {
    const inline = content.iconSvg('lucide:globe');
    expect(inline.body).toMatch(/currentColor/);
    expect(inline.src).toBeUndefined();
    const logo = content.iconSvg('logos:react');
    expect(logo).toEqual({ name: 'logos:react', src: '/images/icons/logos/react.svg', viewBox: '0 0 256 228' });
    // The technology tabs name only full-colour logos: none of their paths reach the page.
    for (const tab of content.getTechnologies())
      for (const item of tab.items) expect(item.icon.src, item.name).toMatch(/^\/images\/icons\//);
  });

  it('lists every full-colour icon of the content for the prerender, each a valid SVG file', () => {
    const paths = content.iconFilePaths();
    expect(paths).toContain('/images/icons/logos/react.svg');
    expect(paths).toContain('/images/icons/brand/clutch.svg');
    expect(paths.some((path) => path.includes('/lucide/'))).toBe(false);
    const technologyLogos = content.getTechnologies().flatMap((tab) => tab.items.map((item) => item.icon.src));
    for (const src of technologyLogos) expect(paths).toContain(src);
    for (const path of paths) {
      const [, , , set = '', file = ''] = path.split('/');
      const svg = iconFile(set, file);
      expect(svg, path).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d. -]+"[^>]*>[\s\S]+<\/svg>$/,
      );
    }
    expect(iconFile('logos', 'no-such-logo.svg')).toBeUndefined();
    expect(iconFile('nope', 'react.svg')).toBeUndefined();
  });

  it('refuses an unknown icon', () => {
    expect(() => content.iconSvg('lucide:no-such-icon-here')).toThrow(/Unknown icon/);
  });
});
