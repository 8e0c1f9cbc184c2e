/**
 * One replica of the site (tests/support/server.ts), configured as docs/deploy.md says
 * for production behind nginx: a fixed port on 127.0.0.1 (nginx's upstream names it),
 * its metrics port, its analytics beacon's port, the built build/client/; the rest (PostgreSQL, TRUST_PROXY, the
 * shared CSRF secret, mail through the SMTP sink) from `env`. Its output goes to
 * <logDir>/<name>.log; cleanup kills it.
 */
import { startServer, type StartedServer } from '../support/server.ts';

export interface ReplicaOptions {
  name: string;
  port: number;
  metricsPort: number;
  /** Its analytics beacon's listener (BEACON_PORT), where nginx sends /webAPI/event; none when not given. */
  beaconPort?: number;
  logDir: string;
  env: Record<string, string>;
}

export type Replica = StartedServer;

export function startReplica(options: ReplicaOptions): Promise<Replica> {
  return startServer({
    name: options.name,
    port: options.port,
    logDir: options.logDir,
    env: {
      METRICS_PORT: String(options.metricsPort),
      ...(options.beaconPort === undefined ? {} : { BEACON_PORT: String(options.beaconPort) }),
      DIST_DIR: 'build/client',
      LOG_LEVEL: process.env['REHEARSAL_LOG_LEVEL'] ?? 'warn',
      ...options.env,
    },
  });
}
