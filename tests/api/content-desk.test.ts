/**
 * The desk's Openings (server/content/, server/admin/routes/desk.ts): the repository's
 * openings as the first revisions, every save a revision checked by the build's schema,
 * preview, publish through the shared lock into a new release folder switched at once,
 * a failed build leaving the site as it was, rollback, and the job application's
 * position checked against the published openings. The build itself is replaced by a
 * quick one (a copy of the fixture site) except in the browser test (tests/e2e/desk.spec.ts).
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_INVALID } from '../../app/forms/job-apply.ts';
import {
  builder,
  startPublish,
  PublishRefused,
  REPOSITORY_CONTENT,
  type PublishOptions,
} from '../../server/content/publish.ts';
import { findEntry, history as historyOf, importRepository, listEntries } from '../../server/content/desk.ts';
import { renderPreview } from '../../server/content/preview.ts';
import { exportPublished, openingKind, openPositions, readBlogFolder } from '../../server/content/kinds.ts';
import { adminApp, get, postForm, signIn, type Jar } from '../support/admin.ts';
import { count, submit, VALID } from '../support/forms.ts';
import { FIXTURE_DIST } from '../support/app.ts';

const realBuild = builder.run;
/**
 * The site's real build (`npm run build`; `npm test` builds first when it is stale): a
 * preview is rendered by its server build, and must come out as its prerendered pages.
 */
const SITE_BUILD = resolve(import.meta.dirname, '../../build');
const SERVER_BUILD = join(SITE_BUILD, 'server', 'index.js');

/** The preview needs the built site; says how to get one. */
function needsBuiltSite(): void {
  if (!existsSync(SERVER_BUILD) || !existsSync(join(SITE_BUILD, 'client', 'index.html')))
    throw new Error(
      `The preview tests render with the site's build, and there is none in ${SITE_BUILD}: run \`npm run build\`.`,
    );
}

/** The first element `tag` of a page, whole (the site's header and footer hold no nested element of their own name). */
function element(html: string, tag: string): string {
  const found = new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0];
  if (!found) throw new Error(`no <${tag}> in the page`);
  return found;
}
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
/** The fixture site with a marker naming the content it was built from (its roles.yaml's open titles). */
/** The blog/ files the last quick build read. */
let builtBlog: string[] = [];
/** The live build the last quick build was told to copy unchanged files from. */
let reusedFrom: string | undefined;
const quickBuild: typeof builder.run = async (contentDir, outDir, reuseDir) => {
  builtBlog = readdirSync(join(contentDir, 'blog')).sort();
  reusedFrom = reuseDir;
  cpSync(FIXTURE_DIST, join(outDir, 'client'), { recursive: true });
  const roles = readFileSync(join(contentDir, 'roles.yaml'), 'utf8');
  const index = join(outDir, 'client', 'index.html');
  const marker = roles.includes('title: Laravel Developer') ? '<p>Laravel Developer</p>' : '';
  writeFileSync(index, `${readFileSync(index, 'utf8')}${marker}`);
  return { code: 0, output: 'built' };
};

const OPENING = {
  slug: '',
  title: 'Laravel Developer',
  role: 'php-wordpress',
  experience: '2-4 years',
  jobType: 'FullTime',
  location: '',
  openings: '03',
  description:
    'You will build Laravel applications and APIs for clients in retail and logistics, from the first estimate to the release, in a squad with a designer and a tester.',
  mustHaves: 'Two years of Laravel\nMySQL schema design\nGit with pull requests',
  responsibilities: 'Build modules from written requirements\nReview code\nShip releases with the team lead',
  validThrough: '',
};

let app: FastifyInstance;
let jar: Jar;
let releasesDir: string;

beforeAll(async () => {
  releasesDir = mkdtempSync(join(tmpdir(), 'desk-publish-releases-'));
  app = await adminApp({ siteReleasesDir: releasesDir, siteServerBuild: SERVER_BUILD });
  ({ jar } = await signIn(app));
});
afterAll(async () => {
  builder.run = realBuild;
  await app.close();
  rmSync(releasesDir, { recursive: true, force: true });
});
afterEach(() => {
  builder.run = realBuild;
});

/** Waits for the running publish to end; its row. */
async function settled(): Promise<{ status: string; error: string | null; release: string | null }> {
  for (let i = 0; i < 200; i += 1) {
    const rows = (await app.database.db.execute(
      'SELECT status, error, release FROM site_publishes ORDER BY id DESC LIMIT 1',
    )) as unknown as { rows: { status: string; error: string | null; release: string | null }[] };
    const last = rows.rows[0];
    if (last && last.status !== 'running') return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the publish did not end');
}

describe('the repository as the first revisions', () => {
  it('imports every opening of roles.yaml once, published, by "repository"', async () => {
    const entries = await listEntries(app.database.db, openingKind);
    expect(entries.map((entry) => entry.slug).sort()).toEqual([
      'business-development-executive',
      'coding-trainer',
      'php-developer',
      'wordpress-developer',
    ]);
    for (const entry of entries) {
      expect(entry.published?.id).toBe(entry.latest.id);
      expect(entry.latest.author).toBe('repository');
    }
    expect(await openPositions(app.database.db)).toContain('PHP Developer');
    expect(await importRepository(app.database.db, openingKind, REPOSITORY_CONTENT)).toEqual([]);
  });
});

describe('the openings desk', () => {
  it('lists the openings for signed-in staff only, with New opening', async () => {
    const page = await get(app, jar, '/admin/openings');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('New opening');
    expect(page.body).toContain('PHP Developer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    const stranger = await app.inject({ url: '/admin/openings' });
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toMatch(/^\/admin\/sign-in/);
  });

  it('shows each mistake at its field in plain words, and stores nothing', async () => {
    const before = await count(app, 'content_revisions');
    const res = await postForm(app, jar, '/admin/openings', {
      ...OPENING,
      intent: 'publish',
      title: '',
      role: '',
      openings: '3',
      mustHaves: 'Only one',
      validThrough: '2020-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Nothing was published');
    expect(res.body).toMatch(/id="title-error"[^>]*>Write the job title\./);
    expect(res.body).toMatch(/id="role-error"[^>]*>Choose the role it is listed under\./);
    expect(res.body).toMatch(/id="openings-error"[^>]*>Write the number of openings with two digits/);
    expect(res.body).toMatch(/id="mustHaves-error"[^>]*>List at least three must-haves, one per line\./);
    expect(res.body).toMatch(/id="validThrough-error"[^>]*>The last day to apply cannot come before/);
    expect(res.body).toContain('aria-invalid="true"');
    expect(await count(app, 'content_revisions')).toBe(before);
    expect(await count(app, 'site_publishes')).toBe(0);
  });

  it("saves a draft and previews it to staff only: the site's own page, marked as a preview and noindex", async () => {
    needsBuiltSite();
    const res = await postForm(app, jar, '/admin/openings', { ...OPENING, intent: 'preview' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/admin\/openings\/laravel-developer\/preview\?revision=\d+$/);
    const preview = await get(app, jar, String(res.headers.location));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['content-security-policy']).toContain("script-src 'none'");
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.body).toContain('<strong>Preview — not published.</strong>');
    expect(preview.body).toContain('has everything Google for Jobs requires');
    // The draft's text in the page the site's renderer made: the published pages' header,
    // footer and stylesheet around it, and its JobPosting data.
    expect(preview.body).toMatch(/<h1[^>]*>Laravel Developer<\/h1>/);
    expect(preview.body).toContain('Ship releases with the team lead');
    const published = readFileSync(join(SITE_BUILD, 'client', 'career', 'php-developer', 'index.html'), 'utf8');
    expect(element(preview.body, 'header')).toBe(element(published, 'header'));
    expect(element(preview.body, 'footer')).toBe(element(published, 'footer'));
    expect(stylesheets(preview.body)).toEqual(stylesheets(published));
    expect(stylesheets(preview.body)).toHaveLength(1);
    expect(preview.body).toContain('"@type":"JobPosting"');
    // Nothing of it runs in the inbox: no script but its structured data.
    expect(preview.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(preview.body).not.toContain('modulepreload');

    expect((await app.inject({ url: String(res.headers.location) })).statusCode).toBe(303);
    const entry = await findEntry(app.database.db, openingKind, 'laravel-developer');
    expect(entry?.published).toBeUndefined();
    expect(entry?.latest).toMatchObject({ author: 'staff', note: 'Created' });
    // A draft is no position of the job application.
    expect(await openPositions(app.database.db)).not.toContain('Laravel Developer');
  });

  it('says what to do when the server has no build to render a preview with', async () => {
    const missing = join(releasesDir, 'no-build', 'server', 'index.js');
    await expect(
      renderPreview({
        serverBuild: missing,
        path: '/career/x',
        origin: 'http://localhost',
        writeContent: async () => {},
      }),
    ).rejects.toThrow(/is missing\). Ask a developer to run `npm run build`; your draft is saved\./);
  });

  it('renders a published opening as the build prerendered it, but for the preview marks and scripts', async () => {
    needsBuiltSite();
    const entry = await findEntry(app.database.db, openingKind, 'php-developer');
    const preview = await get(app, jar, `/admin/openings/php-developer/preview?revision=${entry?.latest.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const published = readFileSync(join(SITE_BUILD, 'client', 'career', 'php-developer', 'index.html'), 'utf8');
    const bare = (html: string) =>
      html
        .replace(/<script(?! type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link [^>]*rel="modulepreload"[^>]*>/g, '')
        // The published page's own `index, follow` gives way to the preview's `noindex`.
        .replace('<meta name="robots" content="index, follow"/>', '');
    const unmarked = preview.body
      .replace(/<meta name="robots" content="noindex, nofollow"><style>[\s\S]*?<\/style>/, '')
      .replace('<title>Preview: ', '<title>')
      .replace('<html data-loader="skip"', '<html')
      .replace(/<aside class="nw-preview-banner"[\s\S]*?<\/aside>/, '');
    expect(unmarked).toBe(bare(published));
  });

  it('publishes: a new release folder, `current` switched to it, served by the app, the position accepted', async () => {
    builder.run = quickBuild;
    const live = readlinkSync(join(releasesDir, 'current'));
    const res = await postForm(app, jar, '/admin/openings/laravel-developer', { ...OPENING, intent: 'publish' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/openings?done=published');
    const done = await settled();
    expect(done).toMatchObject({ status: 'live', error: null });
    expect(readlinkSync(join(releasesDir, 'current'))).toBe(done.release);
    // The build copied what it made alike (images, compressed files) from the build live before it.
    expect(reusedFrom).toBe(join(releasesDir, live, 'client'));
    const home = await app.inject({ url: '/' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(after.body).toContain('<p>Laravel Developer</p>');
    expect(after.headers['content-security-policy']).toContain("script-src 'self'");
    expect(await openPositions(app.database.db)).toContain('Laravel Developer');
    const applied = await submit(app, 'job-apply', { ...VALID['job-apply'], position: 'Laravel Developer' }, [
      { filename: 'cv.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    const entry = await findEntry(app.database.db, openingKind, 'laravel-developer');
    expect(entry?.published?.id).toBe(entry?.latest.id);
  });

  it('closes an opening: a closed revision published, and the position refused from that moment', async () => {
    builder.run = quickBuild;
    const res = await postForm(app, jar, '/admin/openings/laravel-developer/close');
    expect(res.statusCode).toBe(303);
    expect((await settled()).status).toBe('live');
    expect(await openPositions(app.database.db)).not.toContain('Laravel Developer');
    const applied = await submit(app, 'job-apply', { ...VALID['job-apply'], position: 'Laravel Developer' }, [
      { filename: 'cv.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect(applied.statusCode).toBe(422);
    expect(applied.body).toContain(POSITION_INVALID);
    const page = await get(app, jar, '/admin/openings/laravel-developer');
    expect(page.body).toContain('Closed');
    expect(page.body).not.toContain('Close opening');
  });

  it('rolls back: an earlier revision published again as a new one, the history whole', async () => {
    builder.run = quickBuild;
    const history = await historyOf(app.database.db, openingKind, 'laravel-developer');
    expect(history.map((revision) => revision.note)).toEqual([
      'Closed the opening',
      'Saved without changes',
      'Created',
    ]);
    const open = history[1];
    if (!open) throw new Error('no open revision');
    const res = await postForm(app, jar, '/admin/openings/laravel-developer/restore', { revision: String(open.id) });
    expect(res.statusCode).toBe(303);
    expect((await settled()).status).toBe('live');
    const after = await historyOf(app.database.db, openingKind, 'laravel-developer');
    expect(after).toHaveLength(4);
    expect(after[0]?.note).toBe(`Restored revision ${open.id} (saved without changes)`);
    expect(after[0]?.data.closed).toBe(false);
    expect((await findEntry(app.database.db, openingKind, 'laravel-developer'))?.published?.id).toBe(after[0]?.id);
    expect(await openPositions(app.database.db)).toContain('Laravel Developer');
    const page = await get(app, jar, '/admin/openings/laravel-developer');
    expect(page.body).toContain(`Publish revision ${open.id} again`);
    // A revision of another opening is no rollback of this one.
    const other = await postForm(app, jar, '/admin/openings/php-developer/restore', { revision: String(open.id) });
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain(`Revision ${open.id} is not a revision of this opening.`);
  });
});

describe('the publish lock and a failed build', () => {
  const options = (author: string): PublishOptions => ({
    db: app.database.db,
    releasesDir,
    author,
    reason: 'test',
    log: { info: () => {}, error: () => {} },
  });

  it('runs one publish at a time: a second is refused, naming who started the first', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    builder.run = async (contentDir, outDir) => {
      await gate;
      return quickBuild(contentDir, outDir);
    };
    const first = await startPublish(options('asha'));
    await expect(startPublish(options('ravi'))).rejects.toThrow(PublishRefused);
    await expect(startPublish(options('ravi'))).rejects.toThrow(/Another publish is running \(started by asha at/);
    release();
    expect((await first.finished).status).toBe('live');
    const next = await startPublish(options('ravi'));
    expect((await next.finished).status).toBe('live');
  });

  it('leaves the live site as it was when the build fails, and says why in words', async () => {
    const live = readlinkSync(join(releasesDir, 'current'));
    builder.run = async () => ({
      code: 1,
      output: 'vite building…\nContent error in /tmp/x/roles.yaml:\n  - 2.openings.0.title: write the job title\nat …',
    });
    const { finished } = await startPublish(options('asha'));
    const failed = await finished;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      'The site was not rebuilt because of a content error; the live site is unchanged. Content error in /tmp/x/roles.yaml: - 2.openings.0.title: write the job title',
    );
    expect(readlinkSync(join(releasesDir, 'current'))).toBe(live);
    const page = await get(app, jar, '/admin/openings');
    expect(page.body).toContain('did not go live');
  });

  it('refuses to publish, and keeps the revision a draft, where publishing is not set up', async () => {
    const plain = await adminApp();
    try {
      const { jar: staff } = await signIn(plain);
      const res = await postForm(plain, staff, '/admin/openings', {
        ...OPENING,
        title: 'Flutter Developer',
        intent: 'publish',
      });
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain('Publishing is not set up on this server');
      const entry = await findEntry(plain.database.db, openingKind, 'flutter-developer');
      expect(entry?.latest.data.title).toBe('Flutter Developer');
      expect(entry?.published).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('the articles desk', () => {
  const ARTICLE = {
    slug: '',
    title: 'Shipping a Flutter app to both stores',
    date: '2026-12-01',
    excerpt:
      'What it takes to release one Flutter codebase on the App Store and Google Play: signing, review, staged rollouts and the checks we run before every release.',
    body: `## Before the first release\n\n${'Both stores review every build, so we plan a week for the first one. '.repeat(6)}\n\n- Signing keys in the vault\n- Screenshots for every size`,
    heroTheme: 'network',
    heroAlt: 'A phone and a laptop joined by lines to two app store icons',
  };

  it('imports the blog once and lists it, with New article', async () => {
    const page = await get(app, jar, '/admin/articles');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('New article');
    for (const title of ['13 startup ideas worth building in 2018']) expect(page.body).toContain(title);
    expect((await count(app, 'content_entries')) >= 7).toBe(true);
  });

  it('shows each mistake at its field, and stores nothing', async () => {
    const before = await count(app, 'content_revisions');
    const res = await postForm(app, jar, '/admin/articles', {
      ...ARTICLE,
      intent: 'publish',
      excerpt: 'Too short.',
      body: 'Hi',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(/id="excerpt-error"[^>]*>Write an excerpt of at least 50 characters/);
    expect(res.body).toMatch(/id="body-error"[^>]*>Write the article: at least 200 characters of Markdown\./);
    expect(await count(app, 'content_revisions')).toBe(before);
  });

  it("previews a draft with the site's article page, then publishes it into the blog the build reads", async () => {
    needsBuiltSite();
    builder.run = quickBuild;
    const draft = await postForm(app, jar, '/admin/articles', { ...ARTICLE, intent: 'preview' });
    expect(draft.statusCode).toBe(303);
    const preview = await get(app, jar, String(draft.headers.location));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.body).toMatch(/<h2[^>]*>Before the first release<\/h2>/);
    expect(preview.body).toContain('<li>Signing keys in the vault</li>');
    expect(preview.body).toContain('Only signed-in staff see this page');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const slug = 'shipping-a-flutter-app-to-both-stores';
    const res = await postForm(app, jar, `/admin/articles/${slug}`, { ...ARTICLE, intent: 'publish' });
    expect(res.headers.location).toBe('/admin/articles?done=published');
    expect((await settled()).status).toBe('live');
    expect(builtBlog).toContain(`${slug}.md`);
    expect(builtBlog).toContain('startup-idea.md');

    const unpublished = await postForm(app, jar, `/admin/articles/${slug}/unpublish`);
    expect(unpublished.headers.location).toBe('/admin/articles?done=unpublished');
    expect((await settled()).status).toBe('live');
    expect(builtBlog).not.toContain(`${slug}.md`);
    const page = await get(app, jar, `/admin/articles/${slug}`);
    expect(page.body).not.toContain('>Unpublish<');

    const history = await get(app, jar, `/admin/articles/${slug}`);
    const revision = /Publish revision (\d+) again/.exec(history.body)?.[1];
    expect(revision).toBeDefined();
    const restored = await postForm(app, jar, `/admin/articles/${slug}/restore`, { revision: String(revision) });
    expect(restored.headers.location).toBe('/admin/articles?done=restored');
    expect((await settled()).status).toBe('live');
    expect(builtBlog).toContain(`${slug}.md`);
  });

  it('exports the published content into a content folder: only what differs, checked before it is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-export-'));
    try {
      cpSync(REPOSITORY_CONTENT, dir, { recursive: true });
      const slug = 'shipping-a-flutter-app-to-both-stores';
      const checked = await exportPublished(app.database.db, dir, { check: true });
      expect(checked).toEqual({ changed: ['roles.yaml', `blog/${slug}.md`], removed: [] });
      expect(readdirSync(join(dir, 'blog'))).not.toContain(`${slug}.md`);
      expect(await exportPublished(app.database.db, dir)).toEqual(checked);
      expect(readFileSync(join(dir, 'roles.yaml'), 'utf8')).toContain('title: Laravel Developer');
      expect(readBlogFolder(dir).find((article) => article.slug === slug)?.meta.title).toBe(
        'Shipping a Flutter app to both stores',
      );
      expect(await exportPublished(app.database.db, dir, { check: true })).toEqual({ changed: [], removed: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
