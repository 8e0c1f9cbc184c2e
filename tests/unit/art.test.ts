/**
 * The drawn images (app/art): every case study's screens file passes its schema and
 * matches the case study's gallery, every kind of block is drawn somewhere, and the
 * 60 project images are distinct, well-formed SVG documents.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, getWork, namedPeople, validateContent } from '../../app/content/content.server.ts';
import { BLOG_THEMES, FIGURE_NAMES, FIGURE_SIZES, parseDrawnImage } from '../../app/art/images.ts';
import { drawnSvg, figureImage, projectImage } from '../../app/art/render.server.tsx';
import { allocatePortraitParts, DARK_BODIES, DARK_BODY_SEAM } from '../../app/art/portraits.server.ts';
import { LOST_PIN } from '../../app/components/layout/NotFoundPage.tsx';
import { type Block, type Row, block as blockSchema, heroFraming, screensFile } from '../../app/art/schema.ts';
import { HERO_H, HERO_SAFE, HERO_W, HeroDevices } from '../../app/art/project/hero.tsx';
import { fieldOf } from '../../app/art/project/hero-scenes.tsx';
import { SCREENS_DIR, allDrawnImagePaths, allProjectScreens } from '../../app/art/screens.server.ts';

const projects = allProjectScreens();

function blocksOf(rows: Row[]): Block[] {
  return rows.flatMap((row) => row.b.flatMap((b) => (b.k === 'col' ? [b, ...blocksOf(b.rows)] : [b])));
}

describe('screens files', () => {
  it('one per case study, each drawing as many screens as its gallery shows, in the same devices', () => {
    const caseStudies = readdirSync(join(CONTENT_DIR, 'work')).filter((file) => file.endsWith('.yaml'));
    expect([...projects.keys()].map((slug) => `${slug}.yaml`)).toEqual(caseStudies.sort());
    for (const [slug, project] of projects) {
      const { gallery, client, accent } = getWork().get(slug) ?? {};
      expect(project.client, slug).toBe(client);
      expect(project.accent, slug).toBe(accent);
      expect(
        project.screens.map((s) => (s.frame === 'phone' ? 'phone' : 'desktop')),
        slug,
      ).toEqual(gallery?.map((g) => g.device));
    }
  });

  it('use every kind of block the schema knows, so that each renderer draws on some page', () => {
    const kinds = blockSchema.options.map((option) => option.shape.k.value);
    const used = new Set(
      [...projects.values()].flatMap((p) => p.screens.flatMap((s) => blocksOf(s.rows))).map((b) => b.k),
    );
    expect([...used].sort()).toEqual([...kinds].sort());
  });

  it('report a mistake with the file and the field path', () => {
    const file = join(SCREENS_DIR, 'example.yaml');
    const screen = { label: 'an example screen', frame: 'phone', title: 'Home' };
    const bad = {
      brand: 'Example',
      screens: [
        { ...screen, rows: [{ h: 1, b: [{ k: 'pie', v: [1, 2] }] }] },
        { ...screen, rows: [{ h: 1, b: [{ k: 'col', rows: [{ h: 1, b: [{ k: 'search', text: 'Find' }] }] }] }] },
      ],
    };
    expect(() => validateContent(file, bad, screensFile)).toThrow(/example\.yaml[\s\S]*screens\.0\.rows\.0\.b\.0\.k/);
    expect(() => validateContent(file, bad, screensFile)).toThrow(/screens\.1\.rows\.0\.b\.0\.rows\.0\.b\.0/);
  });
});

describe('drawn images', () => {
  it('list every project screen, cover and hero, the blog themes, the studio scene and every portrait, each a file the route parses', () => {
    const paths = allDrawnImagePaths();
    const screens = [...projects.values()].reduce((sum, p) => sum + p.screens.length + 2, 0);
    const work = paths.filter((path) => path.startsWith('/images/work/'));
    expect(work.filter((path) => !path.endsWith('-phone.svg'))).toHaveLength(screens);
    expect(screens).toBeGreaterThanOrEqual(72);
    expect(work.filter((path) => path.endsWith('-hero.svg'))).toHaveLength(projects.size);
    // Desktop screens whose words fit a phone are drawn for one too (art-markets.test.ts checks them).
    expect(work.filter((path) => path.endsWith('-phone.svg')).length).toBeGreaterThanOrEqual(8);
    // Three blog themes, the figures, the studio scene and the careers scene, each whole and in a tall crop for phones.
    expect(paths.filter((path) => path.startsWith('/images/art/'))).toHaveLength(3 + FIGURE_NAMES.length + 2 + 2);
    // The founder, 8 team members, 10 testimonials, 12 case-study quotes (one named twice)
    // and the hire page's bench of 6.
    expect(paths.filter((path) => path.startsWith('/images/people/'))).toHaveLength(1 + 8 + 10 + 12 - 1 + 6);
    for (const path of paths) {
      const [, , folder = '', file = ''] = path.split('/');
      expect(parseDrawnImage(folder, file), path).toBeDefined();
    }
  });

  it('are distinct SVG documents titled with their alternative text and sized for <img>', () => {
    const seen = new Map<string, string>();
    for (const [slug, project] of projects) {
      for (const which of ['cover' as const, 'hero' as const, ...project.screens.keys()]) {
        const image = projectImage(slug, which);
        const svg = drawnSvg({ kind: 'project', slug, which });
        expect(svg, image.src).toMatch(
          /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
        );
        expect(svg.match(/<title>(.*?)<\/title>/)?.[1], image.src).toBe(image.alt.replaceAll('&', '&amp;'));
        expect(image.alt, image.src).toMatch(new RegExp(`^${project.client}: `));
        expect(image.width * image.height, image.src).toBeGreaterThan(100_000);
        expect(seen.get(svg), `${image.src} draws the same as another image`).toBeUndefined();
        seen.set(svg, image.src);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(72);
  });

  it('give every case study a hero of its own screens, none of them a gallery screen, on a field of its own', () => {
    const framings = new Set<string>();
    const backdrops = new Map<string, string>();
    for (const [slug, project] of projects) {
      const gallery = new Set(project.screens.map((s) => JSON.stringify(s.rows)));
      for (const screen of project.hero.screens) expect(gallery.has(JSON.stringify(screen.rows)), slug).toBe(false);
      const svg = drawnSvg({ kind: 'project', slug, which: 'hero' });
      expect(svg, slug).toMatch(/<svg [^>]*viewBox="0 0 1600 900" width="1600" height="900"/);
      for (const screen of project.hero.screens) expect(projectImage(slug, 'hero').alt, slug).toContain(screen.label);
      framings.add(project.hero.framing);
      // No two heroes share a backdrop: each case's field has a pattern from its own world.
      const other = backdrops.get(project.hero.backdrop);
      expect(other, `${slug} and ${other} share the backdrop "${project.hero.backdrop}"`).toBeUndefined();
      backdrops.set(project.hero.backdrop, slug);
      // The field is flat, in the project's colour: no photograph's grain or blur over it.
      expect(svg, slug).not.toContain('feTurbulence');
      expect(svg, slug).toContain(`fill="${fieldOf(project.accent)}"`);
    }
    expect(framings).toEqual(new Set(heroFraming.options));
  });

  it('stand every device of a hero whole inside the middle 1200 × 800 that every crop keeps', async () => {
    const scale = 0.25;
    for (const [slug, project] of projects) {
      const svg = renderToStaticMarkup(
        createElement(
          'svg',
          { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${HERO_W} ${HERO_H}`, width: HERO_W, height: HERO_H },
          createElement(HeroDevices, { project }),
        ),
      );
      const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width, slug).toBe(HERO_W * scale);
      // Every solid pixel (a device, not the soft shadow round it) inside the safe box, one pixel's slack.
      let outside = 0;
      let solid = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++) {
          if ((data[(y * info.width + x) * 4 + 3] ?? 0) < 160) continue;
          solid++;
          const inside =
            x >= HERO_SAFE.x * scale - 1 &&
            x <= (HERO_SAFE.x + HERO_SAFE.w) * scale + 1 &&
            y >= HERO_SAFE.y * scale - 1 &&
            y <= (HERO_SAFE.y + HERO_SAFE.h) * scale + 1;
          if (!inside) outside++;
        }
      expect(solid, `${slug}: its hero draws no device`).toBeGreaterThan(info.width * info.height * 0.15);
      expect(outside, `${slug}: pixels of a device outside the middle of its hero`).toBe(0);
    }
  });

  it('refuse a hero whose framing does not fit its screens, or that has no backdrop', () => {
    const file = join(SCREENS_DIR, 'example.yaml');
    const screen = { label: 'an example screen', title: 'Home', rows: [{ h: 1, b: [{ k: 'search', t: 'Find' }] }] };
    const base = {
      brand: 'Example',
      screens: [
        { ...screen, frame: 'phone' },
        { ...screen, frame: 'phone' },
      ],
    };
    const trio = { ...base, hero: { framing: 'trio', backdrop: 'cells', screens: [{ ...screen, frame: 'phone' }] } };
    expect(() => validateContent(file, trio, screensFile)).toThrow(
      /hero\.screens[\s\S]*a trio draws three phone screens/,
    );
    const bare = { ...base, hero: { framing: 'front', screens: [{ ...screen, frame: 'laptop' }] } };
    expect(() => validateContent(file, bare, screensFile)).toThrow(/hero\.backdrop/);
    const angle = { ...base, hero: { framing: 'angle', backdrop: 'nuts', screens: [{ ...screen, frame: 'phone' }] } };
    expect(() => validateContent(file, angle, screensFile)).toThrow(/draws a laptop or browser screen/);
    const two = {
      ...base,
      hero: {
        framing: 'tilt',
        backdrop: 'weave',
        screens: [
          { ...screen, frame: 'phone' },
          { ...screen, frame: 'phone' },
        ],
      },
    };
    expect(() => validateContent(file, two, screensFile)).toThrow(/a hero framed "tilt" draws one screen/);
  });

  it("draw each screen's own words and its project's accent colour", () => {
    const aara = projects.get('aara');
    const svg = drawnSvg({ kind: 'project', slug: 'aara', which: 0 });
    expect(svg).toContain('The Festive Edit');
    expect(svg).toContain(`fill="${aara?.accent}"`);
    expect(svg).toContain(`${aara?.market.domain}`);
  });

  it('refuse a project or a screen that is not drawn', () => {
    expect(() => drawnSvg({ kind: 'project', slug: 'no-such-project', which: 0 })).toThrow(/no-such-project/);
    expect(() => drawnSvg({ kind: 'project', slug: 'aara', which: 9 })).toThrow(/screen 9 does not exist/);
  });
});

describe('figures and blog headers', () => {
  it('are drawn at the size a page declares for them, titled with their alternative text, each different', () => {
    const seen = new Set<string>();
    for (const name of FIGURE_NAMES) {
      const svg = drawnSvg({ kind: 'figure', name });
      const image = figureImage(name);
      const [width, height] = FIGURE_SIZES[name];
      expect(svg, name).toMatch(
        new RegExp(`<svg [^>]*viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`),
      );
      expect([image.width, image.height], name).toEqual([width, height]);
      expect(svg.match(/<title>(.*?)<\/title>/)?.[1], name).toBe(image.alt.replaceAll('&', '&amp;'));
      expect(image.alt.length, name).toBeGreaterThan(40);
      seen.add(svg);
    }
    expect(seen.size).toBe(FIGURE_NAMES.length);
  });

  it('draw the products they show with the case studies’ own screens and accents', () => {
    const bilogi = projects.get('bilogi');
    const apps = drawnSvg({ kind: 'figure', name: 'services-apps' });
    expect(apps).toContain('The cell');
    expect(apps).toContain(`fill="${bilogi?.accent}"`);
    const brand = drawnSvg({ kind: 'figure', name: 'services-brand' });
    expect(brand).toContain('New drops');
    expect(brand).toContain(`fill="${projects.get('aara')?.accent}"`);
  });

  it('draw every blog header in the mock-ups’ windows and blocks, none of the old spot art', () => {
    for (const theme of BLOG_THEMES) {
      const svg = drawnSvg({ kind: 'blog', theme });
      expect(svg, theme).toMatch(/<svg [^>]*width="640" height="320"/);
      expect(svg, theme).toMatch(/<title>.{40,}<\/title>/);
      // The old headers' corner blobs were large translucent circles.
      expect(svg, theme).not.toMatch(/<circle[^>]*r="1[02]0"/);
    }
    expect(drawnSvg({ kind: 'blog', theme: 'network' })).toContain('DISTRIBUTOR');
    expect(
      drawnSvg({ kind: 'blog', theme: 'ideas' }).match(
        /Kirana|Mill|GST|Clinic|Skill|Truck|School|Cold|Consent|Machine|Social|FPO|Local/g,
      ),
    ).toHaveLength(13);
  });

  it('give the 404 page the plan at its drawn size', () => {
    const image = figureImage('not-found');
    expect(LOST_PIN).toEqual({ src: image.src, width: image.width, height: image.height });
  });

  it('parse a figure file name and refuse one that is not drawn', () => {
    expect(parseDrawnImage('art', 'thank-you.svg')).toEqual({ kind: 'figure', name: 'thank-you' });
    expect(parseDrawnImage('art', 'blog-network.svg')).toEqual({ kind: 'blog', theme: 'network' });
    expect(parseDrawnImage('art', 'no-such-figure.svg')).toBeUndefined();
  });
});

describe('portraits', () => {
  it('draw each person the site names, the same face every time, a different face for each person', () => {
    const people = [...namedPeople().keys()];
    expect(people.length).toBeGreaterThanOrEqual(30);
    const drawings = people.map((seed) => drawnSvg({ kind: 'portrait', seed }));
    for (const [index, seed] of people.entries()) {
      expect(drawnSvg({ kind: 'portrait', seed }), seed).toBe(drawings[index]);
      expect(drawings[index], seed).toMatch(/<svg [^>]*width="240" height="240"/);
    }
    expect(new Set(drawings).size).toBe(people.length);
    expect(() => drawnSvg({ kind: 'portrait', seed: 'nobody-we-name' })).toThrow(/nobody-we-name/);
  });

  it('never give two people one torso, hair style or pair of glasses, and no one sunglasses', () => {
    const people = [...namedPeople()].map(([seed, person]) => ({ seed, hair: person.hair }));
    const parts = [...allocatePortraitParts(people).values()];
    expect(parts).toHaveLength(people.length);
    // The set has 25 torsos: the first 25 people share none, and no torso is worn twice in one tint.
    expect(new Set(parts.slice(0, 25).map((p) => p.body)).size).toBe(Math.min(25, parts.length));
    expect(new Set(parts.map((p) => `${p.body} ${p.garment}`)).size).toBe(parts.length);
    const glasses = parts.flatMap((p) => (p.glasses ? [p.glasses] : []));
    expect(glasses.length).toBeGreaterThan(0);
    expect(new Set(glasses).size).toBe(glasses.length);
    // Clear frames only: variants 3, 8 and 11 of the set; the rest are sunglasses.
    for (const pair of glasses) expect(['variant03', 'variant08', 'variant11']).toContain(pair);
    // Hair: no style twice among the long-haired (16 styles) or the first 30 short-haired.
    for (const kind of ['long', 'short'] as const) {
      const styles = parts.filter((_, i) => people[i]?.hair === kind).map((p) => p.hair);
      expect(new Set(styles).size, kind).toBe(Math.min(styles.length, kind === 'long' ? 16 : 30));
    }
  });

  it('dress a dark torso as it is drawn: its piping a dark seam, not a tinted halo round the figure', () => {
    const people = [...namedPeople()].map(([seed, person]) => ({ seed, hair: person.hair }));
    const dark = [...allocatePortraitParts(people)].filter(([, parts]) => DARK_BODIES.has(parts.body));
    expect(dark.length).toBeGreaterThan(0);
    for (const [seed, parts] of dark) {
      const torso =
        /<g transform="translate\(178 1057\)">([\s\S]*?)<\/g><g transform="translate\(266 207\)">/.exec(
          drawnSvg({ kind: 'portrait', seed }),
        )?.[1] ?? '';
      expect(torso, seed).toContain('<path');
      expect(torso, seed).not.toContain(parts.garment);
      expect(torso, seed).not.toContain('<pattern');
      expect(torso, seed).not.toContain('"#fff"');
    }
  });

  it('draw the studio scene with the team in their own clothes, whole and in a tall crop', () => {
    const wide = drawnSvg({ kind: 'studio', frame: 'wide' });
    const tall = drawnSvg({ kind: 'studio', frame: 'tall' });
    expect(wide).toMatch(/viewBox="0 0 1600 900"/);
    expect(tall).toMatch(/<svg [^>]*width="(\d+)" height="(\d+)"/);
    const [, w = '0', h = '0'] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(tall) ?? [];
    expect(Number(h)).toBeGreaterThan(Number(w));
    for (const label of ['TO DO', 'DOING', 'REVIEW', 'DONE', 'DEVICE LAB']) expect(wide).toContain(label);
    // Each figure of the team wears their portrait's garment: its tint is in the scene.
    const people = [...namedPeople()].map(([seed, person]) => ({ seed, hair: person.hair }));
    const parts = allocatePortraitParts(people);
    for (const seed of ['dhwani-mehta', 'riddhi-joshi', 'mihir-bhatt', 'nirali-desai', 'parth-patel'])
      expect(wide, seed).toContain(`fill="${parts.get(seed)?.garment}"`);
  });

  it("draw careers its own scene, a new joiner's first day, not about's studio", () => {
    const wide = drawnSvg({ kind: 'careers', frame: 'wide' });
    const tall = drawnSvg({ kind: 'careers', frame: 'tall' });
    expect(wide).not.toBe(drawnSvg({ kind: 'studio', frame: 'wide' }));
    expect(wide).toMatch(/viewBox="0 0 1600 900"/);
    const [, w = '0', h = '0'] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(tall) ?? [];
    expect(Number(h)).toBeGreaterThan(Number(w));
    for (const label of ['DAY 1 · WELCOME', 'Foram!', 'First pull request', 'Garba night', 'LIBRARY']) {
      expect(wide).toContain(label);
      // The phone's composition keeps every one of them (the room in two panels, not a crop).
      expect(tall).toContain(label);
    }
    // Each panel draws only its own things: the library's sign is never cut at the first panel's edge.
    const panels = [...tall.matchAll(/<svg x="0" y="[\d.]+"[^>]*>([\s\S]*?)<\/svg>(?=<svg x="0"|<\/svg>\s*$)/g)];
    expect(panels).toHaveLength(2);
    expect(panels[0]?.[1]).not.toContain('LIBRARY');
    expect(panels[1]?.[1]).toContain('LIBRARY');
    expect(wide).not.toContain('SPRINT 14');
    const people = [...namedPeople()].map(([seed, person]) => ({ seed, hair: person.hair }));
    const parts = allocatePortraitParts(people);
    // Each in their portrait's clothes: its tint, or a dark torso's seams.
    for (const seed of ['jay-trivedi', 'foram-vyas', 'krunal-shah', 'nirali-desai']) {
      const own = parts.get(seed);
      const paint = own && DARK_BODIES.has(own.body) ? DARK_BODY_SEAM : own?.garment;
      expect(wide, seed).toContain(`fill="${paint}"`);
    }
  });
});
