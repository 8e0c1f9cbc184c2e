/**
 * Secrets from files (NAME_FILE, for Docker and Compose `secrets:` and systemd's
 * LoadCredential=), and the shared CSRF secret that replicas on one database need.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../../server/password.ts';
import { loadConfig, SECRET_VARIABLES } from '../../server/config.ts';

const folder = mkdtempSync(join(tmpdir(), 'nexaweave-secrets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
function secretFile(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

// A strong secret: config.ts refuses a short or repetitive one (server/secret-strength.ts).
const SECRET = 'd33f59143d319a496b71c139cd8d6f914b17b48d3c4a1a6e2c20afe32ff61ed1';
const HASH = hashPasswordSync('correct horse battery staple', { log2N: 14, r: 8, p: 1 });

describe('secrets from files', () => {
  it('reads each secret from NAME_FILE, without its final newline', () => {
    const config = loadConfig({
      CSRF_SECRET_FILE: secretFile('csrf', `${SECRET}\n`),
      DATABASE_URL_FILE: secretFile('db', 'postgres://site:p%40ss@db.internal:5432/site\n'),
      SMTP_URL_FILE: secretFile('smtp', 'smtps://user:pw@smtp.example.com:465\n'),
      SALES_EMAIL: 'sales@example.com',
      HR_EMAIL: 'hr@example.com',
      MAIL_FROM: 'Site <site@example.com>',
      ADMIN_USER: 'staff',
      ADMIN_PASSWORD_HASH_FILE: secretFile('hash', `${HASH}\n`),
    });
    expect(config.csrfSecret).toBe(SECRET);
    expect(config.databaseUrl).toBe('postgres://site:p%40ss@db.internal:5432/site');
    expect(config.smtpUrl).toBe('smtps://user:pw@smtp.example.com:465');
    expect(config.adminPasswordHash).toBe(HASH);
  });

  it('reads the webhook signing secret and the Slack URL from files too', () => {
    const whsec = `whsec_${Buffer.from(SECRET.slice(0, 32)).toString('base64')}`;
    const config = loadConfig({
      WEBHOOK_URLS: 'https://crm.example.com/hooks/leads',
      WEBHOOK_SECRET_FILE: secretFile('whsec', `${whsec}\n`),
      SLACK_WEBHOOK_URL_FILE: secretFile('slack', 'https://hooks.slack.com/services/T000/B000/XXXX\n'),
    });
    expect(config.webhookSecret).toBe(whsec);
    expect(config.slackWebhookUrl).toBe('https://hooks.slack.com/services/T000/B000/XXXX');
  });

  it('refuses a variable set both ways, naming both', () => {
    for (const name of SECRET_VARIABLES) {
      expect(() => loadConfig({ [name]: 'x', [`${name}_FILE`]: secretFile(`both-${name}`, 'y') }), name).toThrow(
        new RegExp(`${name} and ${name}_FILE are both set: set one of them`),
      );
    }
  });

  it('refuses a file that cannot be read or is empty, naming the variable and the file', () => {
    const missing = join(folder, 'nowhere');
    expect(() => loadConfig({ CSRF_SECRET_FILE: missing })).toThrow(
      `CSRF_SECRET_FILE names ${missing}, which cannot be read (ENOENT)`,
    );
    const empty = secretFile('empty', '\n');
    expect(() => loadConfig({ SMTP_URL_FILE: empty })).toThrow(`SMTP_URL_FILE names ${empty}, which is empty`);
  });

  it('warns of a secret file that every user can read, naming it and its mode', () => {
    const open = secretFile('open-csrf', `${SECRET}\n`);
    chmodSync(open, 0o644);
    expect(loadConfig({ CSRF_SECRET_FILE: open }).warnings).toEqual([
      `CSRF_SECRET_FILE names ${open}, which every user of this machine can read (mode 0644): ` +
        "chmod 600 it, owned by the server's user (systemd's LoadCredential= does this for you)",
    ]);
    expect(loadConfig({ CSRF_SECRET_FILE: secretFile('closed-csrf', SECRET) }).warnings).toEqual([]);
  });

  it('checks a value from a file like one from the environment', () => {
    expect(() =>
      loadConfig({ ADMIN_USER: 'staff', ADMIN_PASSWORD_HASH_FILE: secretFile('plain', 'hunter2\n') }),
    ).toThrow(/ADMIN_PASSWORD_HASH is not a hash made by "npm run admin:hash"/);
  });
});

describe('DATABASE_URL without CSRF_SECRET', () => {
  it('is refused at start-up, naming CSRF_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://site@127.0.0.1/site' })).toThrow(
      /CSRF_SECRET must be set \(or CSRF_SECRET_FILE\) when DATABASE_URL is: replicas on one database must share one secret/,
    );
    expect(() => loadConfig({ DATABASE_URL_FILE: secretFile('db-only', 'postgres://site@127.0.0.1/site') })).toThrow(
      /CSRF_SECRET must be set/,
    );
  });

  it('is accepted with the secret from either place; PGlite alone may generate its own', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/d', CSRF_SECRET: SECRET }).csrfSecret).toBe(SECRET);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@h/d', CSRF_SECRET_FILE: secretFile('csrf2', SECRET) }).csrfSecret,
    ).toBe(SECRET);
    expect(loadConfig({}).csrfSecret).toBeUndefined();
  });
});
