/**
 * Global set-up of the fault and production suites: they serve build/client/, so it is
 * built first when missing or stale. Here rather than in a scenario's beforeAll, whose time
 * limit a first build on a fresh clone (the drawings rastered with an empty cache) outlasts.
 */
import { ensureBuilt } from '../../scripts/build-if-stale.ts';

export default function setup(): void {
  ensureBuilt();
}
