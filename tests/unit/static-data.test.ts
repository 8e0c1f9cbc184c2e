/**
 * app/lib/static-data.ts: the fields only static stretches render stay readable on the
 * server and out of what React Router encodes for the document, and are ordinary fields
 * for a data request (a client navigation's `*.data`).
 */
import { describe, expect, it } from 'vitest';
import { isDataRequest, staticOnly } from '../../app/lib/static-data.ts';

const loaderData = () => ({ head: { title: 'Home' }, hero: { heading: 'Hi' }, process: { steps: 7 } });

describe('staticOnly', () => {
  it('tells a data request from a document request', () => {
    expect(isDataRequest(new Request('http://localhost/about-us.data'))).toBe(true);
    expect(isDataRequest(new Request('http://localhost/_.data?_routes=routes/home'))).toBe(true);
    expect(isDataRequest(new Request('http://localhost/about-us/'))).toBe(false);
    expect(isDataRequest(new Request('http://localhost/'))).toBe(false);
  });

  it('keeps the named fields readable for the server render but out of the encoded keys of a document', () => {
    const data = staticOnly(new Request('http://localhost/'), loaderData(), ['process']);
    expect(data.process).toEqual({ steps: 7 });
    expect(Object.keys(data)).toEqual(['head', 'hero']);
    expect(JSON.parse(JSON.stringify(data))).toEqual({ head: { title: 'Home' }, hero: { heading: 'Hi' } });
  });

  it('leaves a data request whole', () => {
    const data = staticOnly(new Request('http://localhost/_.data'), loaderData(), ['process']);
    expect(Object.keys(data)).toEqual(['head', 'hero', 'process']);
  });

  it('refuses a field the data does not have', () => {
    // A field renamed in the loader but not in its list would silently go back into the page.
    const data: Record<string, unknown> = loaderData();
    expect(() => staticOnly(new Request('http://localhost/'), data, ['steps'])).toThrow(/no field "steps"/);
  });
});
