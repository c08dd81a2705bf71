import type { AuthUser } from '../../auth/guard';
import type { Repositories } from '../../db/repositories';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { unique } from '../mime/addresses';
import { readHeaderFields } from '../mime/headerFields';
import type { RecipientResolver } from './recipients';

/**
 * The clients an HTTP submission is for: the explicit clientId, or else the clients whose
 * Smart Bill Entry addresses are among the recipients, as SMTP routes them. A regular user
 * may submit only to clients associated with them; an admin to any.
 */
export async function submissionTargets(
  repos: Repositories,
  clientFor: RecipientResolver,
  user: AuthUser,
  submission: { raw: Buffer; clientId: string | null },
): Promise<string[]> {
  const allowed = async (id: string) => user.isAdmin || (await repos.userClients.isAssociated(user.id, id));

  if (submission.clientId) {
    if (!(await repos.clients.findById(submission.clientId))) throw notFound('Client not found');
    if (!(await allowed(submission.clientId))) throw forbidden('You can only submit e-mails to clients associated with you.');
    return [submission.clientId];
  }
  const { recipients } = await readHeaderFields(submission.raw);
  const matched = unique((await Promise.all(recipients.map(clientFor))).filter((id): id is string => id !== null));
  if (matched.length === 0) {
    throw badRequest('No recipient of this e-mail is a client\'s Smart Bill Entry address: pass clientId to choose the client.');
  }
  const permitted: string[] = [];
  for (const id of matched) if (await allowed(id)) permitted.push(id);
  if (permitted.length === 0) throw forbidden('You can only submit e-mails to clients associated with you.');
  return permitted;
}
