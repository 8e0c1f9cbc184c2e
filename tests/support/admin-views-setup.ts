/**
 * Vitest's global setup: the staff inbox's views as the server build compiles them
 * (server/admin/compile-views.ts, always production JSX, rewritten only when the sources
 * changed). The suites import them as the server does (`#admin-views`), and a test may
 * start the server in a child process, which needs them on disk. In watch mode they are
 * compiled again before each rerun, so an edited view is what the rerun tests.
 */
import type { TestProject } from 'vitest/node';
import { buildAdminViews } from '../../server/admin/compile-views.ts';

export default async function setup(project: TestProject): Promise<void> {
  await buildAdminViews();
  project.onTestsRerun(async () => {
    await buildAdminViews();
  });
}
