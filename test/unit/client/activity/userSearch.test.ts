import { matchUsers, sortUsers, userName } from '../../../../src/client/features/activity/userSearch';
import { user } from './fixtures';

const users = [user('u1', 'Ana Lopez', 'ana@example.com', 'ana'), user('u2', 'bob', 'Robert.Stone@Example.com', 'rstone'), user('u3', 'Émile Zola', 'ez@example.com', 'emile')];

describe('user search', () => {
  it('matches the username, the e-mail or the name, ignoring case', () => {
    expect(matchUsers(users, 'RSTONE').map((u) => u.id)).toEqual(['u2']);
    expect(matchUsers(users, 'robert.stone@').map((u) => u.id)).toEqual(['u2']);
    expect(matchUsers(users, 'lopez').map((u) => u.id)).toEqual(['u1']);
    expect(matchUsers(users, 'example.com').map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    expect(matchUsers(users, '  ana ').map((u) => u.id)).toEqual(['u1']);
  });

  it('keeps everyone for a blank search and no one for a miss', () => {
    expect(matchUsers(users, '   ')).toHaveLength(3);
    expect(matchUsers(users, 'zzz')).toEqual([]);
  });

  it('sorts by name, ignoring case and accents, so the first is the default', () => {
    expect(sortUsers([users[2]!, users[1]!, users[0]!]).map(userName)).toEqual(['Ana Lopez', 'bob', 'Émile Zola']);
  });

  it('names a user by name, else username, else e-mail', () => {
    expect(userName({ name: '', username: 'ana', email: 'a@x.io' })).toBe('ana');
    expect(userName({ name: '', username: '', email: 'a@x.io' })).toBe('a@x.io');
  });
});
