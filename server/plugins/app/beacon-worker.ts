/**
 * The analytics beacon off the site's event loop (BEACON_PORT, docs/analytics.md): a
 * worker thread (analytics/beacon-thread.ts) with its own listener, its own heap and its
 * own small PostgreSQL pool takes `POST /webAPI/event`, through the very plugin that
 * takes it on the site's port without BEACON_PORT (analytics.ts): one code path for
 * validation, hashing and batches; only the transport differs. nginx sends the path to
 * it (deploy/nginx.conf, upstream nexaweave_beacons).
 *
 * Why a thread and not the site's loop: at a thousand page views a second the beacon's
 * garbage (request objects, JSON, batches) made the site's thread collect a dozen times
 * every ten seconds, and every form or page waiting meanwhile had the pause added to its
 * answer (docs/performance.md, bench/analytics-load.ts). In the thread, its pauses are
 * its own.
 *
 * Why not with the embedded database: PGlite is one connection in this process; a second
 * one from the thread cannot be had, so config.ts refuses BEACON_PORT without DATABASE_URL
 * and the site's thread then takes the events itself (analytics.ts). Forwarding from the
 * site's loop to a thread would keep the very work on the loop that this is to remove.
 *
 * Here, on the site's thread:
 * - **Start**: the thread starts after the database is migrated, and the server's start
 *   fails with the thread's reason when it cannot listen or reach PostgreSQL.
 * - **Health**: /readyz answers 503 (BEACON_UNAVAILABLE) while the thread is down or does
 *   not answer a ping within 2 s. A thread that dies is logged and started again, after
 *   1 s, then after twice as long each time (30 s at most) until one start lasts a minute;
 *   what it held unwritten is lost, as in a crash of the process.
 * - **Shutdown**: app.close() (SIGTERM, after the drain) closes the thread's app: its
 *   listener closes (nginx passes new events to the other replica's beacon), its
 *   requests finish, its buffer is written, its pool ends.
 * - **Metrics**: each scrape of /metrics appends the thread's registry (the analytics
 *   series and its own `nexaweave_beacon_` ones); `nexaweave_beacon_up` is 0 while the
 *   thread is down.
 * - **The site's port** answers `POST /webAPI/event` with 421 and says where events go:
 *   a proxy that was not told about BEACON_PORT is found at once, not by empty reports.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { BeaconMessage, BeaconRequest, ThreadConfig } from '../../analytics/beacon-thread.ts';
import type { Config } from '../../config.ts';
import { httpError } from '../../http-error.ts';
import { StartupError } from '../../startup-error.ts';
import type { AnalyticsControl } from './analytics.ts';
import { EVENT_PATH } from './analytics.ts';
import type { NotReady } from './health.ts';

const THREAD_FILE = new URL('../../analytics/beacon-thread.ts', import.meta.url);
/** Bound on a ping (readiness) and a metrics scrape of the thread. */
const ASK_TIMEOUT_MS = 2_000;
/** Bound on the thread's start, and on its close (inside server.ts's 10 s for app.close()). */
const START_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 8_000;
const RESTART_MS = { first: 1_000, max: 30_000, stable: 60_000 };

const BEACON_DOWN: NotReady = {
  error: 'BEACON_UNAVAILABLE',
  message: "The analytics beacon's listener does not answer.",
};

class BeaconStartError extends StartupError {
  override name = 'BeaconStartError';
}

/** The worker thread: started, asked, restarted when it dies, closed. */
export class BeaconThread {
  #worker: Worker | undefined;
  #ready = false;
  /** A thread listened once: from then on a thread that dies is started again (a first start that fails stops the server's). */
  #started = false;
  #closing = false;
  #nextId = 1;
  #pending = new Map<number, { resolve: (value: string | undefined) => void; reject: (error: Error) => void }>();
  #restartDelay = RESTART_MS.first;
  #restartTimer: NodeJS.Timeout | undefined;
  #startedAt = 0;

  readonly #config: ThreadConfig;
  readonly #log: FastifyBaseLogger;
  readonly #file: URL;

  /** `file`: the thread's module; tests give one that dies, to see it started again. */
  constructor(config: Config, log: FastifyBaseLogger, file: URL = THREAD_FILE) {
    // Everything but the clock, which a thread cannot be given: it keeps the real time.
    const { clock: _clock, ...rest } = config;
    this.#config = rest;
    this.#log = log;
    this.#file = file;
  }

  /** Whether the thread listens now. */
  get ready(): boolean {
    return this.#ready;
  }

  /** Starts the thread; resolves once it listens, rejects with its reason. */
  start(): Promise<void> {
    const worker = new Worker(this.#file, { workerData: { config: this.#config }, name: 'beacon' });
    this.#worker = worker;
    this.#startedAt = Date.now();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new BeaconStartError(`The analytics beacon's thread did not start within ${START_TIMEOUT_MS} ms.`));
        void worker.terminate();
      }, START_TIMEOUT_MS);
      worker.on('message', (message: BeaconMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          this.#ready = true;
          this.#started = true;
          this.#log.info({ port: message.port }, `analytics beacon: on its own thread at port ${message.port}`);
          resolve();
        } else if (message.type === 'failed') {
          clearTimeout(timer);
          reject(
            new BeaconStartError(
              `The analytics beacon could not start on ${this.#config.host}:${this.#config.beaconPort} (BEACON_PORT): ${message.message}`,
            ),
          );
          void worker.terminate();
        } else {
          const pending = this.#pending.get(message.id);
          this.#pending.delete(message.id);
          if (message.error === undefined) pending?.resolve(message.value);
          else pending?.reject(new Error(message.error));
        }
      });
      worker.on('error', (error) => {
        clearTimeout(timer);
        this.#log.error({ err: error }, 'analytics beacon: its thread failed');
        reject(error);
      });
      worker.on('exit', (code) => {
        clearTimeout(timer);
        if (this.#worker !== worker) return;
        this.#ready = false;
        this.#worker = undefined;
        for (const pending of this.#pending.values()) pending.reject(new Error('The beacon thread exited.'));
        this.#pending.clear();
        reject(new BeaconStartError(`The analytics beacon's thread exited (code ${code}) before it listened.`));
        if (this.#started && !this.#closing) this.#restartLater(code);
      });
    });
  }

  #restartLater(code: number): void {
    if (Date.now() - this.#startedAt > RESTART_MS.stable) this.#restartDelay = RESTART_MS.first;
    const delay = this.#restartDelay;
    this.#restartDelay = Math.min(RESTART_MS.max, delay * 2);
    this.#log.error(
      { code, restartInMs: delay },
      'analytics beacon: its thread stopped; events it held unwritten are lost. It starts again shortly.',
    );
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = undefined;
      if (this.#closing) return;
      this.start().catch((error: unknown) =>
        this.#log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'analytics beacon: restart failed',
        ),
      );
    }, delay);
  }

  /** Asks the thread; rejects when it is down, exits, or does not answer within `timeoutMs`. */
  ask(type: BeaconRequest['type'], timeoutMs?: number): Promise<string | undefined> {
    const worker = this.#worker;
    if (!worker || !this.#ready) return Promise.reject(new Error('The beacon thread is not running.'));
    const id = this.#nextId++;
    return new Promise<string | undefined>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.#pending.delete(id);
              reject(new Error(`The beacon thread did not answer "${type}" within ${timeoutMs} ms.`));
            }, timeoutMs);
      this.#pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, type } satisfies BeaconRequest);
    });
  }

  /** Closes the thread's app (its buffer written), then ends the thread. */
  async close(): Promise<void> {
    this.#closing = true;
    clearTimeout(this.#restartTimer);
    const worker = this.#worker;
    if (!worker) return;
    try {
      await this.ask('close', CLOSE_TIMEOUT_MS);
    } catch (error) {
      this.#log.error(
        { err: error instanceof Error ? error.message : String(error) },
        'analytics beacon: its thread did not close in time; events it held may be lost',
      );
    }
    this.#ready = false;
    await worker.terminate();
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const thread = new BeaconThread(config, app.log);
    await thread.start();
    app.addHook('preClose', async () => {
      await thread.close();
    });

    app.decorate('analytics', {
      async flush() {
        await thread.ask('flush');
      },
    } satisfies AnalyticsControl);

    app.health.addCheck(async () => {
      try {
        await thread.ask('ping', ASK_TIMEOUT_MS);
        return undefined;
      } catch {
        return BEACON_DOWN;
      }
    });

    const { registry, name } = app.metrics;
    if (registry) {
      new Gauge({
        name: name('beacon_up'),
        help: "1 while the analytics beacon's thread (BEACON_PORT) listens, else 0.",
        registers: [registry],
        collect() {
          this.set(thread.ready ? 1 : 0);
        },
      });
      app.metrics.addSource(async () => (await thread.ask('metrics', ASK_TIMEOUT_MS)) ?? '');
    }

    const misdirected = `Analytics events are taken on port ${config.beaconPort} (BEACON_PORT), not this one: the proxy sends ${EVENT_PATH} there (deploy/nginx.conf).`;
    let warned = false;
    app.post(
      EVENT_PATH,
      {
        logLevel: 'warn',
        onRequest: async () => {
          if (!warned) {
            warned = true;
            app.log.warn(`${misdirected} This is said once.`);
          }
          throw httpError(421, 'MISDIRECTED_REQUEST', misdirected);
        },
      },
      async () => undefined,
    );
  },
  { name: 'analytics', dependencies: ['database', 'metrics', 'health'] },
);
