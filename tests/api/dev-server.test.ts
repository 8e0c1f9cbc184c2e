/**
 * `npm run dev` (server/dev.ts): one server on one port answers the site's pages from
 * the sources through Vite, with React Router's hot reloading and Vite's socket, the
 * form API and the staff inbox together.
 */
import { describe, expect, it } from 'vitest';
import { forms } from '../../app/forms/index.ts';
import { DEVELOPMENT_POLICY } from '../../server/plugins/external/vite-dev.ts';
import { STAFF_USER, staffPasswordHash } from '../support/admin.ts';
import { multipart, VALID } from '../support/forms.ts';
import { startServer } from '../support/server.ts';

describe('the development server', () => {
  it('serves pages with hot reloading, the form API and the staff inbox on one port', async () => {
    const server = await startServer({
      script: 'server/dev.ts',
      name: 'dev-server',
      startLimitMs: 120_000,
      env: {
        // Vitest's NODE_ENV=test would not be the development server's.
        NODE_ENV: undefined,
        ADMIN_USER: STAFF_USER,
        ADMIN_PASSWORD_HASH: await staffPasswordHash(),
      },
    });
    const { origin } = server;
    try {
      // A page rendered from the sources, with React Router's hot-reload runtime.
      const page = await fetch(`${origin}/about-us`);
      expect(page.status, server.output()).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(DEVELOPMENT_POLICY);
      expect(await page.text()).toContain('virtual:react-router/inject-hmr-runtime');

      // Vite's client, and its hot-reload socket on the same port.
      const client = await (await fetch(`${origin}/@vite/client`)).text();
      const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
      expect(token, 'the Vite client names its socket token').toBeTruthy();
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/?token=${token}`, 'vite-hmr');
      const greeting = await new Promise<string>((answer, fail) => {
        socket.addEventListener('message', (event) => answer(String(event.data)));
        socket.addEventListener('error', () => fail(new Error('the hot-reload socket refused the connection')));
      });
      socket.close();
      expect(JSON.parse(greeting)).toMatchObject({ type: 'connected' });

      // The form API, as the page's script posts to it.
      const csrf = await fetch(`${origin}/webAPI/csrf`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join('\n'))?.[1] ?? '';
      const body = await multipart(VALID.contact);
      const posted = await fetch(`${origin}${forms.contact.endpoint}`, {
        method: 'POST',
        headers: { ...body.headers, origin, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        body: new Uint8Array(body.payload),
      });
      expect(posted.status, await posted.clone().text()).toBe(201);

      // The staff inbox.
      const signIn = await fetch(`${origin}/admin/sign-in`);
      expect(signIn.status, server.output()).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
