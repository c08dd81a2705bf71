import type { Client } from '../../../../src/shared/contract/clients';
import type { User } from '../../../../src/shared/contract/users';

const client = (id: string, name: string): Client => ({ id, name, forwardEmail: null, appfolioUrl: null, createdAt: '', updatedAt: '' });

export const clients = [client('c1', 'Maple Court'), client('c2', 'Birch Apartments'), client('c3', 'Cedar Lofts')];

export function user(id: string, name: string, fields: Partial<User> = {}): User {
  return {
    id,
    name,
    username: name.toLowerCase(),
    email: `${name.toLowerCase()}@example.com`,
    isAdmin: false,
    emailVerified: true,
    forwardEmail: null,
    client_ids: [],
    createdAt: '2024-01-01T00:00:00Z',
    ...fields,
  };
}

/** u1 is the signed-in admin (the harness's "Ana"); the server lists them out of order. */
export const users = [user('u3', 'Carla', { email: 'carla@tenants.example' }), user('u1', 'Ana', { isAdmin: true, client_ids: ['c1'] }), user('u2', 'bob', { client_ids: ['c2'] })];
