/**
 * Lists are sorted in code rather than in SQL because the two dialects collate text
 * differently and both must answer the same order; the lists sorted this way are small.
 */
export function byName<T extends { name: string; id: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}
