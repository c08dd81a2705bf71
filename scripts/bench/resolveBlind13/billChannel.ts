import { AP_INBOXES, type Office, PLATFORM_SENDERS } from './client';
import type { PropRec, VendorRec } from './model';
import type { Rng } from './rng';
import { type BillDate, formatDate } from './text';

/*
 * How the bill reached AP: e-mailed by the vendor, forwarded by the manager's staff (the sender
 * is then the forwarder), sent through an invoicing platform (a sender shared by many vendors),
 * or mailed and scanned (no sender; OCR slips live here).
 */

export type Channel = 'direct' | 'forwarded' | 'platform' | 'mail';

export function pickChannel(rng: Rng, v: VendorRec): Channel {
  const local = v.category === 'local' || v.category === 'admin';
  const ch = rng.weighted([['direct', 45], ['forwarded', 12], ['platform', local ? 14 : 0], ['mail', 35]] as const);
  if (ch === 'direct' && v.sendsFrom.length === 0) return local && rng.chance(0.5) ? 'platform' : 'mail';
  return ch;
}

export interface Wrapped {
  text: string;
  senderEmail: string | null;
}

export function wrap(rng: Rng, ch: Channel, v: VendorRec, p: PropRec, office: Office, doc: string, subject: string, date: BillDate): Wrapped {
  const to = rng.pick(AP_INBOXES);
  if (ch === 'mail') return { text: doc, senderEmail: null };
  if (ch === 'direct') {
    const from = rng.pick(v.sendsFrom);
    const body = rng.pick(['Please see attached invoice.', 'Attached is your invoice. Thank you!', '', 'Your statement is attached.']);
    return { text: `From: ${from}\nTo: ${to}\nSubject: ${subject}\n\n${body}\n\n[attachment text]\n${doc}`, senderEmail: from };
  }
  if (ch === 'platform') {
    const from = rng.pick(PLATFORM_SENDERS);
    const head = `${v.name} sent you an invoice`;
    return { text: `From: ${from}\nTo: ${to}\nSubject: ${head}\n\n${head}. View and pay online.\n\n${doc}`, senderEmail: from };
  }
  const forwarder = rng.weighted([[rng.pick(office.forwarders), 6], [p.siteEmail, 3], [rng.pick(AP_INBOXES), 1]] as const);
  const original = v.sendsFrom.length > 0 && rng.chance(0.8) ? rng.pick(v.sendsFrom) : null;
  const note = rng.pick(['Please pay.', 'FYI - please process', 'Pls code and pay, thx', '', 'Not sure if we got this one already.', 'Approved.']);
  const fwdHeader = original
    ? `---------- Forwarded message ---------\nFrom: ${rng.chance(0.5) ? `${v.name} <${original}>` : original}\nDate: ${formatDate(rng, date)}\nSubject: ${subject}`
    : '---------- Forwarded message ---------';
  return { text: `From: ${forwarder}\nTo: ${to}\nSubject: FW: ${subject}\n\n${note}\n\n${fwdHeader}\n\n${doc}`, senderEmail: forwarder };
}
