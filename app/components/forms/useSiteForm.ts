/**
 * A form's state in react-hook-form, checked by the form's shared zod schema
 * (schema-resolver.ts, loaded after the page). A field's message
 * shows once the visitor has left it or tried to send, and from then on follows every
 * keystroke; a message from the server stays until its field changes.
 */
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Field, FormDefinition, FormErrors, SwitchField } from '../../forms/types.ts';
import { controlsOf, fieldsOf } from '../../forms/validate.ts';
import { defaultValuesOf, focusIdOf, stateNameOf, type Values } from './form-state.ts';
import { loadSchema } from './load-schema.ts';

export function useSiteForm(form: FormDefinition, preset: Readonly<Record<string, string>> | undefined) {
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await loadSchema()).resolve(form, values, context, options);

  const defaultValues = useMemo(() => defaultValuesOf(form), [form]);
  const methods = useForm<Values>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const { control, formState, getFieldState, getValues, setError, setValue, trigger } = methods;

  const switches = fieldsOf(form).filter((field): field is SwitchField => field.kind === 'switch');
  const watched = useWatch({ control, name: switches.map((field) => field.on) }) as unknown[];
  const switchValues: Values = Object.fromEntries(switches.map((field, index) => [field.on, watched[index]]));

  // Values handed in by the page (a role from ?position=) are applied once the form is in
  // the browser and the schema accepts them. Without any, the schema waits for the form's
  // first focus (SiteForm): it is not part of a page's first load.
  const presetKey = JSON.stringify(preset ?? {});
  useEffect(() => {
    const presets = Object.entries(JSON.parse(presetKey) as Record<string, string>);
    if (presets.length === 0) return;
    let current = true;
    void loadSchema().then(({ checkControl }) => {
      if (!current) return;
      for (const [name, value] of presets) {
        const target = controlsOf(form).find((candidate) => candidate.name === name);
        if (!target || target.kind === 'file' || value.trim() === '') continue;
        if (checkControl(target, value) === undefined) setValue(name, value.trim());
      }
    });
    return () => {
      current = false;
    };
  }, [presetKey, form, setValue]);

  /** The message shown for a field now (for a switch, its visible case's). */
  const messageOf = (field: Field): string | undefined => {
    const stateName = stateNameOf(field, switchValues);
    const message = stateName ? formState.errors[stateName]?.message : undefined;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };

  const [focusRequest, setFocusRequest] = useState<{ id: string; summary?: boolean } | null>(null);
  // Focus moves once the messages are on the page. After a refused attempt it goes to the error
  // summary at the top of the form, which is announced by its heading and links to each field
  // (its scroll-margin-top keeps it below the sticky header); from a summary link, to the field,
  // which is announced with its message.
  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const summary = focusRequest.summary
      ? element.closest('form')?.querySelector<HTMLElement>('[data-error-summary]')
      : undefined;
    const behavior = reduceMotion ? 'auto' : 'smooth';
    const target = summary ?? element;
    target.scrollIntoView({ block: summary ? 'start' : 'center', behavior });
    target.focus({ preventScroll: true });
  }, [focusRequest]);
  const focusControl = (id: string) => setFocusRequest({ id });

  /** The fields that have a message now, in the form's order. */
  const invalidFields = (): Field[] => {
    const values = getValues();
    return fieldsOf(form).filter((field) => {
      const stateName = stateNameOf(field, values);
      return stateName !== undefined && getFieldState(stateName).error !== undefined;
    });
  };

  /** Moves the focus to the error summary that lists these fields; returns their names. */
  const focusSummary = (fields: Field[]): string[] => {
    const id = fields[0] && focusIdOf(form, fields[0], getValues());
    if (id) setFocusRequest({ id, summary: true });
    return fields.map((field) => field.name);
  };

  /** Every field checked, with the server's messages over the browser's; returns the fields to correct. */
  const showServerErrors = async (messages: FormErrors): Promise<string[]> => {
    await trigger();
    const values = getValues();
    for (const field of fieldsOf(form)) {
      const stateName = stateNameOf(field, values);
      const message = messages[field.name];
      if (stateName && message) setError(stateName, { type: 'server', message });
    }
    return focusSummary(invalidFields());
  };

  return { methods, switchValues, messageOf, focusControl, focusSummary, invalidFields, showServerErrors };
}
