import type { User } from '../../../shared/contract/users';

/** How a user is named on this screen: the name, else the username, else the e-mail. */
export const userName = (user: Pick<User, 'name' | 'username' | 'email'>): string => user.name || user.username || user.email;

/** By name, ignoring case and accents, so the first is the one SPEC.md selects by default. */
export const sortUsers = (users: readonly User[]): User[] => [...users].sort((a, b) => userName(a).localeCompare(userName(b), 'en', { sensitivity: 'base' }));

/** The users whose username, e-mail or name holds `query`, ignoring case; a blank query keeps all. */
export function matchUsers(users: readonly User[], query: string): User[] {
  const term = query.trim().toLowerCase();
  if (!term) return [...users];
  return users.filter((user) => [user.username, user.email, user.name].some((field) => field?.toLowerCase().includes(term)));
}
