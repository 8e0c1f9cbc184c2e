/**
 * A server started as its own Node process on port 0, for the tests that need the real
 * process rather than app.inject (production JSX, the development server): its origin once
 * it prints "ready at", everything it has printed, and a stop that waits for its exit.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ServerChild {
  origin: string;
  /** Everything the process has printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startServerChild(options: {
  /** The script to run, from the project's root (server/server.ts, server/dev.ts). */
  script: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  name: string;
}): Promise<ServerChild> {
  const child = spawn(process.execPath, [options.script], {
    cwd: root,
    env: { ...options.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.on('exit', done));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const origin = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`the ${options.name} did not start:\n${output}`)),
        options.timeoutMs,
      );
      child.stdout.on('data', () => {
        const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          ready(`http://127.0.0.1:${match[1]}`);
        }
      });
      child.on('exit', () => fail(new Error(`the ${options.name} exited:\n${output}`)));
    });
    return { origin, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
