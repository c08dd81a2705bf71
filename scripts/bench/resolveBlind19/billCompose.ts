import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type AccountRegistry } from './accounts';
import { type AddressBook } from './addressBook';
import { renderAddress } from './addressRender';
import type { Channel, Plan } from './billPlan';
import { billToBlock, composeText, officeAddress } from './billText';
import { linesFor } from './lines';
import { CLIENT } from './metros';
import { type Rng } from './rng';
import { type NearIndex } from './text';
import type { AccountRec, PropRec, UnitRec } from './types';
import { renderUnit } from './unitRender';
import { type VendorIndex, accountVariant, dropSuffix, payeeVariant, propertyNameVariant, senderVariant } from './variants';

export interface Ctx {
  readonly book: AddressBook;
  readonly reg: AccountRegistry;
  readonly vidx: VendorIndex;
  readonly pnear: NearIndex;
  readonly remitCount: ReadonlyMap<string, number>;
  readonly gl: ReadonlyMap<string, string>;
  /** Each vendor's client-wide accounts (no property), looked up once. */
  readonly wide: ReadonlyMap<string, readonly AccountRec[]>;
}

export interface Bill {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

const HOUSE = ['HOUSE', 'HOUSE METER', 'COMMON AREA', 'HALL LIGHTS', 'BOILER RM', 'LAUNDRY', 'Common'];

function decoyUnit(r: Rng, p: PropRec): string {
  if (p.kind === 'garden') return `Bldg ${(r.pick(p.units).label[0] ?? 'A')}`;
  return r.pick(HOUSE);
}

function decoyAccount(r: Rng, reg: AccountRegistry): string | null {
  const d = r.chance(0.5) ? `INV-${r.int(10000, 99999)}` : r.digits(7);
  return reg.extensionOk(d, '') ? d : null;
}

/** Where the unit goes when the bill names it: the unit field, inside the address, its own line, or the text. */
function placeUnit(r: Rng, p: PropRec, u: UnitRec, addressed: boolean): { field: string | null; inline: string | null; line: string | null; text: string | null; attach: string | null } {
  const none = { field: null, inline: null, line: null, text: null, attach: null };
  const mode = r.weighted<string>([['field', 45], ['inline', addressed ? 25 : 0], ['line', addressed ? 12 : 0], ['text', 8], ['attach', addressed && p.kind === 'fourFamily' ? 15 : 0]]);
  if (mode === 'inline') return { ...none, inline: renderUnit(r, p, u, 'inline') };
  if (mode === 'line') return { ...none, line: renderUnit(r, p, u, 'line') };
  if (mode === 'text') return { ...none, text: renderUnit(r, p, u, 'text') };
  if (mode === 'attach') return { ...none, attach: u.label };
  return { ...none, field: renderUnit(r, p, u, 'field') };
}

/** Prints one planned bill as extraction would read it, with its answer. */
export function composeBill(r: Rng, ctx: Ctx, plan: Plan): Bill {
  const { vendor: v, prop: p, unit: u } = plan;
  const big = v.group === 'utility' || v.group === 'tax';
  const caps = r.chance(big ? 0.5 : 0.12);
  let channel: Channel = plan.channel;
  if (p.kind === 'rowBlock' && u && !(channel === 'account' && plan.account?.unitId === u.id)) channel = 'address';
  if (channel === 'address' && !p.addr && !u?.addr) channel = plan.account ? 'account' : 'name';

  const accounts: string[] = [];
  let acctClean = false;
  if (plan.account && channel !== 'default' && channel !== 'none') {
    let pv = accountVariant(r, ctx.reg, plan.account.number, channel !== 'account');
    if (!pv.clean && channel === 'account') pv = { text: plan.account.number, clean: true };
    accounts.push(pv.text ?? plan.account.number);
    acctClean = pv.clean;
  }
  const wide = ctx.wide.get(v.id) ?? [];
  let wideClean = false;
  if (wide.length > 0 && r.chance(0.6)) {
    const pv = accountVariant(r, ctx.reg, r.pick(wide).number, true);
    accounts.push(pv.text ?? '');
    wideClean = pv.clean;
  }
  if (r.chance(0.05)) {
    const d = decoyAccount(r, ctx.reg);
    if (d) accounts.splice(r.int(0, accounts.length), 0, d);
  }

  let service: string | null = null;
  let propertyText: string | null = null;
  let unitText: string | null = null;
  let unitLine: string | null = null;
  let unitDone = u === null || (acctClean && plan.account?.unitId === u.id && r.chance(0.5));
  if (channel === 'address') {
    const own = u?.addr && (p.addr === null || p.kind === 'rowBlock' || r.chance(0.75)) ? u.addr : null;
    const target = own ?? p.addr;
    if (!target) throw new Error('blind19: address channel without an address');
    let place = { field: null as string | null, inline: null as string | null, line: null as string | null, text: null as string | null, attach: null as string | null };
    if (u && own) unitDone = true;
    if (u && !unitDone) { place = placeUnit(r, p, u, true); unitDone = true; }
    else if (u && p.kind !== 'rowBlock' && r.chance(0.35)) place.field = renderUnit(r, p, u, 'field');
    unitText = place.field;
    unitLine = place.text;
    service = renderAddress(r, ctx.book, target, { unitInline: place.inline, unitLine: place.line, attach: place.attach, caps, oneLine: r.chance(big ? 0.5 : 0.35) });
    if (!big && !p.namedByAddress && r.chance(0.1)) propertyText = propertyNameVariant(r, p, ctx.pnear);
  } else if (channel === 'name') {
    const mode = u && !unitDone ? r.weighted<string>([['field', 55], ['text', 20], ['append', 25]]) : 'none';
    const inline = u && mode === 'append' ? renderUnit(r, p, u, 'inline') : null;
    if (p.namedByAddress && p.addr) {
      propertyText = renderAddress(r, ctx.book, p.addr, { oneLine: true, locality: r.chance(0.5) ? 'none' : 'any', caps, unitInline: inline });
    } else {
      propertyText = propertyNameVariant(r, p, ctx.pnear);
      if (inline) propertyText = `${propertyText}${r.pick([' ', ' - ', ', '])}${inline}`;
    }
    if (u && mode === 'field') unitText = renderUnit(r, p, u, 'field');
    if (u && mode === 'text') unitLine = renderUnit(r, p, u, 'text');
    if (mode !== 'none') unitDone = true;
  } else if (channel === 'account' && u && !unitDone) {
    if (r.chance(0.7)) unitText = renderUnit(r, p, u, 'field');
    else unitLine = renderUnit(r, p, u, 'text');
    unitDone = true;
  }
  if (!unitDone) throw new Error(`blind19: unit clue missing (${channel})`);

  const serviceAddresses = service ? [service] : [];
  const showRemit = r.chance(0.6);
  if (v.remit && showRemit && r.chance(0.1)) serviceAddresses.splice(r.int(0, serviceAddresses.length), 0, caps ? v.remit.toUpperCase() : v.remit);
  const billTo = r.chance(0.6) ? billToBlock(r, p, null) : null;
  if (billTo && r.chance(0.07)) serviceAddresses.splice(r.int(0, serviceAddresses.length), 0, officeAddress(r, p));
  let propertyLabel: string | null = null;
  if (propertyText === null && r.chance(0.03)) {
    propertyText = r.pick(CLIENT.forms);
    propertyLabel = r.pick(['Customer Name:', 'Account Name:', 'Name:', 'Customer:']);
  }
  if (!u && !unitText && v.group === 'utility' && p.units.length > 1 && r.chance(0.1)) unitText = decoyUnit(r, p);

  const payee = payeeVariant(r, v, ctx.vidx);
  const sender = senderVariant(r, v, ctx.vidx);
  if (!ctx.vidx.uniqueName(v.legal, v)) throw new Error(`blind19: legal name not unique: ${v.legal}`);
  let header = r.chance(0.85) || payee.text === null ? r.pick([v.legal, dropSuffix(v.legal), v.legal.toUpperCase()]) : payee.text;
  const headerClean = ctx.vidx.uniqueName(header, v) || (header === payee.text && payee.clean);
  const remitClean = showRemit && v.remit !== null && ctx.remitCount.get(v.remit) === 1;
  const showTaxId = v.group === 'local' && v.taxId !== null && r.chance(0.25);
  if (!(payee.clean || sender.clean || headerClean || remitClean || showTaxId || acctClean || wideClean)) header = v.legal;

  const descs = r.shuffle(linesFor(v.cat)).slice(0, r.int(1, 4));
  const text = composeText(r, {
    vendor: v, header, showRemit, showTaxId, billTo, accounts, caps, items: descs,
    service, property: propertyText, propertyLabel, unitLine: unitLine ?? (unitText ? `${r.pick(['Unit:', 'Apt/Unit:', 'Unit #:'])} ${unitText}` : null),
  });
  const glAccount = ctx.gl.get(v.id);
  if (glAccount === undefined) throw new Error(`blind19: no expected GL for ${v.id}`);
  return {
    input: {
      payee: payee.text, senderEmail: sender.text, accountNumbers: accounts, serviceAddresses, propertyText, unitText, text,
      lineItems: descs.map((description) => ({ description })),
    },
    expected: { propertyId: p.id, unitId: u?.id ?? null, vendorId: v.id, glAccount },
  };
}
