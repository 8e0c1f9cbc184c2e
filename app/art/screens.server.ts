/**
 * The case studies' screens files (app/content/work/screens/<slug>.yaml), read and
 * validated at build time like the rest of the content, and the list of every drawn
 * image file for the prerender (react-router.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONTENT_DIR, getWork, namedPeople, validateContent } from '../content/content.server.ts';
import { BLOG_THEMES, type DrawnImageId, FIGURE_NAMES, drawnImagePath } from './images.ts';
import { localizeDeep, screenLanguage } from './market.ts';
import { type DrawnScreen, type ProjectScreens, screensFile } from './schema.ts';
import { hasNarrowScreen } from './project/ProjectArt.tsx';

export const SCREENS_DIR = join(CONTENT_DIR, 'work', 'screens');

let loaded: Map<string, ProjectScreens> | undefined;

/**
 * Every project's screens by slug, each with its case study's client name, accent colour
 * and market, their words localized for that market (art/market.ts).
 */
export function allProjectScreens(): Map<string, ProjectScreens> {
  if (loaded) return loaded;
  const work = getWork();
  loaded = new Map(
    readdirSync(SCREENS_DIR)
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => {
        const path = join(SCREENS_DIR, file);
        const slug = basename(file, '.yaml');
        const caseStudy = work.get(slug);
        if (!caseStudy) throw new Error(`Content error in ${path}: there is no case study work/${slug}.yaml`);
        const data = validateContent(path, parseYaml(readFileSync(path, 'utf8')), screensFile);
        const { market } = caseStudy;
        const draw =
          (where: string) =>
          (screen: (typeof data.screens)[number], i: number): DrawnScreen => {
            try {
              const language = screenLanguage(market, screen.locale);
              return { ...localizeDeep(screen, market, language.locale), language };
            } catch (error) {
              throw new Error(`Content error in ${path} at ${where}.${i}: ${(error as Error).message}`, {
                cause: error,
              });
            }
          };
        const screens = data.screens.map(draw('screens'));
        const hero = { ...data.hero, screens: data.hero.screens.map(draw('hero.screens')) };
        return [
          slug,
          { brand: data.brand, screens, hero, client: caseStudy.client, accent: caseStudy.accent, market },
        ] as const;
      }),
  );
  return loaded;
}

/** One project's screens; throws for a project that has no screens file. */
export function projectScreens(slug: string): ProjectScreens {
  const project = allProjectScreens().get(slug);
  if (!project) throw new Error(`No screens are drawn for the project "${slug}" (add work/screens/${slug}.yaml).`);
  return project;
}

/** Every image file: each project's cover and screens, the blog themes, the figures, every portrait and the studio scene. */
export function allDrawnImagePaths(): string[] {
  const ids: DrawnImageId[] = [
    ...[...allProjectScreens()].flatMap(([slug, project]): DrawnImageId[] => [
      { kind: 'project', slug, which: 'cover' },
      { kind: 'project', slug, which: 'hero' },
      ...project.screens.map((_, which): DrawnImageId => ({ kind: 'project', slug, which })),
      // Each desktop screen that has one, drawn for a phone too (ProjectArt's phoneScreenOf).
      ...project.screens.flatMap((_, which): DrawnImageId[] =>
        hasNarrowScreen(project, which) ? [{ kind: 'project', slug, which, narrow: true }] : [],
      ),
    ]),
    ...BLOG_THEMES.map((theme): DrawnImageId => ({ kind: 'blog', theme })),
    ...FIGURE_NAMES.map((name): DrawnImageId => ({ kind: 'figure', name })),
    ...[...namedPeople().keys()].map((seed): DrawnImageId => ({ kind: 'portrait', seed })),
    { kind: 'studio', frame: 'wide' },
    { kind: 'studio', frame: 'tall' },
    { kind: 'careers', frame: 'wide' },
    { kind: 'careers', frame: 'tall' },
  ];
  return ids.map(drawnImagePath);
}
