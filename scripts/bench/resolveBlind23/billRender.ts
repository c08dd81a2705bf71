/**
 * Turns a plan into what extraction reads off the bill (BillInput): the fields, and the whole
 * text with dates, the bill-to block, line items and amounts.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import type { Plan } from './billPlan';
import { printAccount, printPayee, printPropText, printRemit } from './billPrint';
import { MANAGER, PLATFORMS } from './catalogFirms';
import { printAddress, unitPhrase } from './printing';
import { mulberry32 } from './rng';

const LOCALS = ['billing', 'noreply', 'ebill', 'statements', 'invoices', 'ar', 'accounts'];

function senderEmail(pl: Plan, r: () => number): string | null {
  if (pl.email === 'manager') return MANAGER.email;
  if (pl.email === 'platform') return PLATFORMS[pl.v.platform ?? '']?.email ?? null;
  if (pl.email !== 'vendor' || pl.v.emails.length === 0) return null;
  const e = pl.v.emails[Math.floor(r() * pl.v.emails.length)] ?? '';
  const addr = e.startsWith('@') ? `${LOCALS[Math.floor(r() * LOCALS.length)] ?? 'billing'}${e}` : e;
  return r() < 0.15 ? addr.replace(/^./, (c) => c.toUpperCase()).replace(/@(.)/, (_m, c: string) => `@${c.toUpperCase()}`) : addr;
}

const date = (day: number) => {
  const d = new Date(Date.UTC(2025, 0, 2) + day * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

export function render(pl: Plan): BillInput {
  const r = mulberry32(pl.seed);
  const day = Math.floor(r() * 170);
  const u = pl.u;
  const place = pl.site === 'property' ? pl.unitPlace : pl.unitPlace === 'none' ? 'none' : 'field';
  const unitText = u && place === 'field' ? unitPhrase(u, pl.unitVariant, true) : null;
  const unit = {
    inline: u && place === 'inline' ? unitPhrase(u, pl.unitVariant, false) : null,
    line: u && place === 'line' ? unitPhrase(u, pl.unitVariant, false) : null,
    fused: u && place === 'fused' ? `${pl.unitVariant % 2 === 0 ? '' : '-'}${u.shape.num}` : null,
  };
  const sites: string[] = [];
  if (pl.site === 'property') sites.push(printAddress(pl.p.addr, pl.p.place, pl.style, unit));
  if (pl.site === 'unit' && u?.addr) sites.push(printAddress(u.addr, pl.p.place, pl.style));
  const remit = pl.v.remit ? printRemit(pl.v.remit, pl.seed) : null;
  const office = `${MANAGER.name}\n${MANAGER.office}\n${MANAGER.city}, ${MANAGER.state} ${MANAGER.zip}`;
  const serviceAddresses = [...(pl.remit && remit && pl.remitFirst ? [remit] : []), ...sites, ...(pl.remit && remit && !pl.remitFirst ? [remit] : []), ...(pl.office ? [office] : [])];
  const payee = printPayee(pl.v, pl.payee, pl.seed);
  const accountNumbers = pl.acct ? [printAccount(pl.acct.number, pl.acctMode, pl.seed)] : [];
  const propertyText = printPropText(pl.p, pl.propText, pl.seed);
  const email = senderEmail(pl, r);
  const n = 1 + Math.floor(r() * Math.min(4, Math.max(1, pl.v.lines.length)));
  const lineItems = Array.from({ length: n }, (_, i) => ({ description: pl.v.lines[(pl.seed + i * 7) % Math.max(1, pl.v.lines.length)] ?? 'Service' }));
  const amounts = lineItems.map(() => Math.round(1500 + r() * 90_000) / 100);
  const head = { utility: 'STATEMENT', 'unit-meter': 'STATEMENT', tax: 'PROPERTY TAX STATEMENT', hoa: 'ASSESSMENT STATEMENT', hauler: 'INVOICE', branch: 'INVOICE', trade: 'INVOICE', 'default-site': 'INVOICE', 'no-clue': 'INVOICE' }[pl.kind];
  const acctLabel = pl.kind === 'tax' ? (r() < 0.5 ? 'Parcel No.' : 'Schedule Number') : pl.kind === 'trade' || pl.kind === 'branch' ? 'Customer #' : 'Account Number';
  const text = [
    payee ?? (r() < 0.5 ? pl.v.name : ''),
    pl.payee === 'platform' && r() < 0.5 ? `Payment processed by ${pl.v.platform ?? ''} on behalf of ${pl.v.name}` : '',
    remit && r() < 0.6 ? `Remit to: ${remit.replace(/\n/g, ', ')}` : '',
    `${head}${head === 'INVOICE' ? ` #${1000 + Math.floor(r() * 90_000)}` : ''}`,
    `Date: ${date(day)}    Due: ${date(day + 15 + Math.floor(r() * 16))}`,
    ...accountNumbers.map((a) => `${acctLabel}: ${a}`),
    ...sites.map((s) => `Service Address: ${s.replace(/\n/g, ', ')}`),
    propertyText ? propertyText : '',
    unitText ? `Unit: ${unitText}` : '',
    r() < 0.6 ? `Bill To: ${office.replace(/\n/g, ', ')}` : '',
    ...lineItems.map((l, i) => `${l.description}  $${(amounts[i] ?? 0).toFixed(2)}`),
    `Total Due: $${amounts.reduce((s, a) => s + a, 0).toFixed(2)}`,
    email ? `Questions? ${email}` : '',
  ].filter(Boolean).join('\n');
  return { payee, senderEmail: email, accountNumbers, serviceAddresses, propertyText, unitText, text, lineItems };
}
