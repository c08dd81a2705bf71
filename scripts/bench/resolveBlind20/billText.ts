/** The whole-bill text: header, remit box, account, service block, property, bill-to, lines, total. */
import { MANAGER, officeText } from './addressBook';
import type { VendorRec } from './model';
import { pad, type Rng } from './prng';

export interface TextParts {
  vendor: VendorRec;
  payee: string | null;
  remitPrinted: string | null;
  accounts: string[];
  addrLabel: string;
  addrs: string[];
  unitText: string | null;
  propText: string | null;
  behalf: string | null;
  lines: { description: string; amount: number }[];
  kind: string;
  officeIdx: number;
}

function date(rng: Rng): string {
  const m = rng.int(1, 9);
  const d = rng.int(1, 28);
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
  return rng.pick([`${pad(m, 2)}/${pad(d, 2)}/2025`, `2025-${pad(m, 2)}-${pad(d, 2)}`, `${names[m - 1] ?? 'March'} ${d}, 2025`]);
}

export function billText(t: TextParts, rng: Rng): string {
  const out: string[] = [];
  out.push(t.payee ?? '');
  if (t.remitPrinted) out.push(`${rng.pick(['Remit to: ', 'Remit Payment To: ', 'Mail payments to: ', ''])}${t.remitPrinted}`);
  out.push(`Phone ${t.vendor.phone}`);
  const doc = t.kind === 'utility' ? 'STATEMENT' : t.kind === 'tax' ? 'NOTICE OF AD VALOREM TAXES AND NON-AD VALOREM ASSESSMENTS' : t.kind === 'assessment' ? 'ASSESSMENT STATEMENT' : 'INVOICE';
  out.push(`${doc}  #${rng.int(10000, 9999999)}   Date: ${date(rng)}   Due: ${date(rng)}`);
  for (const a of t.accounts) out.push(`${rng.pick(['Account Number: ', 'Account #', 'Acct No. ', t.kind === 'tax' ? 'Folio / Parcel: ' : 'Customer #: '])}${a}`);
  for (const a of t.addrs) out.push(`${t.addrLabel}:\n${a}`);
  if (t.unitText) out.push(`${rng.pick(['Unit: ', 'Apt: ', 'Location: ', ''])}${t.unitText}`);
  if (t.propText) out.push(t.propText);
  out.push(`Bill To:\n${MANAGER.name.toUpperCase()}\n${officeText(t.officeIdx)}`);
  let total = 0;
  for (const l of t.lines) {
    out.push(`${l.description.padEnd(34, '.')} ${l.amount.toFixed(2)}`);
    total += l.amount;
  }
  out.push(`TOTAL AMOUNT DUE  $${total.toFixed(2)}`);
  if (t.behalf) out.push(`Payment processed on behalf of ${t.behalf}`);
  return out.filter((l) => l !== '').join('\n');
}
