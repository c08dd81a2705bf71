import type { User } from '../../../shared/contract/users';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** SPEC.md section 5: the admin list is sorted by name (case and accents aside); so is the client menu. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => byName.compare(a.name, b.name));
}

/** SPEC.md section 5 "User search": a case-insensitive substring of the name or the e-mail. */
export function filterUsers(users: readonly User[], query: string): User[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...users];
  return users.filter((user) => user.name.toLocaleLowerCase().includes(needle) || user.email.toLocaleLowerCase().includes(needle));
}

/** What the panel calls a user in its labels and messages: the name, else the e-mail. */
export const displayName = (user: Pick<User, 'name' | 'email'>): string => user.name || user.email;
