/**
 * The body of a form page, one layout for the three forms, on the site's section grid:
 * what to know before filling it in comes first (`before`: a band with its heading on
 * the rail in columns 1 to 3 and its content from column 4), then the form from column 4
 * with the rail beside it (`rail`, or by default the form's parts as a numbered list that
 * stays in view while the form scrolls), then anything after it (`after`, bands of the
 * same shape). Below the wide layout the form comes first (its first field on the first
 * screen), then the bands before it, the rail and the bands after it; the form runs edge to
 * edge.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FormDefinition } from '../../forms/types.ts';
import type { FileControlProps } from './control-binding.ts';
import { SiteForm } from './SiteForm.tsx';
import styles from './FormPage.module.css';

interface FormPageProps {
  form: FormDefinition;
  /** Values the form starts with (see SiteForm). */
  values?: Readonly<Record<string, string>> | undefined;
  /** Bands before the form: what to know first (FormBand). */
  before?: ReactNode;
  /** The rail beside the form; the form's parts by default. */
  rail?: ReactNode;
  /** Bands after the form (FormBand). */
  after?: ReactNode;
  /** What draws a file field (see SiteForm). */
  fileControl?: ComponentType<FileControlProps> | undefined;
}

/** The form's titled parts, numbered as its legends are: a guide to its length, beside it. */
function FormParts({ form }: { form: FormDefinition }) {
  const titles = form.sections.flatMap((section) => (section.title ? [section.title] : []));
  if (titles.length < 2) return null;
  return (
    <div className={styles.parts}>
      <p className={styles.railLabel}>{titles.length} parts</p>
      <ol>
        {titles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ol>
    </div>
  );
}

export function FormPage({ form, values, before, rail, after, fileControl }: FormPageProps) {
  return (
    <div className={styles.page}>
      {before && <div className={styles.before}>{before}</div>}
      <div className={`container grid-12 ${styles.main}`}>
        <div className={styles.rail}>{rail ?? <FormParts form={form} />}</div>
        <div className={styles.form}>
          <SiteForm form={form} values={values} fileControl={fileControl} />
        </div>
      </div>
      {after && <div className={styles.after}>{after}</div>}
    </div>
  );
}

/**
 * A band of a form page: its heading on the rail (columns 1 to 3), the rest from column 4.
 * `labelledBy` names the band's heading, for the region it makes.
 */
export function FormBand({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section className={`container grid-12 ${styles.band}`} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
