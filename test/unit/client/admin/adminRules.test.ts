/** @jest-environment node */
import { displayName, filterUsers, sortByName } from '../../../../src/client/features/admin/userList';
import { user } from './fixtures';

describe('user list', () => {
  const list = [user('1', 'carla'), user('2', 'Ána'), user('3', 'Bob', { email: 'ops@Example.com' }), user('4', 'user10'), user('5', 'user9')];

  it('sorts by name, ignoring case and accents, numbers in order', () => {
    expect(sortByName(list).map((u) => u.name)).toEqual(['Ána', 'Bob', 'carla', 'user9', 'user10']);
  });

  it('matches a case-insensitive substring of the name or the e-mail', () => {
    expect(filterUsers(list, 'CAR').map((u) => u.id)).toEqual(['1']);
    expect(filterUsers(list, ' ops@ex ').map((u) => u.id)).toEqual(['3']);
    expect(filterUsers(list, 'example.com')).toHaveLength(5);
    expect(filterUsers(list, '')).toHaveLength(5);
  });

  it('calls a user without a name by their e-mail', () => {
    expect(displayName(user('6', '', { email: 'x@example.com' }))).toBe('x@example.com');
  });
});
