/**
 * One field of a form in its form state: a control bound with `register`, the file
 * choice, or a switch field's shown case (or, while none is chosen, its place kept).
 */
import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Field, FormDefinition } from '../../forms/types.ts';
import { fieldsOf } from '../../forms/validate.ts';
import type { Binding, FileControlProps } from './control-binding.ts';
import { FileChoice, SwitchCase, SwitchSlot } from './ControlledFields.tsx';
import { FormControl } from './FormControl.tsx';
import { caseKey, chosenCase, controlIdOf, type Values } from './form-state.ts';

interface FormFieldProps {
  form: FormDefinition;
  field: Field;
  methods: UseFormReturn<Values>;
  /** The message shown for the field now. */
  error: string | undefined;
  /** The controlling fields' values, which decide a switch field's shown case. */
  switchValues: Values;
  /** Runs a check when the pointer pressed in the form is released (see useHeldChecks). */
  whenReleased: (check: () => unknown) => void;
  fileControl: ComponentType<FileControlProps> | undefined;
}

export function FormField({ form, field, methods, error, switchValues, whenReleased, fileControl }: FormFieldProps) {
  const { control: state, register, trigger, formState } = methods;
  const id = controlIdOf(form, field.name);
  const onLeft = (blur: () => void, checkAgain?: string) =>
    whenReleased(() => {
      blur();
      // After a refused attempt, a newly shown control left empty says so once it is left.
      if (checkAgain && formState.isSubmitted) void trigger(checkAgain);
    });

  if (field.kind === 'file') {
    const check = () => trigger(field.name);
    return <FileChoice {...{ state, control: field, id, error, onLeft, fileControl, check }} />;
  }
  if (field.kind !== 'switch') {
    const registration = register(field.name);
    const binding: Binding = { ...registration, onBlur: (event) => whenReleased(() => registration.onBlur(event)) };
    return <FormControl control={field} id={id} binding={binding} error={error} />;
  }

  const chosen = chosenCase(field, switchValues);
  const caseControl = chosen ? field.cases[chosen] : undefined;
  if (!chosen || !caseControl) {
    const on = fieldsOf(form).find((candidate) => candidate.name === field.on);
    const choices = on && on.kind === 'radio' ? on.options.map((option) => option.label ?? option.value) : [];
    const note = choices.length > 0 ? `Choose ${choices.join(' or ')} first.` : '';
    return <SwitchSlot name={field.name} note={note} width={field.width} />;
  }
  const key = caseKey(field.name, chosen);
  return (
    <SwitchCase
      key={key}
      {...{ state, control: caseControl, caseOf: chosen, error }}
      id={controlIdOf(form, `${field.name}-${chosen.toLowerCase()}`)}
      onLeft={(blur) => onLeft(blur, key)}
    />
  );
}
