/**
 * A person's monogram portrait: their initials on a tile in the brand palette. The
 * palette entry is chosen deterministically from the name, so a person looks the
 * same on every page (testimonials, team, founder) and the build and the browser
 * render the same markup.
 */
import type { CSSProperties } from 'react';
import styles from './Monogram.module.css';

interface MonogramProps {
  /** The person's full name; the initials come from its first and last words. */
  name: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Hide it from assistive technology when the name is printed beside it. */
  decorative?: boolean;
  className?: string;
}

/** Palette variants, each a token pair with at least 4.5:1 contrast (see the CSS module). */
const TONES = ['indigo', 'teal', 'ink', 'soft', 'warm'] as const;

/** First letter of the first and the last word: "Priya Sharma" → "PS", "Ravi" → "R". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable palette index for a name (FNV-1a hash of its characters). */
export function toneOf(name: string): (typeof TONES)[number] {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return TONES[hash % TONES.length] ?? 'indigo';
}

export function Monogram({ name, size = 64, decorative = false, className }: MonogramProps) {
  const tone = toneOf(name);
  return (
    <span
      className={[styles.monogram, styles[tone], className].filter(Boolean).join(' ')}
      data-monogram=""
      style={{ '--monogram-size': `${size}px` } as CSSProperties}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <span className={styles.initials}>{initialsOf(name)}</span>
    </span>
  );
}
