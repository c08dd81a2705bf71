import type { DirectoryKind } from '../../../shared/contract/directory';

/**
 * The CSV columns of each kind of directory entry, in the order an export writes them; an
 * import takes them in any order and ignores others. Lists (aliases, sender addresses) are
 * separated by semicolons within their cell.
 */
export const DIRECTORY_COLUMNS: Record<DirectoryKind, { columns: readonly string[]; required: readonly string[] }> = {
  properties: { columns: ['name', 'aliases', 'address', 'city', 'state', 'zip'], required: ['name'] },
  units: { columns: ['property', 'unit', 'address'], required: ['property', 'unit'] },
  vendors: { columns: ['name', 'aliases', 'senderEmails', 'accountNumber', 'property', 'unit', 'defaultGlAccount', 'remitTo', 'taxId'], required: ['name'] },
  'gl-accounts': { columns: ['number', 'name'], required: ['number', 'name'] },
};

export const LIST_SEPARATOR = ';';

/** A list cell: "Maple; Maple Ct" → ["Maple", "Maple Ct"]. */
export const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

export const joinList = (items: readonly string[]) => items.join(`${LIST_SEPARATOR} `);
