import type { CompletedDetailRow } from '../../../../src/shared/contract/activity';
import type { User } from '../../../../src/shared/contract/users';

export function user(id: string, name: string, email = `${name.toLowerCase()}@example.com`, username = name.toLowerCase()): User {
  return { id, name, username, email, isAdmin: false, emailVerified: true, forwardEmail: null, client_ids: [], createdAt: '2026-01-01T00:00:00Z' };
}

export function record(itemType: CompletedDetailRow['itemType'], itemId: string, timestamp: string, description = `About ${itemId}`): CompletedDetailRow {
  return { itemType, itemId, description, timestamp, count: 1 };
}
