/*
 * Puts a bill together: letterhead, bill-to, service address block, account line, line items,
 * totals and remit-to, and the fields extraction lifted from it.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type PrintStyle, printCity, printStreet } from './addresses';
import { type Office, MANAGER } from './models';
import { typo } from './noise';
import { type Rng } from './prng';
import { type PropertyModel } from './properties';
import { printUnit, type UnitModel } from './units';

export interface Doc {
  payee: string | null;
  sender: string | null;
  accounts: string[];
  serviceAddresses: string[];
  propertyText: string | null;
  unitText: string | null;
  header: string[];
  title: string;
  blocks: string[][];
  lines: { description: string; amount: number }[];
  footer: string[];
}

export function newDoc(title: string): Doc {
  return { payee: null, sender: null, accounts: [], serviceAddresses: [], propertyText: null, unitText: null, header: [], title, blocks: [], lines: [], footer: [] };
}

function money(n: number): string {
  const [whole = '0', cents = '00'] = n.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

export function dateText(rng: Rng, month = rng.range(1, 9), day = rng.range(1, 28)): string {
  const y = 2025;
  const forms = [`${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`, `${month}/${day}/${y}`, `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'][month - 1]} ${day}, ${y}`];
  return rng.pick(forms);
}

export function amount(rng: Rng, lo: number, hi: number): number {
  return Math.round((lo + rng.next() * (hi - lo)) * 100) / 100;
}

export interface ServiceAddress {
  text: string;
  unitShown: boolean;
}

export interface AddressOptions {
  unit: UnitModel | null;
  /** Write the unit (when it has no address of its own). */
  showUnit: boolean;
  unitOwnLine: boolean;
  withCity: boolean;
  style: PrintStyle;
  /** A meter or location tag after the street ("IRRIG", "CLUBHOUSE"). */
  tag: string | null;
  multiline: boolean;
}

/** The property's (or the unit's own) address as a bill prints it. */
export function serviceAddress(rng: Rng, p: PropertyModel, o: AddressOptions): ServiceAddress | null {
  const own = o.unit?.address ?? null;
  const base = own ?? p.address;
  if (!base) return null;
  let street = printStreet(rng, base, o.style);
  let unitShown = own !== null;
  const parts: string[] = [];
  if (!own && o.unit && o.showUnit) {
    unitShown = true;
    if (o.unit.form === 'letter' && ['San Francisco', 'Oakland', 'Berkeley'].includes(p.city.name) && /^\d+$/.test(base.house) && street.startsWith(`${base.house} `) && rng.chance(0.15)) {
      street = street.replace(base.house, `${base.house}${o.unit.num}`);
    } else {
      const u = printUnit(rng, o.unit, o.style.upper);
      if (o.unitOwnLine) parts.push(u);
      else street = `${street}${rng.chance(0.6) ? ' ' : ', '}${u}`;
    }
  } else if (own && o.unit && o.unit.form === 'position' && o.showUnit && rng.chance(0.3)) {
    street = `${street} (${printUnit(rng, o.unit, o.style.upper)})`;
  }
  if (o.tag) street = `${street}${rng.chance(0.5) ? ' - ' : ' '}${o.tag}`;
  const city = o.withCity ? printCity(rng, base, o.style) : '';
  const lines = [street, ...parts];
  if (city) lines.push(city);
  const text = o.multiline ? lines.join('\n') : lines.join(rng.chance(0.7) ? ', ' : ' ');
  return { text, unitShown };
}

/** The property's name as a bill writes it. */
export function propertyName(rng: Rng, p: PropertyModel, noise: number): string {
  const r = rng.next();
  let name: string;
  const aliases = p.aliases.filter((a) => a !== p.code && a !== p.owner);
  if (p.short && r < 0.3) name = p.short;
  else if (aliases.length > 0 && r < 0.45) name = rng.pick(aliases);
  else name = p.name;
  if (name.endsWith(' Apartments') && rng.chance(0.2)) name = name.replace(/ Apartments$/, rng.pick([' Apts', ' Apts.', ' Apt Homes', ' Apartment']));
  if (name.endsWith(' Mobile Home Park') && rng.chance(0.2)) name = name.replace(/ Mobile Home Park$/, rng.pick([' MHP', ' Mobile Home Pk', ' MH Park']));
  if (name.endsWith(' Condominium Association') && rng.chance(0.2)) name = name.replace(/ Condominium Association$/, rng.pick([' Condo Assn', ' COA', ' Condos']));
  if (rng.chance(0.06 * noise)) name = typo(rng, name);
  if (rng.chance(0.25 * noise)) name = name.toUpperCase();
  return name;
}

/** The bill-to block: the manager, or an owner entity in care of the manager. */
export function billTo(rng: Rng, office: Office, entity: string | null): string[] {
  const who = entity ? `${entity}${rng.chance(0.7) ? ` c/o ${MANAGER.name}` : ''}` : rng.pick([MANAGER.name, `${MANAGER.name}, LLC`, `${MANAGER.name} - Accounts Payable`, MANAGER.name.toUpperCase()]);
  return [rng.pick(['Bill To:', 'BILL TO', 'Sold To:', 'Customer:']), who, office.line1, office.cityLine];
}

export function finish(rng: Rng, d: Doc): BillInput {
  const out: string[] = [...d.header, ''];
  out.push(d.title);
  out.push(...d.blocks.flatMap((b) => [...b, '']));
  if (d.lines.length > 0) {
    out.push(rng.pick(['Description                         Amount', 'DESCRIPTION    QTY    UNIT PRICE    AMOUNT', 'Item / Service            Total', 'Charges']));
    for (const l of d.lines) out.push(`${l.description}    ${money(l.amount)}`);
    const total = d.lines.reduce((s, l) => s + l.amount, 0);
    out.push(`${rng.pick(['Total Due', 'TOTAL', 'Amount Due', 'Balance Due', 'Total Amount Due'])}: ${money(Math.round(total * 100) / 100)}`);
  }
  out.push('', ...d.footer);
  return {
    payee: d.payee,
    senderEmail: d.sender,
    accountNumbers: d.accounts,
    serviceAddresses: d.serviceAddresses,
    propertyText: d.propertyText,
    unitText: d.unitText,
    text: out.join('\n').replace(/\n{3,}/g, '\n\n').trim(),
    lineItems: d.lines.map((l) => ({ description: l.description })),
  };
}
