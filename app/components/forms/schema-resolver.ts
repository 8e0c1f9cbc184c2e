/**
 * What SiteForm loads once the form is on the page (load-schema.ts): the forms' zod
 * schemas, and the react-hook-form resolver that runs a form's schema
 * (@hookform/resolvers' zodResolver over the values by field name).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, ResolverOptions, ResolverResult } from 'react-hook-form';
import { schemaFor } from '../../forms/schema.ts';
import type { FormDefinition } from '../../forms/types.ts';
import { fieldsOf } from '../../forms/validate.ts';
import { formValuesOf, stateNameOf, type Values } from './form-state.ts';

export { checkControl, checkFile } from '../../forms/schema.ts';

export async function resolve(
  form: FormDefinition,
  values: Values,
  context: unknown,
  options: ResolverOptions<Values>,
): Promise<ResolverResult<Values>> {
  const byField = await zodResolver(schemaFor(form))(formValuesOf(form, values), context, options);
  // The schema names fields as the server does; a switch's message belongs to its shown case.
  const errors: FieldErrors<Values> = {};
  for (const field of fieldsOf(form)) {
    const error = byField.errors[field.name];
    const stateName = stateNameOf(field, values);
    if (error && stateName) errors[stateName] = error;
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}
