/**
 * The vocabulary of a form definition. A definition says everything about a form
 * once: its fields, how they are labelled and laid out, their options, and the
 * rules with their messages. The page renders from it (app/components/forms/SiteForm.tsx),
 * its zod schema (schema.ts) is built from it for the browser and the server, and the
 * server stores with it (server/routes/forms.ts).
 */

/** One entry of a select or a radio group: the value sent, and the text shown if it differs. */
export interface Option {
  readonly value: string;
  readonly label?: string;
}

/** Half-width fields sit two to a row on wide screens; full-width fields take the row. */
export type Width = 'half' | 'full';

/** A check on a non-empty text value; the first failing rule's message is shown. */
export type Rule =
  /** A plausible e-mail address (the HTML standard's syntax, with a dot in the domain). */
  | { readonly type: 'email'; readonly message: string }
  /** Decimal digits only. */
  | { readonly type: 'digits'; readonly message: string }
  /** A length in characters between min and max, both inclusive. */
  | { readonly type: 'length'; readonly min: number; readonly max?: number; readonly message: string }
  /** None of these characters (an e-mail address with ?, & or % could rewrite a mailto: link). */
  | { readonly type: 'forbidden'; readonly characters: string; readonly message: string }
  /**
   * A real calendar date, YYYY-MM-DD (what `<input type="date">` sends), from today to
   * `maxDaysAhead` days ahead. "Today" is today anywhere on Earth (see `dateBounds`),
   * so the browser and the server agree whatever their time zones.
   */
  | { readonly type: 'date'; readonly maxDaysAhead: number; readonly message: string };

interface FieldBase {
  /** The name sent to the server, as the original API names it. */
  readonly name: string;
  readonly label: string;
  /** Example shown inside an empty control (placeholder) or as its empty option. */
  readonly hint?: string;
  /** A short note under the label, read by screen readers with the control. */
  readonly help?: string;
  /** The message shown when the field is empty; `false` makes the field optional. */
  readonly required: string | false;
  readonly width: Width;
  readonly autocomplete?: string;
}

export interface TextField extends FieldBase {
  readonly kind: 'text' | 'email' | 'tel' | 'date' | 'textarea';
  /**
   * Longest value accepted, in UTF-16 code units (what the input's maxlength counts):
   * a longer value is refused with `tooLong(maxLength)`, never cut.
   */
  readonly maxLength: number;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly rules?: readonly Rule[];
  /** Visible lines of a textarea. */
  readonly rows?: number;
}

export interface ChoiceField extends FieldBase {
  /** A select shows `hint` as its empty first option; a radio group shows all options. */
  readonly kind: 'select' | 'radio';
  readonly options: readonly Option[];
  /**
   * The message for a value that is not one of the options; without it, the required
   * message, or CHOICE_INVALID for an optional choice.
   */
  readonly invalid?: string;
}

export interface FileField extends FieldBase {
  readonly kind: 'file';
  /** Accepted file name extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** A file of this many bytes or more is refused. */
  readonly sizeLimit: number;
  readonly typeMessage: string;
  readonly sizeMessage: string;
}

/**
 * A field whose control depends on the value of another field (the hire form's
 * salary: an hourly-rate select or a monthly amount). With no matching case the
 * field is hidden, not sent, and not validated.
 */
export interface SwitchField {
  readonly kind: 'switch';
  readonly name: string;
  /** Name of the controlling field. */
  readonly on: string;
  readonly width: Width;
  /** One control per value of the controlling field; each carries this field's name. */
  readonly cases: Readonly<Record<string, TextField | ChoiceField>>;
}

export type Field = TextField | ChoiceField | FileField | SwitchField;

/** A group of fields with a visible heading (rendered as a fieldset and legend). */
export interface Section {
  readonly title?: string;
  readonly fields: readonly Field[];
}

export type FormId = 'contact' | 'hire' | 'job-apply';

export interface FormDefinition {
  readonly id: FormId;
  /** Accessible name of the form. */
  readonly title: string;
  /** The path the browser posts to and the server listens on. */
  readonly endpoint: string;
  readonly submitLabel: string;
  readonly sections: readonly Section[];
}

/** What the browser knows about a chosen file, and what the server knows about an upload. */
export interface FileInfo {
  readonly name: string;
  readonly size: number;
}

/** Values by field name: text as typed (validation trims), a file's name and size, or nothing. */
export type FormValues = Readonly<Record<string, string | FileInfo | undefined>>;

/** Error messages by field name; an empty object means the values are valid. */
export type FormErrors = Record<string, string>;
