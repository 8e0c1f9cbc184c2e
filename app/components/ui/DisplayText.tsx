/**
 * A headline's text with its commas, question and exclamation marks and apostrophes drawn
 * close. The display face (Plus Jakarta Sans) gives them wide side bearings, so at
 * headline sizes they read as detached ("team ,", "inquiry !", "Let’ s"). Each is
 * wrapped and pulled towards its word; the text itself, and what a screen reader or a
 * search engine reads, is unchanged.
 */
import type { ReactNode } from 'react';
import styles from './DisplayText.module.css';

const MARKS = /([,?!’])/;

export function DisplayText({ children }: { children: string }): ReactNode {
  if (!MARKS.test(children)) return children;
  return children.split(MARKS).map((part, index) =>
    index % 2 === 1 ? (
      <span className={styles.mark} key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
