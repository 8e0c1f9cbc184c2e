/** The CSRF token of a plain HTML form, in the hidden field server/plugins/app/csrf.ts reads. */
import type { ReactElement } from 'react';
import { CSRF_FIELD } from '../../plugins/app/csrf.ts';

export interface CsrfInputProps {
  token: string;
}

export function CsrfInput({ token }: CsrfInputProps): ReactElement {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
