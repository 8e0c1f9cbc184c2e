/**
 * The content layer: every file of app/content passes its schema, and a mistake is
 * reported with the file and the field's path, which is what fails the build.
 */
import { describe, expect, it } from 'vitest';
import * as content from '../../app/content/content.server.ts';
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

  it('refuses an unknown icon', () => {
    expect(() => content.iconSvg('lucide:no-such-icon-here')).toThrow(/Unknown icon/);
  });
});
