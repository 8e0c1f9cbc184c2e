/**
 * Whether a configured secret is strong enough to sign with. CSRF_SECRET signs the
 * CSRF tokens, the staff session cookie and the trusted-device cookies, so a guessable
 * one lets anyone forge them offline (and so step around the sign-in throttle). The
 * check is deliberately simple and errs on the safe side: at least 32 bytes, not one
 * short piece repeated, and an estimated 128 bits of entropy, the estimate being the
 * Shannon entropy of the secret's own character frequencies times its length. A
 * random 32-byte value written out (`openssl rand -hex 32`, or `-base64 32`) passes
 * with room to spare; a word, a sentence of a few letters, or "x" does not.
 */

/** Fewest bytes (UTF-8) a secret may have. */
export const SECRET_MIN_BYTES = 32;
/** Fewest estimated bits of entropy a secret may have. */
export const SECRET_MIN_BITS = 128;

/** Length times the Shannon entropy (bits per character) of the characters' frequencies. */
export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const p = count / characters.length;
    perCharacter -= p * Math.log2(p);
  }
  return perCharacter * characters.length;
}

/** Why the secret is too weak to use, or undefined when it is fine. */
export function secretWeakness(secret: string): string | undefined {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < SECRET_MIN_BYTES) return `is ${bytes} bytes long; it must be at least ${SECRET_MIN_BYTES}`;
  if (/^(.+?)\1+$/su.test(secret)) return 'repeats one short piece; it must be random';
  const bits = Math.floor(estimatedEntropyBits(secret));
  if (bits < SECRET_MIN_BITS) {
    return `has too little entropy (about ${bits} bits by its character frequencies; at least ${SECRET_MIN_BITS} needed)`;
  }
  return undefined;
}
