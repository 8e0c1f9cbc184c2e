/**
 * The body of a form page: the form (one of the three SiteForm definitions) and,
 * beside it on wide screens, a column of supporting content passed as `aside`. On
 * narrow screens the aside follows the form, unless it is advice for before the form
 * (`asideFirst`: what to have to hand), which then comes first, and on the left when wide.
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
  /** The aside is advice to read before filling the form in: it comes first. */
  asideFirst?: boolean | undefined;
}

export function FormPage({ form, asideLabelledBy, values, aside, fileControl, asideFirst }: FormPageProps) {
  const side = (
    <aside className={styles.aside} aria-labelledby={asideLabelledBy}>
      {aside}
    </aside>
  );
  return (
    <div className={`container ${styles.page}`} data-aside-first={asideFirst ? '' : undefined}>
      {asideFirst && side}
      <div className={styles.form}>
        <SiteForm form={form} values={values} fileControl={fileControl} />
      </div>
      {!asideFirst && side}
    </div>
  );
}
