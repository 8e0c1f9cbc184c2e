/** Where to go after signing in: a path inside /admin, never another site or the sign-in pages. */
import { ADMIN } from './views/inbox.ts';

/** A path inside /admin to return to after signing in; anything else becomes /admin. */
export function safeNext(value: string): string {
  if (!value.startsWith(`${ADMIN}`) || value.startsWith('//') || /[\\\s]/.test(value)) return ADMIN;
  try {
    const url = new URL(value, 'http://inbox.invalid');
    if (url.origin !== 'http://inbox.invalid' || !(url.pathname === ADMIN || url.pathname.startsWith(`${ADMIN}/`))) {
      return ADMIN;
    }
    if (url.pathname.startsWith(`${ADMIN}/sign-`)) return ADMIN;
    return url.pathname + url.search;
  } catch {
    return ADMIN;
  }
}
