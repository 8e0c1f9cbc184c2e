/**
 * The form schemas (zod) and their resolver reach the browser after the page: a form
 * is read before it is filled in, and the first check runs only once the visitor
 * leaves a field, so the validator need not hold up the first load. SiteForm starts
 * the load when the form first takes focus; every check awaits it.
 */
type SchemaModule = typeof import('./schema-resolver.ts');

let loading: Promise<SchemaModule> | undefined;

export function loadSchema(): Promise<SchemaModule> {
  // A load that failed (the connection dropped) is tried again by the next check.
  loading ??= import('./schema-resolver.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
