/**
 * The safe defaults of deploy/ that no daemon on the test machines can exercise
 * (there is no Docker daemon, and systemd does not run the unit): compose.yaml,
 * .dockerignore, .gitignore and the systemd unit are read and held to what
 * docs/deploy.md promises. The unit's refusal of HOST and PORT in the shared file is
 * run as the shell command it is.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  profiles?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  logging?: { driver: string; options: Record<string, string> };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  secrets?: string[];
  volumes?: string[];
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
};
const services = Object.entries(compose.services);

describe('deploy/compose.yaml', () => {
  it('runs every container read-only, without capabilities it does not add back, without new privileges', () => {
    for (const [name, service] of services) {
      expect(service.read_only, name).toBe(true);
      expect(service.cap_drop, name).toEqual(['ALL']);
      expect(service.security_opt, name).toContain('no-new-privileges:true');
    }
  });

  it('bounds every container’s memory, CPU and logs', () => {
    for (const [name, service] of services) {
      expect(service.deploy?.resources?.limits?.memory, name).toMatch(/^\d+[MG]$/);
      expect(service.deploy?.resources?.limits?.cpus, name).toMatch(/^\d/);
      expect(service.logging?.options['max-size'], name).toBeTruthy();
      expect(service.logging?.options['max-file'], name).toBeTruthy();
    }
  });

  it('starts the mail sink only under the dev profile, and never falls back to it', () => {
    expect(compose.services['mail']?.profiles).toEqual(['dev']);
    const production = services.filter(([, service]) => !service.profiles);
    for (const [name, service] of production) {
      expect(service.profiles, name).toBeUndefined();
      for (const value of Object.values(service.environment ?? {})) expect(String(value)).not.toMatch(/1025/);
    }
    for (const replica of ['replica-a', 'replica-b']) {
      expect(compose.services[replica]?.environment?.['SMTP_URL_FILE']).toBe('/run/secrets/smtp_url');
      expect(compose.services[replica]?.environment?.['SMTP_URL']).toBeUndefined();
    }
    expect(read('deploy/compose.yaml')).not.toMatch(/SMTP_URL:-/);
  });

  it('checks the health of every production service, and starts each after what it needs is healthy', () => {
    for (const [name, service] of services.filter(([, service]) => !service.profiles)) {
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
      for (const [needed, how] of Object.entries(service.depends_on ?? {})) {
        expect(how.condition, `${name} → ${needed}`).toBe('service_healthy');
      }
    }
    expect(Object.keys(compose.services['proxy']?.depends_on ?? {})).toEqual(['replica-a', 'replica-b']);
  });

  it('keeps DATA_DIR in named volumes and the secrets in Compose secrets, never in the environment', () => {
    for (const replica of ['replica-a', 'replica-b']) {
      const service = compose.services[replica];
      const volume = service?.volumes?.find((entry) => entry.endsWith(':/var/lib/nexaweave'))?.split(':')[0] ?? '';
      expect(compose.volumes).toHaveProperty(volume);
      expect(service?.secrets).toEqual(['csrf_secret', 'database_url', 'smtp_url']);
      expect(service?.environment?.['CSRF_SECRET_FILE']).toBe('/run/secrets/csrf_secret');
      expect(service?.environment?.['DATABASE_URL_FILE']).toBe('/run/secrets/database_url');
      for (const name of ['CSRF_SECRET', 'DATABASE_URL', 'POSTGRES_PASSWORD']) {
        expect(service?.environment?.[name], name).toBeUndefined();
      }
    }
    expect(compose.services['postgres']?.environment?.['POSTGRES_PASSWORD_FILE']).toBe(
      '/run/secrets/postgres_password',
    );
    for (const secret of Object.values(compose.secrets)) expect(secret.file).toMatch(/^\.\/secrets\//);
  });
});

describe('what the image and the repository leave out', () => {
  it('.dockerignore keeps dependencies, builds, data, secrets and test results out of the image', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      'node_modules',
      '.git',
      'build',
      'data',
      'deploy/.env',
      'deploy/secrets',
      'deploy/tls',
      'test-results',
    ]) {
      expect(ignored, entry).toContain(entry);
    }
  });

  it('.gitignore keeps the certificate, the secrets and the filled-in settings out of git', () => {
    const ignored = read('.gitignore').split('\n');
    for (const entry of ['/deploy/tls/', '/deploy/secrets/', '/deploy/.env']) expect(ignored, entry).toContain(entry);
  });
});

describe('deploy/nexaweave@.service', () => {
  const unit = read('deploy/nexaweave@.service');
  const directives = unit
    .split('\n')
    .filter((line) => /^[A-Z]\w+=/.test(line))
    .map((line) => line.split('=', 1)[0] + '=' + line.slice(line.indexOf('=') + 1));

  it('reads a shared and then a per-instance environment file, and fixes HOST and PORT after both', () => {
    expect(directives.filter((line) => line.startsWith('EnvironmentFile='))).toEqual([
      'EnvironmentFile=/etc/nexaweave/env',
      'EnvironmentFile=/etc/nexaweave/%i.env',
    ]);
    expect(directives).toContain('ExecStart=/usr/bin/env HOST=127.0.0.1 PORT=%i /usr/bin/node server/server.ts');
    expect(directives.filter((line) => line.includes('node_modules'))).toEqual([]);
  });

  it('is hardened as docs/deploy.md says', () => {
    for (const directive of [
      'SystemCallFilter=@system-service',
      'SystemCallArchitectures=native',
      'ProtectClock=yes',
      'ProtectKernelLogs=yes',
      'ProtectHostname=yes',
      'ProtectProc=invisible',
      'NoNewPrivileges=yes',
      'CapabilityBoundingSet=',
    ]) {
      expect(directives, directive).toContain(directive);
    }
    expect(directives.find((line) => line.startsWith('MemoryMax='))).toMatch(/^MemoryMax=\d+[MG]$/);
  });

  it('refuses to start when the shared file sets HOST or PORT, and only then', () => {
    const pre = /^ExecStartPre=\/bin\/sh -c '(.*)'$/m.exec(unit)?.[1];
    expect(pre).toBeDefined();
    const folder = mkdtempSync(join(tmpdir(), 'nexaweave-unit-'));
    try {
      const check = (content: string) => {
        const file = join(folder, 'env');
        writeFileSync(file, content);
        return spawnSync('/bin/sh', ['-c', (pre ?? '').replaceAll('/etc/nexaweave/env', file)], { encoding: 'utf8' });
      };
      const fine = check('DATABASE_URL=postgres://site@127.0.0.1/site\nMETRICS_HOST=127.0.0.1\n# PORT=4321\n');
      expect(fine.status).toBe(0);
      for (const wrong of ['PORT=4321\n', 'HOST=0.0.0.0\n', '  export PORT=1\n']) {
        const refused = check(`SITE_URL=https://example.com\n${wrong}`);
        expect(refused.status, wrong).toBe(1);
        expect(refused.stderr).toMatch(/must not set HOST or PORT/);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
