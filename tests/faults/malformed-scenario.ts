/**
 * Scenario 4: a corpus of malformed requests against one server. Every request is
 * answered 4xx within its limit (or, for bodies that stop short or trickle in,
 * the server closes the connection), the site still answers after each case, and
 * the server's memory stays flat over 500 more malformed requests.
 */
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { forms, type FormId } from '../../app/forms/index.ts';
import { pdfOfSize } from '../support/resumes.ts';
import { VALID } from '../support/submissions.ts';
import { authHeaders, getSession, multipartBody, type Session } from './client.ts';
import { createDatabase } from './database.ts';
import type { SuiteContext } from './load-scenarios.ts';
import { ms, percentile, seconds, tally } from '../support/lib.ts';
import { rawExchange, type RawRequest, type RawResult } from './raw-http.ts';
import { startServer } from './server-process.ts';

const QUICK_LIMIT_MS = 5_000;
/** Slow-loris: one byte a second for 15 s; the server must cut the connection before the client gives up. */
const TRICKLE_BYTES = 15;
const SLOW_LIMIT_MS = 16_500;
const REPEATS = 500;
const REPEAT_CONCURRENCY = 10;
const RSS_GROWTH_LIMIT = 50 * 1024 * 1024;
/** FAULTS_VERBOSE=1 prints the answer to every case on stderr. */
const VERBOSE = Boolean(process.env['FAULTS_VERBOSE']);

interface Case {
  name: string;
  request: RawRequest;
  /** 'status': a 4xx must come; 'status-or-close': a 4xx or the server closing the connection. */
  accept: 'status' | 'status-or-close' | 'anything';
  /** Part of the 500 requests of the memory check. */
  repeat: boolean;
}

interface Target {
  port: number;
  host: string;
  session: Session;
}

function headBytes(target: Target, method: string, path: string, headers: [string, string][]): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${target.host}`];
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** A POST to a form endpoint with a valid CSRF session, `Connection: close`, and Content-Length unless told otherwise. */
function postBytes(
  target: Target,
  form: FormId,
  contentType: string | undefined,
  body: Buffer,
  options: { contentLength?: number | null; extraHeaders?: [string, string][] } = {},
): Buffer {
  const headers: [string, string][] = Object.entries(authHeaders(target.session, `http://${target.host}`));
  headers.push(['Connection', 'close']);
  if (contentType !== undefined) headers.push(['Content-Type', contentType]);
  const length = options.contentLength === undefined ? body.length : options.contentLength;
  if (length !== null) headers.push(['Content-Length', String(length)]);
  headers.push(...(options.extraHeaders ?? []));
  return Buffer.concat([headBytes(target, 'POST', forms[form].endpoint, headers), body]);
}

function quick(name: string, payload: Buffer): Case {
  return { name, request: { payload, limitMs: QUICK_LIMIT_MS }, accept: 'status', repeat: true };
}

function corpus(target: Target): Case[] {
  const contact = multipartBody(VALID.contact);
  const boundary = /boundary=(.+)$/.exec(contact.contentType)?.[1] ?? '';
  const withBoundary = (parts: string) => Buffer.from(parts.replaceAll('{B}', boundary), 'utf8');
  const application = (resume: Buffer, files = 1) =>
    multipartBody(
      VALID['job-apply'],
      Array.from({ length: files }, () => ({ name: 'resume', filename: 'resume.pdf', data: resume })),
    );
  const bigApplication = application(pdfOfSize(200_000));
  const twoResumes = application(pdfOfSize(2_000), 2);
  const hugeResume = application(pdfOfSize(1_100_000));
  const validResume = application(pdfOfSize(50_000));
  const post = (form: FormId, contentType: string | undefined, body: Buffer, options = {}) =>
    postBytes(target, form, contentType, body, options);

  return [
    // Broken multipart bodies.
    quick('bad boundary', post('contact', 'multipart/form-data; boundary=not-the-one', contact.data)),
    quick(
      'missing closing boundary',
      post('contact', contact.contentType, contact.data.subarray(0, -(boundary.length + 6))),
    ),
    quick('garbage body', post('contact', contact.contentType, randomBytes(4096))),
    quick('no boundary parameter', post('contact', 'multipart/form-data', contact.data)),
    quick('empty boundary', post('contact', 'multipart/form-data; boundary=', contact.data)),
    quick('unterminated quoted boundary', post('contact', 'multipart/form-data; boundary="abc', contact.data)),
    quick('empty body', post('contact', contact.contentType, Buffer.alloc(0))),
    quick('only the closing boundary', post('contact', contact.contentType, withBoundary('--{B}--\r\n'))),
    quick(
      'part without Content-Disposition',
      post(
        'contact',
        contact.contentType,
        withBoundary('--{B}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--{B}--\r\n'),
      ),
    ),
    quick(
      'part headers never end',
      post(
        'contact',
        contact.contentType,
        withBoundary(`--{B}\r\nContent-Disposition: form-data; name="x"\r\n${'X-A: b\r\n'.repeat(20_000)}`),
      ),
    ),
    quick(
      'binary junk in field names',
      post(
        'contact',
        contact.contentType,
        withBoundary('--{B}\r\nContent-Disposition: form-data; name="\u0000\u00ff\ud7ff"\r\n\r\n\u0000\r\n--{B}--\r\n'),
      ),
    ),
    quick(
      'field over the size limit',
      post(
        'contact',
        contact.contentType,
        withBoundary(
          `--{B}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'x'.repeat(30_000)}\r\n--{B}--\r\n`,
        ),
      ),
    ),
    quick(
      'too many parts',
      post(
        'contact',
        contact.contentType,
        withBoundary(
          `${Array.from({ length: 60 }, (_, i) => `--{B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--{B}--\r\n`,
        ),
      ),
    ),
    quick('two resumes', post('job-apply', twoResumes.contentType, twoResumes.data)),
    quick('resume over 1 MB', post('job-apply', hugeResume.contentType, hugeResume.data)),
    quick('resume, closing boundary cut', post('job-apply', validResume.contentType, validResume.data.subarray(0, -8))),
    // Wrong content types.
    quick('text/plain', post('contact', 'text/plain', Buffer.from('fullname=Priya'))),
    quick('JSON', post('contact', 'application/json', Buffer.from(JSON.stringify(VALID.contact)))),
    quick('broken JSON', post('contact', 'application/json', Buffer.from('{"fullname":'))),
    quick(
      'urlencoded',
      post('contact', 'application/x-www-form-urlencoded', Buffer.from(new URLSearchParams(VALID.contact).toString())),
    ),
    quick('XML', post('contact', 'application/xml', Buffer.from('<contact><fullname>Priya</fullname></contact>'))),
    quick('no Content-Type', post('contact', undefined, contact.data)),
    quick('multipart/mixed', post('contact', contact.contentType.replace('form-data', 'mixed'), contact.data)),
    // Broken framing and huge headers.
    quick(
      '64 KB header',
      post('contact', contact.contentType, contact.data, { extraHeaders: [['X-Padding', 'a'.repeat(64 * 1024)]] }),
    ),
    quick(
      '600 headers',
      post('contact', contact.contentType, contact.data, {
        extraHeaders: Array.from({ length: 600 }, (_, i): [string, string] => [`X-H${i}`, 'v'.repeat(100)]),
      }),
    ),
    quick(
      'invalid header name',
      post('contact', contact.contentType, contact.data, { extraHeaders: [['Bad Header', 'x']] }),
    ),
    quick(
      'Content-Length and chunked',
      post('contact', contact.contentType, contact.data, { extraHeaders: [['Transfer-Encoding', 'chunked']] }),
    ),
    quick(
      'broken chunked encoding',
      post('contact', contact.contentType, Buffer.from('zz\r\nhello\r\n0\r\n\r\n'), {
        contentLength: null,
        extraHeaders: [['Transfer-Encoding', 'chunked']],
      }),
    ),
    quick(
      'non-numeric Content-Length',
      post('contact', contact.contentType, contact.data, {
        contentLength: null,
        extraHeaders: [['Content-Length', 'abc']],
      }),
    ),
    quick('garbage request line', Buffer.from('\u0000\u0001GARBAGE / HTTP/9.9\r\n\r\n', 'latin1')),
    // Uploads that stop short: Content-Length says more than is sent.
    {
      name: 'truncated upload, half-closed',
      request: {
        payload: post('job-apply', bigApplication.contentType, bigApplication.data.subarray(0, 50_000), {
          contentLength: bigApplication.data.length,
        }),
        then: 'end',
        limitMs: QUICK_LIMIT_MS,
      },
      accept: 'status-or-close',
      repeat: true,
    },
    {
      name: 'truncated upload, dropped',
      request: {
        payload: post('job-apply', bigApplication.contentType, bigApplication.data.subarray(0, 50_000), {
          contentLength: bigApplication.data.length,
        }),
        then: 'destroy',
        limitMs: QUICK_LIMIT_MS,
      },
      accept: 'anything',
      repeat: true,
    },
  ];
}

/** Slow clients, run side by side: each must be cut by the server before it gives up. */
function slowCorpus(target: Target): Case[] {
  const contact = multipartBody(VALID.contact);
  const slow = (name: string, payload: Buffer, trickle: Buffer): Case => ({
    name,
    request: { payload, trickle, trickleMs: 1_000, then: 'wait', limitMs: SLOW_LIMIT_MS },
    accept: 'status-or-close',
    repeat: false,
  });
  const trickle = Buffer.from('x'.repeat(TRICKLE_BYTES));
  const fullHead = (length: number) =>
    postBytes(target, 'contact', contact.contentType, Buffer.alloc(0), { contentLength: length });
  return [
    slow(
      'slow-loris body',
      Buffer.concat([fullHead(contact.data.length + 100), contact.data.subarray(0, 100)]),
      trickle,
    ),
    slow(
      'slow-loris body, 900 KB declared',
      Buffer.concat([fullHead(900_000), contact.data.subarray(0, 100)]),
      trickle,
    ),
    slow(
      'slow-loris headers',
      Buffer.from(`POST ${forms.contact.endpoint} HTTP/1.1\r\nHost: ${target.host}\r\nX-Slow: `, 'latin1'),
      trickle,
    ),
    {
      name: 'stalled upload',
      request: {
        payload: Buffer.concat([fullHead(contact.data.length + 100), contact.data]),
        then: 'wait',
        limitMs: SLOW_LIMIT_MS,
      },
      accept: 'status-or-close',
      repeat: false,
    },
  ];
}

function verdict(testCase: Case, result: RawResult): string | undefined {
  const clientError = result.status !== undefined && result.status >= 400 && result.status < 500;
  if (testCase.accept === 'anything') return undefined;
  if (clientError) return undefined;
  if (testCase.accept === 'status-or-close' && result.closedByServer) return undefined;
  if (result.timedOut) return `${testCase.name}: no answer within ${seconds(testCase.request.limitMs)}`;
  if (result.status !== undefined) return `${testCase.name}: answered ${result.status}`;
  return `${testCase.name}: connection closed without an answer`;
}

function describe(result: RawResult): string {
  if (result.status !== undefined) return String(result.status);
  if (result.dropped) return 'dropped';
  if (result.timedOut) return 'timeout';
  return 'closed';
}

async function siteAnswers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function malformedInput(context: SuiteContext): Promise<string> {
  const databaseUrl = await createDatabase(context.postgres.url, 'faults_malformed');
  const server = await startServer({
    name: 'malformed',
    databaseUrl,
    csrfSecret: context.csrfSecret,
    logDir: context.logDir,
  });
  const url = new URL(server.origin);
  const target: Target = { port: Number(url.port), host: url.host, session: await getSession(server.origin) };
  const answers: string[] = [];
  const quickTimes: number[] = [];

  const cases = corpus(target);
  for (const testCase of cases) {
    const result = await rawExchange(target.port, testCase.request);
    answers.push(describe(result));
    quickTimes.push(result.ms);
    if (VERBOSE) console.error(`  ${testCase.name}: ${describe(result)} in ${ms(result.ms)}`);
    const problem = verdict(testCase, result);
    if (problem) expect.soft(false, problem).toBe(true);
    expect.soft(await siteAnswers(server.origin), `the site did not answer after "${testCase.name}"`).toBe(true);
  }

  const slowCases = slowCorpus(target);
  const slowResults = await Promise.all(slowCases.map((testCase) => rawExchange(target.port, testCase.request)));
  slowCases.forEach((testCase, index) => {
    const result = slowResults[index];
    if (!result) return;
    const problem = verdict(testCase, result);
    if (problem) expect.soft(false, problem).toBe(true);
  });
  expect.soft(await siteAnswers(server.origin), 'the site did not answer after the slow clients').toBe(true);
  const slowFigures = slowCases
    .map((testCase, index) => {
      const result = slowResults[index];
      return result ? `${testCase.name} ${describe(result)} after ${seconds(result.ms)}` : '';
    })
    .join(', ');

  // Memory: 500 more malformed requests, RSS before and after.
  const repeatable = cases.filter((testCase) => testCase.repeat);
  const rssBefore = server.rss();
  let next = 0;
  const repeatAnswers: string[] = [];
  const worker = async () => {
    while (next < REPEATS) {
      const testCase = repeatable[next % repeatable.length];
      next += 1;
      if (!testCase) continue;
      const result = await rawExchange(target.port, testCase.request);
      repeatAnswers.push(describe(result));
      const problem = verdict(testCase, result);
      if (problem) expect.soft(false, `(repeat) ${problem}`).toBe(true);
    }
  };
  await Promise.all(Array.from({ length: REPEAT_CONCURRENCY }, worker));
  const rssAfter = server.rss();
  const growth = rssAfter - rssBefore;
  expect
    .soft(growth < RSS_GROWTH_LIMIT, `RSS grew ${(growth / 2 ** 20).toFixed(1)} MB over ${REPEATS} requests`)
    .toBe(true);
  expect.soft(await siteAnswers(server.origin), 'the site did not answer after the repeats').toBe(true);
  expect.soft(server.alive(), 'the server died').toBe(true);
  await server.stop();

  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return (
    `${cases.length} cases + ${slowCases.length} slow: ${tally(answers)}, p99 ${ms(percentile(quickTimes, 99))}; ` +
    `${slowFigures}; RSS ${mb(rssBefore)} → ${mb(rssAfter)} (${growth >= 0 ? '+' : ''}${mb(growth)}) over ` +
    `${REPEATS} more (${tally(repeatAnswers)}); GET / 200 after every case`
  );
}
