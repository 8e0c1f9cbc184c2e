/**
 * React Router ships as one release across its packages: the runtime (`react-router`),
 * the server adapter (`@react-router/node`) and the build (`@react-router/dev`). The
 * build reads the runtime's internals (the manifest, the route modules' chunks) that
 * defer-hydration.ts and framework-output.ts depend on, so a build one release behind
 * the runtime can produce output the runtime no longer expects. The three are pinned to
 * one exact version in package.json, and the lockfile and node_modules hold that version.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = ['react-router', '@react-router/dev', '@react-router/node'] as const;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, { version?: string }>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

/** The version each package is declared at, wherever package.json declares it. */
function declared(manifest: Manifest): Record<string, string | undefined> {
  return Object.fromEntries(
    PACKAGES.map((name) => [name, manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]]),
  );
}

/** The one exact version all three share, or an error naming each that differs. */
function sharedVersion(versions: Record<string, string | undefined>, where: string): string {
  const distinct = new Set(Object.values(versions));
  const [version] = distinct;
  if (distinct.size !== 1 || version === undefined) {
    const list = Object.entries(versions)
      .map(([name, version]) => `${name} ${version ?? '(missing)'}`)
      .join(', ');
    throw new Error(`React Router's packages differ in ${where}: ${list}`);
  }
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`React Router's packages are not pinned to an exact version in ${where}: ${version}`);
  }
  return version;
}

describe('React Router packages', () => {
  const manifestVersion = sharedVersion(declared(readJson<Manifest>('package.json')), 'package.json');

  it('are declared at one exact version in package.json', () => {
    expect(manifestVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('are locked at that version in package-lock.json', () => {
    const { packages } = readJson<Lockfile>('package-lock.json');
    const locked = Object.fromEntries(PACKAGES.map((name) => [name, packages[`node_modules/${name}`]?.version]));
    expect(sharedVersion(locked, 'package-lock.json')).toBe(manifestVersion);
  });

  it('are installed at that version in node_modules', () => {
    const installed = Object.fromEntries(
      PACKAGES.map((name) => [name, readJson<{ version: string }>(`node_modules/${name}/package.json`).version]),
    );
    expect(sharedVersion(installed, 'node_modules')).toBe(manifestVersion);
  });

  it('refuses a set whose versions differ, naming each', () => {
    const drifted = declared({
      dependencies: { 'react-router': '8.5.1', '@react-router/node': '8.5.1' },
      devDependencies: { '@react-router/dev': '8.4.0' },
    });
    expect(() => sharedVersion(drifted, 'package.json')).toThrow(
      "React Router's packages differ in package.json: react-router 8.5.1, @react-router/dev 8.4.0, @react-router/node 8.5.1",
    );
  });

  it('refuses a missing package and a version range', () => {
    expect(() => sharedVersion(declared({ dependencies: { 'react-router': '8.5.1' } }), 'x')).toThrow(
      '@react-router/dev (missing)',
    );
    const ranged = Object.fromEntries(PACKAGES.map((name) => [name, '^8.5.1']));
    expect(() => sharedVersion(ranged, 'x')).toThrow('not pinned to an exact version in x: ^8.5.1');
  });
});
