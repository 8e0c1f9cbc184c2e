/**
 * Loader data that only a page's static stretches render, kept out of the document's
 * inline route data.
 *
 * A prerendered page carries its loaders' data twice: as the HTML the server rendered, and
 * as React Router's inline hydration data (a script of the page), which the browser
 * downloads, parses and decodes before the page can hydrate. A static stretch
 * (components/hydration/Static.tsx) never renders its children while the document
 * hydrates: it adopts the server HTML. Its data is needed on the server, to render that
 * HTML, and on a client navigation, when the stretch renders like any component, but
 * never in the document's inline data.
 *
 * React Router asks each loader twice at build time: once for the page's document
 * (`/about-us/`) and once for its data file (`/about-us.data`), which client navigations
 * and revalidations fetch. For the document, the named fields stay on the object as
 * non-enumerable properties: the server render reads them like any other, and React
 * Router's encoder, which walks `Object.keys`, leaves them out of the inline data. For the
 * data file they are ordinary properties, so a client navigation gets everything.
 *
 * So while a full load hydrates, these fields are `undefined` on the client: only
 * elements inside a `<Static>` may read them (the route component may pass them to a
 * static stretch's children, which are not rendered then). tests/e2e/page-floor.spec.ts
 * holds each measured route's inline data under a budget and checks that a named field is
 * in the data file and not in the page.
 */

/** Whether a loader is answering a data request (a client navigation's `*.data`), not a document. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * The loader's data with `keys` left out of the document's inline data (see above). The
 * type is unchanged: read those fields only inside a static stretch.
 */
export function staticOnly<Data extends object, Key extends keyof Data & string>(
  request: Request,
  data: Data,
  keys: readonly Key[],
): Data {
  if (isDataRequest(request)) return data;
  for (const key of keys) {
    if (!Object.hasOwn(data, key)) throw new Error(`staticOnly: the loader data has no field "${key}"`);
    Object.defineProperty(data, key, { value: data[key], enumerable: false, writable: false, configurable: false });
  }
  return data;
}
