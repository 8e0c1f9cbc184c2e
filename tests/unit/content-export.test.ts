/**
 * `npm run content:export` and every publish write the published content back into the
 * content folder (server/content/kinds.ts). Openings: roles.yaml with `rolesYaml`: written
 * from the repository's own openings it is the file itself, byte for byte (so an export
 * of unchanged content changes nothing, and the file stays as Prettier writes it), and a
 * closed opening is kept in the file, marked, for its history. Articles: blog/<slug>.md,
 * rewritten only when the article changed, removed when it is
 * no longer published.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readBlogFolder, readRolesFile, rolesYaml, writeBlogFolder } from '../../server/content/kinds.ts';
import { REPOSITORY_CONTENT } from '../../server/content/publish.ts';

describe('rolesYaml', () => {
  it("writes the repository's openings back as the very file they came from", () => {
    const { openings } = readRolesFile(REPOSITORY_CONTENT);
    expect(rolesYaml(REPOSITORY_CONTENT, openings)).toBe(readFileSync(join(REPOSITORY_CONTENT, 'roles.yaml'), 'utf8'));
  });

  it('keeps a closed opening, marked closed, under its tab, and every tab even without openings', () => {
    const { openings } = readRolesFile(REPOSITORY_CONTENT);
    const closed = openings.map((opening) =>
      opening.slug === 'php-developer' ? { ...opening, closed: true } : opening,
    );
    const roles = parse(rolesYaml(REPOSITORY_CONTENT, closed)) as {
      id: string;
      openings: { slug: string; closed?: boolean }[];
    }[];
    expect(roles.map((role) => role.id)).toEqual([
      'business-development-executive',
      'front-end-developer',
      'php-wordpress',
      'angular-react',
      'coding-trainer-job',
    ]);
    expect(roles[2]?.openings).toEqual([
      expect.objectContaining({ slug: 'php-developer', closed: true }),
      expect.not.objectContaining({ closed: expect.anything() }),
    ]);
  });
});

describe('the blog written back (articles)', () => {
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-export-blog-'));
    cpSync(REPOSITORY_CONTENT, dir, { recursive: true });
    return dir;
  };
  const files = (dir: string) =>
    Object.fromEntries(
      readdirSync(join(dir, 'blog')).map((file) => [file, readFileSync(join(dir, 'blog', file), 'utf8')]),
    );

  it("rewrites nothing when the published articles are the repository's own", () => {
    const dir = copy();
    try {
      const before = files(dir);
      expect(writeBlogFolder(dir, readBlogFolder(REPOSITORY_CONTENT))).toEqual([]);
      expect(files(dir)).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a changed article that reads back the same, and removes one no longer published', () => {
    const dir = copy();
    try {
      const [first, second, ...rest] = readBlogFolder(REPOSITORY_CONTENT);
      if (!first || !second) throw new Error('the blog needs two articles');
      const edited = {
        ...first,
        meta: {
          ...first.meta,
          title: `${first.meta.title}: revised`,
          excerpt: `${first.meta.excerpt} Revised in December.`,
        },
        body: `${first.body.trimEnd()}\n\n## A new section\n\nWritten from the staff inbox.\n`,
      };
      expect(writeBlogFolder(dir, [edited, ...rest])).toEqual([`blog/${second.slug}.md`, `blog/${first.slug}.md`]);
      expect(existsSync(join(dir, 'blog', `${second.slug}.md`))).toBe(false);
      const [back] = readBlogFolder(dir).filter((article) => article.slug === first.slug);
      expect(back).toEqual(edited);
      // The others are left byte for byte.
      for (const article of rest)
        expect(readFileSync(join(dir, 'blog', `${article.slug}.md`), 'utf8')).toBe(
          readFileSync(join(REPOSITORY_CONTENT, 'blog', `${article.slug}.md`), 'utf8'),
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
