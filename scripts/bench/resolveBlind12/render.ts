/** The bill's whole text, laid out the way utilities, contractors, HOAs and towns lay theirs out. */
import { type GenProp, type GenVendor } from './model';
import { pad, type Rng } from './random';

export const MANAGER = {
  name: 'Charlesgate Residential Partners',
  domain: 'charlesgate-rp.com',
  office: 'Charlesgate Residential Partners\n101 Federal Street, Suite 1900\nBoston, MA 02110',
  sfrOffice: 'Charlesgate SFR Operations\n3500 Lenox Road NE, Suite 700\nAtlanta, GA 30326',
  mailbox: 'Charlesgate Residential\nPO Box 52210\nBoston, MA 02205-2210',
  shop: 'Charlesgate Maintenance Shop\n75 Foundry Lane\nSomerville, MA 02143',
  staff: ['maria.lopez', 'kevin.obrien', 'ap', 'invoices', 'jen.tran', 'dsullivan', 'sfr.ops', 'facilities', 'payables'],
};

export interface Sheet {
  vendor: GenVendor;
  prop: GenProp;
  /** Printed vendor name on the letterhead (null: none). */
  letterhead: string | null;
  showOffice: boolean;
  showRemit: boolean;
  showTaxId: boolean;
  account: string | null;
  /** Printed service address block (null: none) and its label. */
  service: string | null;
  serviceLabel: string;
  billTo: string;
  propertyText: string | null;
  unitLine: string | null;
  lines: string[];
  /** Free text that mentions the unit or the site ("Tenant: ... Apt 3"). */
  extra: string[];
  forward: { from: string; original: string | null; note: string | null } | null;
  sfr: boolean;
  /** Utility-style capitals on the letterhead. */
  upper: boolean;
}

function money(rng: Rng, lo: number, hi: number): number {
  return Math.round((lo + rng.next() * (hi - lo)) * 100) / 100;
}
function fmt(n: number): string {
  const [whole = '0', cents = '00'] = n.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function date(rng: Rng): string {
  return rng.pick([`${pad(rng.int(7, 9), 2)}/${pad(rng.int(1, 28), 2)}/2025`, `${rng.pick(['July', 'August', 'September'])} ${rng.int(1, 28)}, 2025`, `2025-0${rng.int(7, 9)}-${pad(rng.int(1, 28), 2)}`]);
}

function table(rng: Rng, lines: readonly string[]): { body: string[]; total: number } {
  let total = 0;
  const body = lines.map((l) => {
    const amt = money(rng, 8, 950);
    total += amt;
    const qty = rng.chance(0.3) ? `${rng.int(1, 6)}  ` : '';
    return `${qty}${l}    ${fmt(amt)}`;
  });
  return { body, total };
}

function website(v: GenVendor): string | null {
  return v.domain && !v.domain.endsWith('.gov') ? `www.${v.domain}` : v.domain;
}

export function renderText(rng: Rng, s: Sheet): string {
  const v = s.vendor;
  const out: string[] = [];
  if (s.forward) {
    out.push('---------- Forwarded message ---------');
    out.push(`From: ${s.forward.original ? `${s.letterhead ?? 'Billing'} <${s.forward.original}>` : 'Billing Dept'}`);
    out.push(`Date: ${date(rng)}`, `Subject: ${rng.pick(['Invoice', 'Your bill', 'Statement', 'Past due notice', 'Inv'])} ${rng.int(1000, 99999)}`, `To: ${s.forward.from}`, '');
    if (s.forward.note) out.push(s.forward.note, '');
  }
  const isUtility = ['electric', 'gas', 'water', 'cable', 'trash'].includes(v.kind);
  const upper = s.upper;
  const { body, total } = table(rng, s.lines);
  const head: string[] = [];
  if (s.letterhead) head.push(upper ? s.letterhead.toUpperCase() : s.letterhead);
  if (v.careOf && s.letterhead) head.push(`c/o ${v.careOf}`);
  if (s.showOffice) head.push(v.office);
  if (s.letterhead) head.push(`${rng.pick(['Phone', 'Tel', 'Customer Service', 'Ph'])}: ${v.phone}${website(v) && rng.chance(0.5) ? `   ${website(v)}` : ''}`);
  if (s.showTaxId && v.taxId) head.push(`${rng.pick(['Fed Tax ID', 'EIN', 'FEIN', 'Tax ID #'])}: ${v.taxId}`);
  out.push(...head, '');

  const kindTitle = v.kind === 'hoa' ? 'STATEMENT OF ACCOUNT' : v.kind === 'municipal' ? rng.pick(['FISCAL YEAR 2026 BILL', 'NOTICE OF AMOUNT DUE', 'INVOICE']) : isUtility ? rng.pick(['Your Bill', 'STATEMENT', 'Billing Statement']) : rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Bill']);
  out.push(kindTitle);
  out.push(`${rng.pick(['Invoice #', 'Invoice No.', 'Bill #', 'Statement #', 'Reference'])}: ${rng.chance(0.5) ? 'INV-' : ''}${rng.int(10000, 999999)}    Date: ${date(rng)}`);
  if (s.account) out.push(`${rng.pick(['Account Number', 'Account #', 'Acct No', 'Customer #', 'Customer No.', 'Your account'])}: ${s.account}`);
  const billTo = [`${rng.pick(['Bill To', 'BILL TO', 'Sold To', 'Customer', 'Mail To'])}:`, s.billTo];
  const site = s.service ? [`${s.serviceLabel}:`, s.service] : [];
  if (rng.chance(0.5)) out.push(...billTo, ...site);
  else out.push(...site, ...billTo);
  if (s.propertyText) out.push(`${rng.pick(['Job Name', 'Property', 'Job', 'Location', 'PO / Job', 'Community'])}: ${s.propertyText}`);
  if (s.unitLine) out.push(`${rng.pick(['Unit', 'Apt', 'Location', 'Unit/Apt', 'Space'])}: ${s.unitLine}`);
  out.push(...s.extra);
  if (isUtility) {
    const m = rng.int(5, 7);
    const day = rng.int(1, 28);
    out.push(`Service period ${pad(m, 2)}/${pad(day, 2)}/2025 - ${pad(m + 1, 2)}/${pad(Math.max(1, day - rng.int(0, 3)), 2)}/2025`);
  }
  out.push('', rng.pick(['Description    Amount', 'DESCRIPTION                 AMOUNT', 'Qty  Description  Total', 'Charges']), ...body, '');
  out.push(`${rng.pick(['Total Due', 'TOTAL AMOUNT DUE', 'Balance Due', 'Amount Due', 'Please Pay'])}: ${fmt(total)}`);
  if (s.showRemit && v.remitTo) out.push('', `${rng.pick(['Remit to', 'Please remit payment to', 'Make checks payable to ' + (s.letterhead ?? 'us') + ' and mail to', 'Send payment to'])}:`, v.remitTo);
  if (!isUtility && rng.chance(0.4)) out.push('', rng.pick(['Thank you for your business!', 'Net 30. 1.5% monthly finance charge on past due balances.', 'Questions? Call the office.', 'We appreciate your prompt payment.']));
  return out.join('\n');
}

/** The manager's bill-to block (never the property). */
export function billToBlock(rng: Rng, sfr: boolean, ownerEntity: string): string {
  const block = sfr ? MANAGER.sfrOffice : rng.chance(0.8) ? MANAGER.office : MANAGER.mailbox;
  return rng.chance(0.3) ? `${ownerEntity}\nc/o ${block}` : block;
}
