/**
 * The fault suite's servers (tests/support/server.ts), the way they run in production:
 * PostgreSQL, the built build/client/, the run's shared CSRF secret and a rate limit out
 * of the way. Each writes its output to <logDir>/<name>.log.
 */
import { startServer as startSiteServer, type StartedServer } from '../support/server.ts';

export interface ServerOptions {
  name: string;
  databaseUrl: string;
  /** Shared by every server of a run, so a CSRF token from one is valid on the other. */
  csrfSecret: string;
  /** Folder for the log file. */
  logDir: string;
  /** More environment, e.g. SMTP_URL. */
  env?: Record<string, string>;
}

export function startServer(options: ServerOptions): Promise<StartedServer> {
  return startSiteServer({
    name: options.name,
    logDir: options.logDir,
    env: {
      DATABASE_URL: options.databaseUrl,
      DIST_DIR: 'build/client',
      CSRF_SECRET: options.csrfSecret,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: process.env['FAULTS_LOG_LEVEL'] ?? 'warn',
      // A server with SMTP_URL refuses to start without the staff addresses; the sink takes any.
      ...(options.env?.['SMTP_URL']
        ? {
            SALES_EMAIL: 'sales@nexaweave.example',
            HR_EMAIL: 'careers@nexaweave.example',
            MAIL_FROM: 'Nexaweave <hello@nexaweave.example>',
          }
        : {}),
      ...options.env,
    },
  });
}
