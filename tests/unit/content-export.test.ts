/**
 * `npm run content:export` and every publish write roles.yaml with `rolesYaml`: written
 * from the repository's own openings it is the file itself, byte for byte (so an export
 * of unchanged content changes nothing, and the file stays as Prettier writes it), and a
 * closed opening is kept in the file, marked, for its history.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readRolesFile, rolesYaml } from '../../server/content/kinds.ts';
import { REPOSITORY_CONTENT } from '../../server/content/publish.ts';

describe('rolesYaml', () => {
  it("writes the repository's openings back as the very file they came from", () => {
    const { openings } = readRolesFile(REPOSITORY_CONTENT);
    expect(rolesYaml(REPOSITORY_CONTENT, openings)).toBe(readFileSync(join(REPOSITORY_CONTENT, 'roles.yaml'), 'utf8'));
  });

  it('keeps a closed opening, marked closed, under its tab, and every tab even without openings', () => {
    const { openings } = readRolesFile(REPOSITORY_CONTENT);
    const closed = openings.map((opening) =>
      opening.slug === 'php-developer' ? { ...opening, closed: true } : opening,
    );
    const roles = parse(rolesYaml(REPOSITORY_CONTENT, closed)) as {
      id: string;
      openings: { slug: string; closed?: boolean }[];
    }[];
    expect(roles.map((role) => role.id)).toEqual([
      'business-development-executive',
      'front-end-developer',
      'php-wordpress',
      'angular-react',
      'coding-trainer-job',
    ]);
    expect(roles[2]?.openings).toEqual([
      expect.objectContaining({ slug: 'php-developer', closed: true }),
      expect.not.objectContaining({ closed: expect.anything() }),
    ]);
  });
});
