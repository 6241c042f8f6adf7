/**
 * The one rule for every CSV file the product writes (issue 42, OWASP "CSV Injection"): a text
 * cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is neutralised with a
 * leading apostrophe, so a spreadsheet opening the file shows the text instead of running it as
 * a formula (`=HYPERLINK(…)`, `@SUM(…)`, `-2+3+cmd|' /C calc'!A0`). Numbers the server writes
 * (JavaScript numbers, negative ones too) are left as they are: they hold no formula. Use
 * {@link csvText} for any new CSV (the transaction export, the audit export).
 */
import { stringify } from 'csv-stringify/sync';

/** The characters a spreadsheet reads as the start of a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` as a CSV cell that no spreadsheet runs: an apostrophe before a formula's first character. */
export function neutralizeCsvCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: text (neutralised), a number (written as it is), or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * The text of a CSV file of `rows` (the heading row included), every text cell passed through
 * {@link neutralizeCsvCell}. A number cell is written by `numberText` (its value and column
 * index; `String` by default), never neutralised: a decimal comma or a minus sign of the server's
 * own figures stays readable as a number. `delimiter` defaults to `,`; `bom` puts a UTF-8 byte
 * order mark in front and `windows` ends records with CRLF (what Excel expects of a `;` file in Belgium).
 */
export function csvText(
  rows: CsvCell[][],
  options: {
    delimiter?: string;
    bom?: boolean;
    windows?: boolean;
    numberText?: (value: number, column: number) => string;
  } = {},
): string {
  const numberText = options.numberText ?? String;
  const cells = rows.map((row) =>
    row.map((cell, column) =>
      typeof cell === 'string' ? neutralizeCsvCell(cell) : typeof cell === 'number' ? numberText(cell, column) : '',
    ),
  );
  return stringify(cells, {
    delimiter: options.delimiter ?? ',',
    bom: options.bom ?? false,
    record_delimiter: options.windows ? 'windows' : 'unix',
  });
}
