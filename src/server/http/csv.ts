import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null;

/**
 * How the API writes CSV files: CRLF lines, and a cell that starts as a formula does (= + - @,
 * a tab or a carriage return) written as text, with a leading apostrophe, so a spreadsheet never
 * runs it. Papa's own pattern for `escapeFormulae: true` lets such a cell through when it holds
 * a line break.
 */
export const CSV = { newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ };

/** Rows as CSV text, each line ended. */
export const csvLines = (rows: CsvCell[][]): string => (rows.length === 0 ? '' : `${Papa.unparse(rows, CSV)}\r\n`);

/**
 * A CSV file as it is sent: a byte-order mark (how Excel knows the file is UTF-8), the header,
 * then each chunk of rows as it comes.
 */
export async function* csvFile<T>(header: readonly string[], chunks: AsyncIterable<T[]>, cells: (item: T) => CsvCell[][]): AsyncGenerator<string> {
  yield `\uFEFF${csvLines([[...header]])}`;
  for await (const items of chunks) {
    const text = csvLines(items.flatMap(cells));
    if (text) yield text;
  }
}
