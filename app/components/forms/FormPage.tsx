/**
 * The body of a form page: the form (one of the three SiteForm definitions) and,
 * beside it on wide screens and below it on narrow ones, a column of supporting
 * content passed as `aside`.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FormDefinition } from '../../forms/types.ts';
import type { FileControlProps } from './control-binding.ts';
import { SiteForm } from './SiteForm.tsx';
import styles from './FormPage.module.css';

interface FormPageProps {
  form: FormDefinition;
  /** Id of the heading that names the aside, if it has one. */
  asideLabelledBy?: string | undefined;
  /** Values the form starts with (see SiteForm). */
  values?: Readonly<Record<string, string>> | undefined;
  aside: ReactNode;
  /** What draws a file field (see SiteForm). */
  fileControl?: ComponentType<FileControlProps> | undefined;
}

export function FormPage({ form, asideLabelledBy, values, aside, fileControl }: FormPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.form}>
        <SiteForm form={form} values={values} fileControl={fileControl} />
      </div>
      <aside className={styles.aside} aria-labelledby={asideLabelledBy}>
        {aside}
      </aside>
    </div>
  );
}
