/**
 * CSV export of a form's submissions: one row per submission, a column per field
 * (named as the field, holding what the inbox shows) plus the record's own columns.
 * Written by csv-stringify, with a byte-order mark so that spreadsheet programs read
 * it as UTF-8.
 *
 * Safe against spreadsheet formula injection (CSV injection), OWASP's advice: a cell
 * that starts with = + - @ or a tab or carriage return would be run as a formula by
 * Excel, LibreOffice or Google Sheets, so it is prefixed with a single quote, which
 * shows it as text. So is every line inside a cell that starts with one of them
 * (= + - @ or a tab after a line break), for a program that splits rows at line breaks.
 *
 * Every cell holding a line break (CR or LF, alone or together) is quoted, so a
 * multi-line message stays one cell of one row. (With the Windows record delimiter,
 * csv-stringify otherwise quotes only cells holding CR LF: a bare LF went out
 * unquoted and split the row.)
 */
import { stringify } from 'csv-stringify/sync';
import { fieldsOf, forms, type FormId } from '../../app/forms/index.ts';
import { ATTRIBUTION_FIELDS, sourceFields } from '../attribution.ts';
import type { SubmissionRow } from '../db/inbox.ts';
import { fieldViews } from '../submission-view.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A line break followed by a formula character: the quote goes between them. */
const FORMULA_LINE = /(\r\n|\r|\n)(?=[=+\-@\t])/g;

/** The text of a cell as a spreadsheet will show it, never as a formula, on none of its lines. */
export function safeCell(value: string): string {
  return (FORMULA_START.test(value) ? `'` : '') + value.replace(FORMULA_LINE, `$1'`);
}

export function submissionsCsv(form: FormId, rows: SubmissionRow[], resumes?: Map<string, string>): string {
  const fieldNames = fieldsOf(forms[form])
    .filter((field) => field.kind !== 'file')
    .map((field) => field.name);
  const header = [
    'id',
    'received_at',
    'stage',
    'spam',
    'owner',
    'follow_up_on',
    ...fieldNames,
    ...(resumes ? ['resume'] : []),
    ...ATTRIBUTION_FIELDS,
    'client_address',
    'user_agent',
  ];
  const records = rows.map((row) => [
    row.id,
    row.createdAt.toISOString(),
    row.stage,
    row.isSpam ? 'yes' : 'no',
    row.owner ?? '',
    row.followUpOn ?? '',
    ...fieldViews(form, row).map((field) => field.value),
    ...(resumes ? [resumes.get(row.id) ?? ''] : []),
    ...((fields) => ATTRIBUTION_FIELDS.map((name) => fields[name] ?? ''))(sourceFields(row)),
    row.clientAddress,
    row.userAgent,
  ]);
  return csvDocument([header, ...records]);
}

/** Rows of cells as a CSV file: every cell safe from formula injection, a byte-order mark, Windows line ends. */
export function csvDocument(rows: readonly (readonly unknown[])[]): string {
  const cells = rows.map((record) => record.map((cell) => safeCell(String(cell))));
  return '\uFEFF' + stringify(cells, { record_delimiter: 'windows', quote_record_delimiter: true });
}
