/**
 * drizzle-kit settings: `npm run db:generate` compares server/db/schema.ts with the
 * migrations already in server/db/migrations and writes the SQL for the difference.
 * The migrations are committed and applied by the server at start and by
 * `npm run db:migrate`.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
