import type { ClientsRepository } from '../../db/repositories/clients';
import { normaliseAddress, withoutPlusTag } from '../mime/addresses';

/**
 * The client whose Smart Bill Entry address this is, ignoring case; `name+tag@domain` is
 * `name@domain` unless a client has the tagged address itself. Null for anyone else's.
 */
export function createRecipientResolver(clients: ClientsRepository) {
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
