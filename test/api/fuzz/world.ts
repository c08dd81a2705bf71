import type { TestAccount } from '../helpers/accounts';
import { seedAttachment, seedEmail, seedInvoice, seedReport, seedWorld } from '../helpers/seed';
import type { TestApp } from '../helpers/testApp';
import type { Role } from './model';

/**
 * What a fuzzed request meets: the callers, clients each with e-mails, invoices, a PDF and a
 * report, and an e-mail that arrived through intake with a hostile subject, as mail does. Each
 * route is fuzzed on an app of its own and a DELETE on a world of its own (fuzzRoute.ts), so
 * what one request deletes cannot leave the rest of the run nothing to work on.
 */
export interface FuzzWorld {
  admin: TestAccount;
  member: TestAccount;
  fixed: Record<FixedRole, string>;
}

type FixedRole = Exclude<Role, `newest${string}`>;

export const CLIENT_ADDRESS = 'bills@maple.example';

/** A subject that decodes to a lone surrogate, then NUL and a right-to-left override. */
const HOSTILE_MAIL = `From: Vendor <billing@vendor.example>\r\nTo: ${CLIENT_ADDRESS}\r\nSubject: =?UTF-16BE?B?2AAAeA==?= =?UTF-8?B?AA==?= \u202Eevil\r\nMessage-ID: <hostile@vendor.example>\r\n\r\nHello`;

export async function seedFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const { admin, member, outsider, client, otherClient } = await seedWorld(t);
  // The address moves to the newest world: a DELETE's run seeds one world after another.
  await t.ctx.db.kysely.updateTable('clients').set({ forward_email: null }).where('forward_email', '=', CLIENT_ADDRESS).execute();
  await t.ctx.db.kysely.updateTable('clients').set({ forward_email: CLIENT_ADDRESS }).where('id', '=', client.id).execute();
  const email = await seedEmail(t, client.id, { raw: Buffer.from('Subject: Invoice attached\r\n\r\nPlease find the invoice attached.') });
  const otherEmail = await seedEmail(t, otherClient.id);
  const attachment = await seedAttachment(t, client.id, { email_id: email.id });
  const invoice = await seedInvoice(t, client.id, {}, [{ description: 'Pipe repair', amount_cents: 12345 }]);
  const linkedInvoice = await seedInvoice(t, client.id, { email_id: email.id, attachment_id: attachment.id });
  const otherInvoice = await seedInvoice(t, otherClient.id);
  const report = await seedReport(t, client.id, { email_id: email.id });
  const received = await t.app.inject({ method: 'POST', url: '/api/emails', headers: admin.auth, payload: { raw: HOSTILE_MAIL, clientId: client.id } });
  if (received.statusCode >= 300) throw new Error(`The world's intake e-mail was refused: ${received.statusCode} ${received.body}`);
  return {
    admin,
    member,
    fixed: {
      admin: admin.id,
      member: member.id,
      outsider: outsider.id,
      client: client.id,
      otherClient: otherClient.id,
      email: email.id,
      intakeEmail: (received.json() as { email: { id: string } }).email.id,
      otherEmail: otherEmail.id,
      invoice: invoice.id,
      linkedInvoice: linkedInvoice.id,
      otherInvoice: otherInvoice.id,
      attachment: attachment.id,
      report: report.id,
      adminAddress: admin.email,
      memberAddress: member.email,
      clientAddress: CLIENT_ADDRESS,
    },
  };
}

const NEWEST = { newestEmail: 'emails', newestInvoice: 'invoices', newestClient: 'clients', newestUser: 'users' } as const;

/** The id (or address) a role stands for; the newest rows are what earlier requests created. */
export async function resolveRole(t: TestApp, world: FuzzWorld, role: Role): Promise<string> {
  if (role in NEWEST) {
    const table = NEWEST[role as keyof typeof NEWEST];
    const row = await t.ctx.db.kysely.selectFrom(table).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.id ?? 'none';
  }
  return world.fixed[role as FixedRole];
}
