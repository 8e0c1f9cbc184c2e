/**
 * The staff inbox's sign-in for the browser tests: a password made up for each run
 * and kept in the environment, set once by playwright.config.ts in the main process
 * (which gives the server its hash) and inherited by the test workers. No password
 * is written anywhere.
 */
import { randomBytes } from 'node:crypto';

export const E2E_ADMIN_USER = 'e2e-staff';

export function e2eAdminPassword(): string {
  return (process.env['E2E_ADMIN_PASSWORD'] ??= randomBytes(18).toString('base64url'));
}
