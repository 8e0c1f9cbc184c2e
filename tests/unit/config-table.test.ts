/**
 * The README's configuration table is the one server/config.ts generates
 * (scripts/config-table.ts): every variable the server reads, with its meaning and its
 * value when unset, and no other.
 */
import { describe, expect, it } from 'vitest';
import { configurationTable, readmeTable } from '../../scripts/config-table.ts';
import { environmentVariables } from '../../server/config.ts';

describe("the README's configuration table", () => {
  it('is the one generated from the schema (npm run config:table rewrites it)', async () => {
    expect(readmeTable(), 'README.md differs from the schema: run npm run config:table').toBe(
      await configurationTable(),
    );
  });

  it("lists every variable, the operators' ones included, with the schema's own defaults", () => {
    const variables = new Map(environmentVariables().map((variable) => [variable.name, variable]));
    expect(variables.get('METRICS_PORT')?.whenUnset).toBe('unset');
    expect(variables.get('SHUTDOWN_DRAIN_MS')?.whenUnset).toBe('`5000`');
    expect(variables.get('WEBHOOK_FORMS')?.whenUnset).toBe('`contact,hire,job-apply`');
    expect(variables.get('CSRF_SECRET')?.secret).toBe(true);
    expect(variables.get('PORT')?.secret).toBe(false);
  });
});
