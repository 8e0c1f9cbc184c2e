/**
 * What ties a control to the form's state, shared by the form, its field renderer and
 * the file control the job application passes in (so neither imports the other).
 */
import type { ChangeEvent, FocusEvent } from 'react';
import type { FileField } from '../../forms/types.ts';

export type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** react-hook-form's `register`, or a controller's `field`, as the control takes it. */
export interface Binding {
  name: string;
  ref: (instance: HTMLElement | null) => void;
  onChange: (event: ChangeEvent<ControlElement>) => unknown;
  onBlur: (event: FocusEvent<ControlElement>) => unknown;
  /** Only for a controlled control (a switch case); others keep their value in the DOM. */
  value?: string;
}

/** What a file control (FileDropZone) is given by the field that shows it. */
export interface FileControlProps {
  control: FileField;
  id: string;
  describedBy: string;
  invalid: boolean;
  binding: Binding;
}
