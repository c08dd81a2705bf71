/**
 * Text as it is stored: lone UTF-16 surrogates become U+FFFD and NUL characters go. Neither
 * database stores either faithfully (PostgreSQL refuses NUL in text; SQLite's UTF-8 cannot hold
 * a lone surrogate, so what is read back differs from what was written), so every text that
 * arrives from outside passes through here once, at the edge: request bodies, queries and path
 * parameters (http/cleanInput.ts), form fields and file names, and parsed mail and PDFs.
 */
export function cleanText(text: string): string {
  const wellFormed = text.isWellFormed() ? text : text.toWellFormed();
  return wellFormed.includes('\0') ? wellFormed.replaceAll('\0', '') : wellFormed;
}

/** A nullable text, cleaned when present. */
export const cleanOptional = (text: string | null | undefined): string | null | undefined => (typeof text === 'string' ? cleanText(text) : text);

/**
 * Every string inside a parsed JSON value, cleaned in place; objects and arrays are walked with a
 * stack of their own, since a body may nest deeper than the call stack goes.
 */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next !== 'object') continue;
    const record = next as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') record[key] = cleanText(item);
      else if (item && typeof item === 'object') pending.push(item);
    }
  }
  return value;
}
