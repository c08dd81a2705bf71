import type { Client } from '../../../shared/contract/clients';

/** The name from its first letter or digit on; null for a name without one. */
function sortKey(name: string): string | null {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? name.slice(match.index) : null;
}

// Base sensitivity: case and accents do not count, so "é" files under "e".
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * SPEC.md section 2: clients sorted by the first alphanumeric character of the name, ignoring
 * case, so "(Old) Maple Court" files under O; equal first characters fall back to the rest of the
 * name (leading punctuation still ignored), then to the full name.
 */
export function sortClients<T extends Pick<Client, 'name'>>(clients: readonly T[]): T[] {
  return [...clients].sort((a, b) => {
    const ka = sortKey(a.name);
    const kb = sortKey(b.name);
    if (ka === null || kb === null) return ka === kb ? byName.compare(a.name, b.name) : ka === null ? 1 : -1;
    return byName.compare(ka.charAt(0), kb.charAt(0)) || byName.compare(ka, kb) || byName.compare(a.name, b.name);
  });
}

/** The sidebar search: a case-insensitive substring of the name. */
export function filterClients<T extends Pick<Client, 'name'>>(clients: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? clients.filter((c) => c.name.toLocaleLowerCase().includes(needle)) : [...clients];
}
