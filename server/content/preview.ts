/**
 * The preview of a draft: its page exactly as a publish would build it, because the
 * site's own renderer makes it. The release's server build (build/server/index.js, the
 * one its pages were prerendered with) renders the page in a worker thread
 * (preview-worker.ts) from a content folder that holds what is published with the draft
 * in place of its item, as a publish's build would read it (writeFiles of each kind).
 * The HTML is then marked as a preview: `noindex`, a banner saying it is not published,
 * and no scripts (the page is shown as it first paints; nothing of it runs in the inbox).
 * Its stylesheet and images are the release's own files, at the addresses the published
 * page names.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import escapeHtml from 'escape-html';
import type { Db } from '../db/client.ts';
import { CONTENT_SECURITY_POLICY } from '../plugins/external/security-headers.ts';
import { holdsAny, publishedItems, type ContentKind } from './desk.ts';
import { KINDS } from './kinds.ts';
import type { PreviewRequest, PreviewResult } from './preview-worker.ts';

/** A page that takes longer than this to render is reported as failed (a first render takes 1–3 s). */
const RENDER_LIMIT_MS = 60_000;

export class PreviewUnavailable extends Error {}

/**
 * The policy a preview is sent with: the site's, with no script at all (the page's own
 * are taken out), nothing fetched, and no form posted from it.
 */
export const PREVIEW_POLICY = Object.entries({
  ...CONTENT_SECURITY_POLICY,
  'script-src': ["'none'"],
  'connect-src': ["'none'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'none'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
})
  .map(([name, sources]) => [name, ...sources].join(' '))
  .join('; ');

/**
 * Writes the content a publish would build from, with `draft` as its kind's item of the
 * same slug (added when it is new), into `targetDir`.
 */
export async function writePreviewContent<T>(args: {
  db: Db;
  kind: ContentKind<T>;
  draft: T;
  source: string;
  targetDir: string;
}): Promise<void> {
  const { db, kind, draft, source, targetDir } = args;
  cpSync(source, targetDir, { recursive: true });
  for (const each of KINDS as readonly ContentKind<unknown>[]) {
    const published = await publishedItems(db, each);
    if (each.kind !== kind.kind) {
      each.writeFiles({ targetDir, source, published, holdsAny: await holdsAny(db, each) });
      continue;
    }
    const slug = kind.slug(draft);
    const others = (published as T[]).filter((item) => kind.slug(item) !== slug);
    kind.writeFiles({ targetDir, source, published: [...others, draft], holdsAny: true });
  }
}

/** One render at a time: each loads the whole server build in a thread of its own. */
let queue: Promise<unknown> = Promise.resolve();

function renderInWorker(request: PreviewRequest, contentDir: string): Promise<PreviewResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./preview-worker.ts', import.meta.url), {
      workerData: request,
      env: { ...process.env, CONTENT_DIR: contentDir },
      stdout: true,
    });
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      void worker.terminate();
      reject(new Error(`The page took longer than ${RENDER_LIMIT_MS / 1000} s to render.`));
    }, RENDER_LIMIT_MS);
    worker.once('message', (result: PreviewResult) => {
      answered = true;
      clearTimeout(timer);
      // Whatever the build left running (a timer, a handle) goes with the thread.
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      answered = true;
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (!answered) reject(new Error(`The renderer stopped (exit code ${code}) without a page.`));
    });
  });
}

/**
 * Renders `path` with the server build `serverBuild` from the content `writeContent`
 * puts in a folder of its own (removed afterwards).
 */
export async function renderPreview(args: {
  serverBuild: string;
  path: string;
  origin: string;
  writeContent: (dir: string) => Promise<void>;
}): Promise<PreviewResult> {
  const { serverBuild, path, origin, writeContent } = args;
  if (!existsSync(serverBuild)) {
    throw new PreviewUnavailable(
      `The preview is made by the site's build, and this server has none (${serverBuild} is missing). Ask a developer to run \`npm run build\`; your draft is saved.`,
    );
  }
  const run = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nexaweave-preview-'));
    try {
      await writeContent(dir);
      return await renderInWorker({ serverBuild, path, origin }, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

export interface PreviewBanner {
  revision: number;
  /** Where the page will be: "/career/flutter-developer". */
  path: string;
  /** The draft's form in the inbox. */
  formHref: string;
  /** Further lines: what Google for Jobs would make of an opening. */
  notes: readonly { text: string; problem: boolean }[];
}

const BANNER_STYLE = `.nw-preview-banner{all:initial;display:block;box-sizing:border-box;width:100%;padding:12px 20px;background:#fff4ce;border-bottom:3px solid #b58100;color:#3d2c00;font:15px/1.5 system-ui,sans-serif}
.nw-preview-banner *{all:revert;font:inherit;color:inherit}
.nw-preview-banner strong{font-weight:700}
.nw-preview-banner p{margin:0}
.nw-preview-banner a{color:#3d2c00;text-decoration:underline}
.nw-preview-banner .nw-preview-problem{color:#8a1c1c;font-weight:600}`;

/** The scripts a page runs (its JSON-LD data is no script and stays); the links that preload them. */
const RUNNING_SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The rendered page marked as a preview: `noindex`, "Preview" before its title, a banner
 * at the top of its body, its scripts taken out, and no loading screen.
 */
export function markAsPreview(html: string, banner: PreviewBanner): string {
  const notes = banner.notes
    .map((note) => `<p${note.problem ? ' class="nw-preview-problem"' : ''}>${escapeHtml(note.text)}</p>`)
    .join('');
  const aside =
    `<aside class="nw-preview-banner" aria-label="Preview">` +
    `<p><strong>Preview — not published.</strong> Revision ${banner.revision}, as ${escapeHtml(banner.path)} will look once it is published. ` +
    `Only signed-in staff see this page, and search engines do not index it. <a href="${escapeHtml(banner.formHref)}">Back to the form</a></p>` +
    `${notes}</aside>`;
  const marked = html
    .replace(RUNNING_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<meta\s+name="robots"[^>]*>/g, '')
    .replace(/<title>/, '<title>Preview: ')
    // As on a visitor's second page in a tab: without the loading screen (components/layout/Loader.tsx).
    .replace(/<html\b/, '<html data-loader="skip"')
    .replace(/<head>/, `<head><meta name="robots" content="noindex, nofollow"><style>${BANNER_STYLE}</style>`)
    .replace(/<body([^>]*)>/, `<body$1>${aside}`);
  if (!marked.includes('nw-preview-banner"')) throw new Error('The rendered page has no <head> and <body> to mark.');
  return marked;
}
