/**
 * The body of a form page, one layout for the three forms: the form in the wide column on
 * the left and a column of supporting content (`aside`) on the right; on narrow screens
 * the aside follows the form, so the form's first field comes first.
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
    <div className={`container grid-12 ${styles.page}`}>
      <div className={styles.form}>
        <SiteForm form={form} values={values} fileControl={fileControl} />
      </div>
      <aside className={styles.aside} aria-labelledby={asideLabelledBy}>
        {aside}
      </aside>
    </div>
  );
}
