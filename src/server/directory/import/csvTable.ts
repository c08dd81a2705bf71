import { isUtf8 } from 'node:buffer';
import Papa from 'papaparse';
import type { ImportError } from '../../../shared/contract/directory';

/** Longer than any row of a directory; a file with a longer line is not one (and is not parsed). */
export const MAX_LINE_CHARACTERS = 100_000;
/** Rows of one file, past any client's directory. */
export const MAX_ROWS = 200_000;

/** A data row: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cell(column: string): string;
}

export interface CsvTable {
  /** The columns the header names, as this module writes them (e.g. senderEmails). */
  columns: Set<string>;
  rows: CsvRow[];
}

/** A header as it is compared: "Sender E-mails", "sender_emails" and "senderEmails" are one. */
const headerKey = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** Where the first byte that is not UTF-8 lies, as a line of the file. */
function firstBadLine(bytes: Buffer): number {
  let line = 1;
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i] as number;
    if (byte === 0x0a) line += 1;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0 || !isUtf8(bytes.subarray(i, i + length))) return line;
    i += length;
  }
  return line;
}

/** A file as text, or, when it is not UTF-8, the line of its first stray byte. */
export type DecodedCsv = { text: string } | { badLine: number };

/** The file as text, without its byte-order mark. */
export function decodeCsv(bytes: Buffer): DecodedCsv {
  if (!isUtf8(bytes)) return { badLine: firstBadLine(bytes) };
  const text = bytes.toString('utf8');
  return { text: text.startsWith('\uFEFF') ? text.slice(1) : text };
}

/** The first line longer than MAX_LINE_CHARACTERS, if any: such a file is refused before it is parsed. */
function overlongLine(text: string): number | undefined {
  let line = 1;
  for (let start = 0; start < text.length; line += 1) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > MAX_LINE_CHARACTERS) return line;
    start = stop + 1;
  }
  return undefined;
}

/**
 * An export escapes a cell that would start a formula with an apostrophe (http/csv.ts); an
 * import takes it off again, so a file exported and imported again keeps its text. Any other
 * text, a formula included, is taken as it is.
 */
const unescapeCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A CSV file's header and rows. Columns may come in any order, headers in any case; columns
 * not in `known` are ignored, and those in `required` must be there. Rows whose cells are all
 * blank are skipped. Problems with the file as a whole answer `errors` and no rows.
 */
export function readCsvTable(text: string, known: readonly string[], required: readonly string[]): { table: CsvTable; errors: [] } | { table: null; errors: ImportError[] } {
  const tooLong = overlongLine(text);
  if (tooLong !== undefined) {
    return { table: null, errors: [{ row: tooLong, column: null, message: `Row ${tooLong} is longer than ${MAX_LINE_CHARACTERS.toLocaleString('en-US')} characters; this is not a CSV file of the directory.` }] };
  }
  const records: { line: number; cells: string[] }[] = [];
  const errors: ImportError[] = [];
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (let i = text.indexOf('\n', counted); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
    counted = Math.max(counted, offset);
    return line;
  };
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    step: (result, parser) => {
      const at = lineAt(start);
      start = result.meta.cursor;
      for (const error of result.errors) if (error.code === 'MissingQuotes') errors.push({ row: at, column: null, message: `Row ${at} opens a quoted cell that is never closed.` });
      if (records.length > MAX_ROWS) {
        errors.push({ row: at, column: null, message: `The file has more than ${MAX_ROWS.toLocaleString('en-US')} rows.` });
        parser.abort();
        return;
      }
      records.push({ line: at, cells: result.data });
    },
  });
  if (errors.length > 0) return { table: null, errors };

  const [header, ...data] = records;
  const positions = new Map<string, number>();
  const byKey = new Map(known.map((column) => [headerKey(column), column]));
  (header?.cells ?? []).forEach((name, index) => {
    const column = byKey.get(headerKey(name.trim()));
    if (!column) return;
    if (positions.has(column)) errors.push({ row: 1, column, message: `The column ${column} appears twice in the header.` });
    positions.set(column, index);
  });
  for (const column of required) {
    if (positions.has(column)) continue;
    const separator = /[;\t]/.test(header?.cells.join(',') ?? '') ? ' (columns must be separated by commas)' : '';
    errors.push({ row: 1, column, message: `The header has no ${column} column${separator}; the first row must name the columns: ${known.join(', ')}.` });
  }
  if (errors.length > 0) return { table: null, errors };

  const rows = data
    .filter((record) => record.cells.some((cell) => cell.trim() !== ''))
    .map(({ line, cells }) => ({
      line,
      cell: (column: string) => {
        const index = positions.get(column);
        return index === undefined ? '' : unescapeCell((cells[index] ?? '').trim());
      },
    }));
  return { table: { columns: new Set(positions.keys()), rows }, errors: [] };
}
