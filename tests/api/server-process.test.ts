/**
 * The real entry point: `node server/server.ts` listens, prints its URL, answers, and
 * on SIGTERM or SIGINT finishes in-flight work, closes the database and exits 0.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIST } from '../support/app.ts';
import { launchServer, startServer } from '../support/server.ts';

describe('server process', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`prints its URL, serves, and exits 0 on ${signal}`, async () => {
      const server = await startServer({ name: 'process', env: { DIST_DIR: FIXTURE_DIST } });
      expect(server.output()).toContain(`Site and API ready at http://localhost:${server.port}`);
      const response = await fetch(`${server.origin}/about-us`);
      expect(response.status).toBe(200);
      server.signal(signal);
      const code = await server.exited;
      expect(code, server.output()).toBe(0);
      await expect(fetch(`${server.origin}/`)).rejects.toThrow();
    }, 60_000);
  }
});

describe('a database that cannot be reached at start-up', () => {
  it('stops the server with one line naming the host, without a stack trace or the password', async () => {
    // Nothing listens on port 1.
    const server = launchServer({
      name: 'unreachable-database',
      env: {
        DIST_DIR: FIXTURE_DIST,
        DATABASE_URL: 'postgres://site:s3cret-password@127.0.0.1:1/site',
        CSRF_SECRET: randomBytes(32).toString('hex'),
      },
    });
    const code = await server.exited;
    const output = server.output();
    expect(code, output).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'The database at 127.0.0.1:1 cannot be reached (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1). ' +
        'Check that PostgreSQL is running and that DATABASE_URL names it; the server exits and starts again when its supervisor restarts it.',
    ]);
    expect(output).not.toContain('s3cret-password');
  });
});
