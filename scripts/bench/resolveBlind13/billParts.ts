import { CLIENT_NAME, CLIENT_SHORT, type Office } from './client';
import type { PropRec, PropertyKind, VendorRec } from './model';
import type { Rng } from './rng';
import { printAddress } from './streets';
import { type BillDate, fillFormat, formatDate, misspell, money, titleCase } from './text';

/* Pieces of bill text: names as printed, the bill-to block, money lines, numbers and dates. */

const NICK_SUFFIX: Record<PropertyKind, readonly string[]> = {
  garden: ['Apts', 'Apartments', 'Apt Homes', 'APTS'],
  student: ['Student Apts', 'Student Housing', 'Student Living'],
  senior: ['Sr Living', 'Senior', 'Retirement', 'Sr. Apts'],
  strip: ['SC', 'Shopping Ctr', 'Plaza', 'Shops'],
  office: ['Office Bldg', 'Prof Bldg', 'Office Park', 'Offices'],
  hoa: ['HOA', 'Condo Assn', 'Owners Assn', 'Condos'],
  mhc: ['MHP', 'Mobile Park', 'MH Park', 'Mobile Home Pk'],
  smallmf: ['', 'Rental', 'Units'],
};

/** How a bill names the property: official name, a directory alias, or a nickname of the stem. */
export function propertyNameAsPrinted(rng: Rng, p: PropRec): string {
  const r = rng.next();
  if (p.formerName && r < 0.12) return p.formerName;
  if (r < 0.4) return rng.chance(0.15) ? p.name.toUpperCase() : p.name;
  if (r < 0.6 && p.aliases.length > 0) return rng.pick(p.aliases);
  if (p.kind === 'smallmf') return rng.chance(0.5) ? p.name : `${p.stem} ${rng.pick(NICK_SUFFIX.smallmf)}`.trim();
  const forms = [p.stem, `${p.stem} ${rng.pick(NICK_SUFFIX[p.kind])}`, `${p.stem} ${rng.pick(NICK_SUFFIX[p.kind])}`.toUpperCase(), p.stem.replace(/\s+/g, ''), `The ${p.stem}`];
  return rng.pick(forms);
}

export function labelled(rng: Rng, text: string): string {
  const label = rng.pick(['Job site: ', 'Property: ', 'Location: ', 'Community: ', 'Svc Loc: ', 'Project: ', 'Job Name: ', 'Site: ', '', '']);
  return label + text;
}

/** The owning entity's name on tax bills and insurance policies. */
export function ownerEntity(rng: Rng, p: PropRec): string {
  if (p.kind === 'hoa') return p.name;
  const base = p.kind === 'smallmf' ? `${p.addr.num} ${p.addr.street.name}` : p.stem;
  return `${base} ${rng.pick(['Owner LLC', 'Holdings LLC', 'Investors LP', 'Partners LLC', 'Property LLC'])}`;
}

/** The vendor's name as the payee line reads it. */
export function payeeAsPrinted(rng: Rng, v: VendorRec): string {
  const r = rng.next();
  if (r < 0.5) return v.name;
  if (r < 0.68 && v.aliases.length > 0) return rng.pick(v.aliases);
  if (r < 0.8) return v.name.toUpperCase();
  if (r < 0.9) return v.name.replace(/,?\s+(LLC|Inc\.?|Co|Company|Corp|L\.L\.C\.|PLLC|Services LLC|Group)$/i, '');
  if (r < 0.95) return titleCase(v.name);
  const words = v.name.split(' ');
  const i = words.findIndex((w) => w.length >= 6 && /^[A-Za-z]+$/.test(w));
  if (i < 0) return v.name;
  words[i] = misspell(rng, words[i] ?? '');
  return words.join(' ');
}

export function billToBlock(rng: Rng, office: Office, p: PropRec, withProperty: boolean): string[] {
  const who = rng.pick([CLIENT_NAME, CLIENT_SHORT, `${CLIENT_NAME}, Agent`]);
  const lines: string[] = [];
  lines.push(withProperty ? `${propertyNameAsPrinted(rng, p)} c/o ${who}` : who);
  if (rng.chance(0.4)) lines.push(rng.pick(['Attn: Accounts Payable', 'ATTN: AP Dept', 'Attn: Property Accounting']));
  const addr = printAddress(rng, office.addr, { noise: 'clean', multiline: true, upper: rng.chance(0.3), inline: office.suite });
  lines.push(...addr.split('\n'));
  return lines;
}

export interface Money {
  lines: { description: string; cents: number }[];
  total: number;
}

export function priceLines(rng: Rng, descriptions: readonly string[], amount: readonly [number, number]): Money {
  const totalTarget = Math.round((amount[0] + (amount[1] - amount[0]) * rng.next() ** 2) * 100);
  const n = descriptions.length;
  const lines = descriptions.map((description, i) => {
    const share = i === 0 ? 0.55 + 0.35 * rng.next() : (0.45 * rng.next()) / Math.max(1, n - 1);
    return { description, cents: Math.max(100 + rng.int(0, 900), Math.round(totalTarget * share)) };
  });
  return { lines, total: lines.reduce((s, l) => s + l.cents, 0) };
}

export function moneyLines(rng: Rng, m: Money): string[] {
  const out = m.lines.map((l) => `${l.description}${rng.chance(0.5) ? '  ' : ' .... '}$${money(l.cents)}`);
  out.push(`${rng.pick(['Total Due', 'TOTAL AMOUNT DUE', 'Amount Due', 'Balance Due', 'Total'])}: $${money(m.total)}`);
  return out;
}

export function billDate(rng: Rng): BillDate {
  const m = rng.int(7, 12);
  return { y: 2025, m, d: rng.int(1, m === 12 ? 20 : 28) };
}

export function invoiceNumber(rng: Rng): string {
  return fillFormat(rng, rng.pick(['INV-#####', '######', 'A#####', '2025-####', '#####-##', 'SI#######']));
}

export function dateLine(rng: Rng, label: string, d: BillDate): string {
  return `${label}: ${formatDate(rng, d)}`;
}
