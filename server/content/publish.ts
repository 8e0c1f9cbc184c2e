/**
 * Publishing: rebuilds the prerendered site from the published content into a new
 * release folder and switches the site to it at once.
 *
 *   SITE_RELEASES_DIR/
 *     20261207T0213Z-p12/client/…   a build, never changed once written
 *     20261207T0213Z-p12/nginx-csp.map    its pages' policies (scripts/nginx-csp-map.ts)
 *     20261207T0213Z-p12/nginx-gone.map   its addresses answered 410 (closed openings)
 *     20261207T0213Z-p12/nginx-root.conf  `root <its real path>/client;` for nginx
 *     20261207T0213Z-p12/og-images.json   what each Open Graph image was drawn from (scripts/og-images.ts)
 *     current -> 20261207T0213Z-p12   the one every replica (and nginx) serves
 *
 * One publish runs at a time across replicas: the `running` row of site_publishes is
 * the lock (a unique index allows one), so a second one is refused with who started the
 * first and when. The build runs in a child process (scripts/build.ts, SITE_ONLY) from a
 * copy of app/content holding the published content (kinds.ts), copying from the live
 * build what comes out the same (REUSE_DIR: Open Graph images, compressed files); a failed build
 * leaves `current` as it was and stores the error in words staff can act on. A build
 * that succeeds gets the script and style files of the builds published within the last
 * day (hard links), so a visitor holding an older page still loads its scripts; then
 * `current` is replaced by a rename, which is atomic: every request sees the old build or
 * the new one, never neither. The replicas follow `current` within a second
 * (plugins/external/static-site.ts); nginx follows on a reload, which reads the three
 * nginx files through `current` at once, so that each nginx worker serves one whole build
 * (deploy/nginx.conf, docs/operations.md).
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  linkSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CSP_MAP_FILE, GONE_MAP_FILE, OG_KEYS_FILE } from '../plugins/external/static-site.ts';
import { isUniqueViolation } from '../db/idempotency.ts';
import { sitePublishes } from '../db/schema.ts';
import { writePublished } from './desk.ts';
import { KINDS } from './kinds.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The repository's content: everything a publish does not take from the database. */
export const REPOSITORY_CONTENT = join(ROOT, 'app/content');
/** The files a build writes beside its client/ that a release keeps: nginx's maps, the Open Graph images' keys. */
const BESIDE_CLIENT = [CSP_MAP_FILE, GONE_MAP_FILE, OG_KEYS_FILE];
/** A running publish older than this was cut short (its replica stopped): it no longer holds the lock. */
export const STALE_PUBLISH_MS = 15 * 60_000;
/** How long the files of an earlier build stay available to pages loaded before a publish. */
export const KEEP_ASSETS_MS = 24 * 60 * 60_000;
/** Builds kept besides those of the last KEEP_ASSETS_MS (the ones a rollback of the folder would use). */
const KEEP_RELEASES = 3;

export class PublishRefused extends Error {}

export interface PublishRow {
  id: number;
  status: string;
  requestedBy: string;
  reason: string;
  release: string | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/**
 * The file of a release that pins nginx to it: `root` at its client/ by real path, so
 * that nginx, which reads it through `current` on a (re)load, serves that build's files
 * until the next reload, never another's (deploy/nginx.conf includes it).
 */
export const NGINX_ROOT_FILE = 'nginx-root.conf';

/**
 * A release's files readable by every user (folders 0755, files 0644): nginx's workers
 * run as another user than the replicas, whose service sets UMask=0077
 * (deploy/nexaweave@.service). Nothing in a release is secret: it is the public site.
 */
export function readableByAll(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o755);
    else if (entry.isFile()) chmodSync(path, 0o644);
  }
}

export function writeNginxRoot(releaseDir: string): void {
  const client = join(realpathSync(releaseDir), 'client');
  if (/["\\$;{}\s]/.test(client)) throw new Error(`A release folder nginx cannot name: ${client}`);
  writeFileSync(
    join(releaseDir, NGINX_ROOT_FILE),
    `# Written by server/content/publish.ts: this release's files, by real path. Do not edit.\nroot ${client};\n`,
  );
}

/**
 * The first release of an empty SITE_RELEASES_DIR: the release's own build (build/client
 * and the nginx files beside it) copied in and made `current`, so that nginx and the
 * replicas serve it at once. Returns its name, or undefined when `current` exists.
 */
export function seedReleases(releasesDir: string, distDir: string): string | undefined {
  if (existsSync(join(releasesDir, 'current')) || !existsSync(join(distDir, 'index.html'))) return undefined;
  const release = `${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '')}Z-build-${process.pid}`;
  const folder = join(releasesDir, release);
  mkdirSync(folder, { recursive: true });
  cpSync(distDir, join(folder, 'client'), { recursive: true });
  for (const file of BESIDE_CLIENT) {
    const from = join(distDir, '..', file);
    if (existsSync(from)) copyFileSync(from, join(folder, file));
  }
  writeNginxRoot(folder);
  readableByAll(folder);
  switchCurrent(releasesDir, release);
  return release;
}

/** The name of a new release folder: when, and which publish made it. */
function releaseName(id: number, now = new Date()): string {
  return `${now.toISOString().slice(0, 16).replace(/[-:]/g, '')}Z-p${id}`;
}

/** Moves a file or folder: a rename, or a copy and a delete across file systems. */
function moveFolder(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(join(to, '..'), { recursive: true });
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** The release `current` names, if any. */
export function currentRelease(releasesDir: string): string | undefined {
  try {
    return readlinkSync(join(releasesDir, 'current'));
  } catch {
    return undefined;
  }
}

/** Points `current` at `release` in one rename: no request ever finds no site. */
export function switchCurrent(releasesDir: string, release: string): void {
  const next = join(releasesDir, `.current-${process.pid}-${Date.now()}`);
  symlinkSync(release, next);
  renameSync(next, join(releasesDir, 'current'));
}

/** The release folders, newest first (their names start with the time they were made). */
function releases(releasesDir: string): string[] {
  return readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .reverse();
}

/**
 * Gives the new build the hashed files (assets/) of the builds made within KEEP_ASSETS_MS
 * and of the one live now, so a page loaded before the switch still finds its scripts.
 */
export function carryOverAssets(releasesDir: string, release: string, now = Date.now()): number {
  const target = join(releasesDir, release, 'client', 'assets');
  const live = currentRelease(releasesDir);
  let carried = 0;
  for (const name of releases(releasesDir)) {
    if (name === release) continue;
    const folder = join(releasesDir, name, 'client', 'assets');
    if (!existsSync(folder)) continue;
    if (name !== live && now - statSync(join(releasesDir, name)).mtimeMs > KEEP_ASSETS_MS) continue;
    for (const file of readdirSync(folder)) {
      const to = join(target, file);
      if (existsSync(to)) continue;
      try {
        linkSync(join(folder, file), to);
      } catch {
        copyFileSync(join(folder, file), to);
      }
      carried += 1;
    }
  }
  return carried;
}

/**
 * Rolls the site back to the build published before the live one (`npm run
 * site:rollback`): that folder gets the live build's hashed files (a page loaded from it
 * still loads its scripts), then `current` is switched to it, as a publish does. The
 * database is not changed: it still publishes what it did, and the next publish builds
 * that again (roll back the content in the desk first, or publish to undo the rollback).
 */
export function rollBack(releasesDir: string): { from: string; to: string } {
  const live = currentRelease(releasesDir);
  if (!live) throw new Error(`Nothing is published in ${releasesDir}: there is no build to roll back from.`);
  const older = releases(releasesDir).filter(
    (name) => name < live && existsSync(join(releasesDir, name, 'client', 'index.html')),
  );
  const to = older[0];
  if (!to) throw new Error(`No build older than ${live} is kept in ${releasesDir}.`);
  carryOverAssets(releasesDir, to);
  switchCurrent(releasesDir, to);
  return { from: live, to };
}

/** Removes builds older than a day beyond the newest KEEP_RELEASES, never the live one. */
export function pruneReleases(releasesDir: string, now = Date.now()): string[] {
  const live = currentRelease(releasesDir);
  const removed: string[] = [];
  releases(releasesDir).forEach((name, index) => {
    if (name === live || index < KEEP_RELEASES) return;
    if (now - statSync(join(releasesDir, name)).mtimeMs <= KEEP_ASSETS_MS) return;
    rmSync(join(releasesDir, name), { recursive: true, force: true });
    removed.push(name);
  });
  return removed;
}

/** A failed build's output, as the few lines staff can act on: the content errors, or where to look. */
export function buildFailureMessage(output: string, id: number): string {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.includes('Content error'));
  if (start >= 0) {
    const detail = lines.slice(start, start + 6).filter((line) => /Content error|^\s+- /.test(line));
    return `The site was not rebuilt because of a content error; the live site is unchanged. ${detail.join(' ').replace(/\s+/g, ' ').trim()}`;
  }
  return `The site could not be rebuilt (publish ${id}); the live site is unchanged. Publish again in a minute; if it fails again, ask a developer to read publish ${id} in the server's log.`;
}

/**
 * Runs the site's build into `outDir` from `contentDir`, copying what it would make alike
 * from `reuseDir` (the live build's client/: Open Graph images, compressed variants);
 * resolves with its exit code and the end of its output.
 */
function runBuild(contentDir: string, outDir: string, reuseDir?: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/build.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        CONTENT_DIR: contentDir,
        BUILD_DIR: outDir,
        SITE_ONLY: '1',
        NODE_ENV: 'production',
        REUSE_DIR: reuseDir ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => done({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

export interface PublishOptions {
  db: Db;
  releasesDir: string | undefined;
  author: string;
  reason: string;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** The content the build starts from (tests give a copy). */
  contentDir?: string;
  /** Run once the lock is held, before the build reads the published content (marking what to publish). */
  prepare?: () => Promise<void>;
}

/** The build a publish runs: scripts/build.ts in a child process. Tests put a quicker one here. */
export const builder = { run: runBuild };

/**
 * Takes the publish lock and starts a build in the background; resolves once the lock
 * is held, with the publish's id, and `finished` once the new build is live (or failed).
 * Refused, with a message for staff, when publishing is not set up or another publish runs.
 */
export async function startPublish(options: PublishOptions): Promise<{ id: number; finished: Promise<PublishRow> }> {
  const { db, releasesDir, author, reason } = options;
  if (!releasesDir) {
    throw new PublishRefused(
      'Publishing is not set up on this server (SITE_RELEASES_DIR is not set), so the site was not rebuilt. Your changes are saved.',
    );
  }
  // A publish whose replica stopped mid-build no longer holds the lock.
  await db
    .update(sitePublishes)
    .set({ status: 'failed', error: 'The server stopped before the build finished.', finishedAt: new Date() })
    .where(
      and(eq(sitePublishes.status, 'running'), lt(sitePublishes.startedAt, new Date(Date.now() - STALE_PUBLISH_MS))),
    );
  let id: number;
  try {
    const [row] = await db
      .insert(sitePublishes)
      .values({ status: 'running', requestedBy: author, reason })
      .returning({ id: sitePublishes.id });
    if (!row) throw new Error('The publish was not recorded.');
    id = row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [running] = await db.select().from(sitePublishes).where(eq(sitePublishes.status, 'running'));
    const since = running ? running.startedAt.toISOString().slice(11, 16) : 'a moment ago';
    throw new PublishRefused(
      `Another publish is running (started by ${running?.requestedBy ?? 'someone'} at ${since} UTC). Your change is saved: publish again when it has finished, in a minute or two.`,
    );
  }
  try {
    await options.prepare?.();
  } catch (error) {
    await db
      .update(sitePublishes)
      .set({ status: 'failed', error: 'Nothing was published.', finishedAt: new Date() })
      .where(eq(sitePublishes.id, id));
    throw error;
  }
  const finished = runPublish(id, options);
  return { id, finished };
}

async function runPublish(id: number, options: PublishOptions): Promise<PublishRow> {
  const { db, log } = options;
  const releasesDir = options.releasesDir as string;
  const release = releaseName(id);
  const contentDir = join(releasesDir, `.content-${release}`);
  const buildDir = join(ROOT, `build-publish-${release}`);
  const finish = async (values: Partial<typeof sitePublishes.$inferInsert>) => {
    const [row] = await db
      .update(sitePublishes)
      .set({ ...values, finishedAt: new Date() })
      .where(eq(sitePublishes.id, id))
      .returning();
    return row as PublishRow;
  };
  try {
    mkdirSync(releasesDir, { recursive: true });
    const source = options.contentDir ?? REPOSITORY_CONTENT;
    cpSync(source, contentDir, { recursive: true });
    // Each kind's published items into the copy (kinds.ts): roles.yaml, blog/.
    await writePublished(db, KINDS, contentDir, source);
    const started = Date.now();
    // Built inside the project, as `npm run bench` does: the prerender imports the server
    // build, which finds its packages in node_modules/ above it (a folder elsewhere finds
    // none). Then moved beside the other releases: a rename on one file system.
    const live = currentRelease(releasesDir);
    const liveClient = live && join(releasesDir, live, 'client');
    const { code, output } = await builder.run(
      contentDir,
      buildDir,
      liveClient && existsSync(liveClient) ? liveClient : undefined,
    );
    if (code !== 0 || !existsSync(join(buildDir, 'client', 'index.html'))) {
      log.error({ publish: id, code, output }, 'publish: the build failed; the live site is unchanged');
      return await finish({ status: 'failed', error: buildFailureMessage(output, id) });
    }
    moveFolder(join(buildDir, 'client'), join(releasesDir, release, 'client'));
    for (const file of BESIDE_CLIENT) moveFolder(join(buildDir, file), join(releasesDir, release, file));
    writeNginxRoot(join(releasesDir, release));
    readableByAll(join(releasesDir, release));
    const carried = carryOverAssets(releasesDir, release);
    switchCurrent(releasesDir, release);
    const removed = pruneReleases(releasesDir);
    log.info({ publish: id, release, carried, removed, ms: Date.now() - started }, 'publish: the new build is live');
    return await finish({ status: 'live', release });
  } catch (error) {
    log.error({ publish: id, err: error }, 'publish: failed; the live site is unchanged');
    return await finish({
      status: 'failed',
      error: `The site could not be rebuilt (publish ${id}); the live site is unchanged. Ask a developer to read publish ${id} in the server's log.`,
    });
  } finally {
    rmSync(contentDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** The latest publishes, newest first. */
export async function recentPublishes(db: Db, limit = 5): Promise<PublishRow[]> {
  return db.select().from(sitePublishes).orderBy(desc(sitePublishes.id)).limit(limit);
}
