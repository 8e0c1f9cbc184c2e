/** Vitest's global setup: the staff inbox's views compiled from the sources under test (scripts/build-admin-views.ts). */
import { buildAdminViews } from '../scripts/build-admin-views.ts';

export default async function setup(): Promise<void> {
  await buildAdminViews();
}
