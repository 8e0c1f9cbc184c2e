/**
 * The fields whose form-state value is not what their element holds: a switch case
 * (one state entry per case, the element named like the field) and the file (the
 * state holds the last file chosen, the input only a file that the schema accepts).
 */
import type { ComponentType } from 'react';
import { useController, type Control as FormState } from 'react-hook-form';
import type { FileField } from '../../forms/types.ts';
import type { Control } from '../../forms/validate.ts';
import type { Binding, ControlElement, FileControlProps } from './control-binding.ts';
import { FormControl } from './FormControl.tsx';
import { caseKey, type Values } from './form-state.ts';
import { loadSchema } from './load-schema.ts';
import styles from './FormControl.module.css';

interface ControlledProps {
  state: FormState<Values>;
  id: string;
  error: string | undefined;
  /** The control was left: `blur` marks it touched in the form state. */
  onLeft: (blur: () => void) => void;
}

/** The shown case of a switch field: it keeps its value while hidden and starts untouched. */
export function SwitchCase({
  state,
  control,
  caseOf,
  id,
  error,
  onLeft,
}: ControlledProps & { control: Control; caseOf: string }) {
  const { field } = useController({ name: caseKey(control.name, caseOf), control: state });
  const binding: Binding = {
    name: control.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: () => onLeft(field.onBlur),
    onChange: (event) => field.onChange((event.target as ControlElement).value),
  };
  return <FormControl control={control} id={id} binding={binding} error={error} caseOf={caseOf} />;
}

interface FileProps extends ControlledProps {
  control: FileField;
  fileControl: ComponentType<FileControlProps> | undefined;
  /** Checks the field now, before the visitor has tried to send. */
  check: () => Promise<unknown>;
}

/**
 * A file is checked as soon as it is chosen (type, then size); a refused file is
 * cleared from the input and its message shows at once.
 */
export function FileChoice({ state, control, id, error, onLeft, fileControl, check }: FileProps) {
  const { field, fieldState } = useController({ name: control.name, control: state });
  const binding: Binding = {
    name: control.name,
    ref: field.ref,
    onBlur: () => onLeft(field.onBlur),
    onChange: async (event) => {
      const input = event.target as HTMLInputElement;
      const file = input.files?.[0];
      const chosen = file ? { name: file.name, size: file.size } : undefined;
      const { checkFile } = await loadSchema();
      const refused = chosen !== undefined && checkFile(control, chosen) !== undefined;
      if (refused) input.value = '';
      field.onChange(chosen);
      if (refused || fieldState.error) await check();
    },
  };
  return <FormControl control={control} id={id} binding={binding} error={error} fileControl={fileControl} />;
}

/** Keeps the place of a switch field while its controlling field has no value, so no field below moves. */
export function SwitchSlot({ name, note, width }: { name: string; note: string; width: 'half' | 'full' }) {
  return (
    <div className={[styles.slot, width === 'full' ? styles.full : ''].filter(Boolean).join(' ')} data-slot={name}>
      <span className={styles.label} aria-hidden="true">
        &nbsp;
      </span>
      <p className={styles.slotNote}>{note}</p>
    </div>
  );
}
