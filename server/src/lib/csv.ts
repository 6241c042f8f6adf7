/**
 * CSV as the product writes it for people who open it in a spreadsheet (issue 42 "Exports are safe
 * to open"): `;` between cells and CRLF between rows, as Excel reads them in Belgium, and every
 * text cell that a spreadsheet would take for a formula neutralised (OWASP "CSV injection").
 */
import { stringify } from 'csv-stringify/sync';

/** The first characters that make a spreadsheet read a cell as a formula or a control: `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * `value` safe to open in a spreadsheet: a text beginning with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe, so it shows as text and never runs; numbers, null
 * (an empty cell) and other texts are left as they are.
 */
export function neutralizeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** `rows` as CSV lines (`;`, CRLF after each, quoted where needed), every cell through {@link neutralizeCell}. No BOM. */
export function csvRows(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeCell)),
    { delimiter: ';', record_delimiter: 'windows' },
  );
}
