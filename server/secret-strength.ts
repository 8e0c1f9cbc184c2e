/**
 * Whether a configured secret is strong enough to sign with. CSRF_SECRET signs the
 * CSRF tokens, the staff session cookie and the trusted-device cookies, and
 * WEBHOOK_SECRET signs every webhook delivery, so a guessable one lets anyone forge
 * them offline. The check is deliberately simple and errs on the safe side: long
 * enough, not one short piece repeated, and enough estimated entropy, taking the
 * lower of two estimates:
 *
 * - the Shannon entropy of the symbols' own frequencies times their number, which
 *   catches a value drawn from a few symbols ("aaaabbbb…");
 * - the same of the steps between neighbouring symbols, which catches a run such as
 *   `0123456789abcdefghijklmnopqrstuv`: every symbol differs, so the first estimate
 *   is high, but almost every step is +1. It catches runs of any stride, runs down
 *   and interleaved runs (`a0b1c2…`) alike.
 *
 * A random value as openssl writes it (`openssl rand -hex 32`, or `-base64 32`)
 * passes with room to spare; a word, a sentence of a few letters, "x" or a run of the
 * alphabet does not.
 */

/** Fewest bytes (UTF-8) a text secret (CSRF_SECRET) may have. */
export const SECRET_MIN_BYTES = 32;
/** Fewest estimated bits of entropy a text secret may have. */
export const SECRET_MIN_BITS = 128;
/** Fewest bytes a Standard Webhooks key (the base64 after whsec_) may decode to: the scheme's own minimum. */
export const WEBHOOK_KEY_MIN_BYTES = 24;
/**
 * Fewest estimated bits a webhook key's bytes may have. An estimate from n symbols
 * cannot exceed n·log2(n), 110 bits for 24 bytes, and 24 random bytes score at
 * least 89 (100,000 draws), so the bar sits at 64: it refuses keys of a handful of
 * byte values, runs and repeats, never a random key.
 */
export const WEBHOOK_KEY_MIN_BITS = 64;

/** Length times the Shannon entropy (bits per symbol) of the symbols' frequencies. */
function frequencyBits(symbols: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let perSymbol = 0;
  for (const count of counts.values()) {
    const p = count / symbols.length;
    perSymbol -= p * Math.log2(p);
  }
  return perSymbol * symbols.length;
}

/** The frequency estimate of the steps between neighbours (modulo `modulus` when given, as for bytes). */
function stepBits(symbols: readonly number[], modulus?: number): number {
  const steps = symbols.slice(1).map((symbol, index) => {
    const step = symbol - (symbols[index] ?? 0);
    return modulus === undefined ? step : (step + modulus) % modulus;
  });
  return frequencyBits(steps);
}

/** Whether the symbols are one shorter piece repeated. */
function repeatsPiece(symbols: readonly number[]): boolean {
  for (let size = 1; size <= symbols.length / 2; size += 1) {
    if (symbols.length % size !== 0) continue;
    if (symbols.every((symbol, index) => symbol === symbols[index % size])) return true;
  }
  return false;
}

/** The secret's characters as code points. */
function codePoints(secret: string): number[] {
  return Array.from(secret, (character) => character.codePointAt(0) ?? 0);
}

function weakness(symbols: readonly number[], minBits: number, unit: string, modulus?: number): string | undefined {
  if (repeatsPiece(symbols)) return 'repeats one short piece; it must be random';
  const byFrequency = Math.floor(frequencyBits(symbols));
  if (byFrequency < minBits) {
    return `has too little entropy (about ${byFrequency} bits by its ${unit} frequencies; at least ${minBits} needed)`;
  }
  const bySteps = Math.floor(stepBits(symbols, modulus));
  if (bySteps < minBits) {
    return `runs in a sequence (about ${bySteps} bits by the steps between its ${unit}s; at least ${minBits} needed); it must be random`;
  }
  return undefined;
}

/** Why the text secret (CSRF_SECRET) is too weak to use, or undefined when it is fine. */
export function secretWeakness(secret: string): string | undefined {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < SECRET_MIN_BYTES) return `is ${bytes} bytes long; it must be at least ${SECRET_MIN_BYTES}`;
  return weakness(codePoints(secret), SECRET_MIN_BITS, 'character');
}

/**
 * Why a Standard Webhooks secret (`whsec_` and base64) is too weak, or undefined.
 * The key is the decoded bytes, so those are judged, not their base64 text, in which
 * a run of bytes does not look like a run.
 */
export function webhookSecretWeakness(secret: string): string | undefined {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  if (key.length < WEBHOOK_KEY_MIN_BYTES) {
    return `decodes to ${key.length} bytes; it must be at least ${WEBHOOK_KEY_MIN_BYTES}`;
  }
  return weakness([...key], WEBHOOK_KEY_MIN_BITS, 'byte', 256);
}
