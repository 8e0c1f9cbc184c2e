/**
 * `npm run test:next`: the hydration tests against the newest published React and React
 * Router, so that an upgrade's breakage is seen before the upgrade: the islands rest on how
 * React hydrates and how React Router names its chunks, neither of which React promises.
 *
 * The project is copied (its tracked and new files, not node_modules or build/) into a
 * scratch folder; the copy's package.json names the newest react, react-dom,
 * react-router, @react-router/dev and @react-router/node of the npm tag given
 * (`--tag=next`; `latest` by default), and it is installed. This checkout, its
 * package.json and its lockfile are never touched. The scratch copy builds
 * the site and runs the browser tests that hold the islands (hydration, React's own
 * warnings, the carousels, the forms) and the unit tests of the build contract. The
 * folder is kept when anything fails, for a look; `--keep` keeps it anyway.
 *
 * Options: --tag=<npm dist-tag>  --keep  --port=<E2E_PORT> (4395 by default)
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['react', 'react-dom', 'react-router', '@react-router/dev', '@react-router/node'] as const;
const BROWSER_SPECS = [
  'tests/e2e/hydration.spec.ts',
  'tests/e2e/react.spec.ts',
  'tests/e2e/carousel.spec.ts',
  'tests/e2e/forms.spec.ts',
];
// Not react-router-versions.test.ts: it holds node_modules to package.json's pins, which this run leaves on purpose.
const UNIT_TESTS = ['tests/unit/defer-hydration.test.ts'];

const { values: options } = parseArgs({
  options: {
    tag: { type: 'string', default: 'latest' },
    keep: { type: 'boolean', default: false },
    port: { type: 'string', default: '4395' },
  },
});

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  console.log(`test:next: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function installedVersion(folder: string, name: string): string {
  const file = join(folder, 'node_modules', name, 'package.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '(none)';
  }
}

/** The version the npm tag names now, from the registry. */
function newestVersion(name: string, tag: string): string {
  const asked = spawnSync('npm', ['view', `${name}@${tag}`, 'version'], { cwd: root, encoding: 'utf8' });
  const version = asked.stdout
    .trim()
    .split('\n')
    .at(-1)
    ?.replace(/^.*'(.+)'$/, '$1');
  if (asked.status !== 0 || !version) throw new Error(`npm view ${name}@${tag} failed: ${asked.stderr.trim()}`);
  return version;
}

/** The files git knows here or would add (tracked, and untracked but not ignored). */
function projectFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter(Boolean);
}

const scratch = mkdtempSync(join(tmpdir(), 'nexaweave-test-next-'));
let failed = false;
try {
  for (const file of projectFiles().filter((name) => name !== 'package-lock.json')) {
    const target = join(scratch, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(join(root, file), target);
    } catch (error) {
      // A file deleted in the work tree but still tracked: the copy goes without it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const before = Object.fromEntries(PACKAGES.map((name) => [name, installedVersion(root, name)]));
  // The scratch copy's package.json names the newest versions exactly (the project pins its
  // React Router packages to one version, so an install beside the pins would conflict).
  // The lockfile is left out of the copy: npm refuses to move the pinned packages inside a
  // locked tree, so the copy resolves afresh within package.json's ranges, as an upgrade
  // would. The project's own files are not touched.
  const manifestFile = join(scratch, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Record<string, string> | undefined>;
  for (const name of PACKAGES) {
    const version = newestVersion(name, options.tag);
    const section = manifest['dependencies']?.[name] !== undefined ? 'dependencies' : 'devDependencies';
    manifest[section] = { ...manifest[section], [name]: version };
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  if (run('npm', ['install', '--no-audit', '--no-fund'], scratch) !== 0) {
    throw new Error(`npm install of the newest packages failed in ${scratch}`);
  }
  console.log(`\ntest:next: the packages, this project → the newest of "${options.tag}":`);
  for (const name of PACKAGES) console.log(`  ${name}: ${before[name]} → ${installedVersion(scratch, name)}`);
  console.log('');
  const node = join(scratch, 'node_modules', '.bin', 'node');
  const checks: [string, string[], NodeJS.ProcessEnv?][] = [
    [node, ['scripts/build.ts']],
    [node, ['node_modules/.bin/vitest', 'run', ...UNIT_TESTS]],
    [node, ['node_modules/.bin/playwright', 'test', ...BROWSER_SPECS], { E2E_PORT: options.port }],
  ];
  for (const [command, args, env] of checks) {
    if (run(command, args, scratch, env) !== 0) failed = true;
  }
} catch (error) {
  failed = true;
  console.error(`test:next: ${(error as Error).message}`);
} finally {
  if (failed || options.keep) console.log(`test:next: the scratch copy is kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
console.log(failed ? 'test:next: FAILED with the newest packages' : 'test:next: passed with the newest packages');
process.exit(failed ? 1 : 0);
