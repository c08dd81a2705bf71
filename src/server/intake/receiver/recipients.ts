import type { Kysely } from 'kysely';
import { createClientsRepository } from '../../db/repositories/clients';
import type { Database } from '../../db/schema';
import { normaliseAddress, withoutPlusTag } from '../mime/addresses';

/**
 * The client whose Smart Bill Entry address this is, ignoring case; `name+tag@domain` is
 * `name@domain` unless a client has the tagged address itself. Null for anyone else's.
 */
export function createRecipientResolver(db: Kysely<Database>) {
  const clients = createClientsRepository(db);
  return async function clientFor(address: string): Promise<string | null> {
    const exact = normaliseAddress(address);
    if (!exact.includes('@')) return null;
    const direct = await clients.findByForwardEmail(exact);
    if (direct) return direct.id;
    const untagged = withoutPlusTag(exact);
    return untagged ? ((await clients.findByForwardEmail(untagged))?.id ?? null) : null;
  };
}

export type RecipientResolver = ReturnType<typeof createRecipientResolver>;
