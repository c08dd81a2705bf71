/*
 * Bills from local trade vendors: the job site given by address, by name, by both, by a
 * customer number, by the owner entity on the bill-to, by a property code in the PO, only in
 * a line item, or not at all (the vendor's default property). The unit in the address, on a
 * line of its own, in the unit field, in a line item, or not given.
 */
import { printStreet } from './addresses';
import { printAccount } from './accounts';
import {
  type Ctx, type Made, nameShared, officeFor, payeeFor, pickProperty, remitFooter, senderFor, styleFor, vendorHeader,
} from './billContext';
import { servesKind } from './localVendors';
import { type AccountModel, type VendorModel } from './models';
import { type Rng } from './prng';
import { type PropertyModel } from './properties';
import { amount, billTo, dateText, type Doc, finish, newDoc, propertyName, serviceAddress } from './render';
import { printUnit, unitTextFor, type UnitModel } from './units';

type Mode = 'address' | 'nameAddress' | 'name' | 'account' | 'owner' | 'code' | 'default' | 'line' | 'none';

const SITE_LABELS = ['Service Address:', 'Job Site:', 'Location:', 'Property:', 'Job Address:', 'Site:', 'Service Location:', 'Job:'];

export function vendorDistinct(v: VendorModel, d: Doc, text: string, account: AccountModel | null): boolean {
  const s = d.sender?.toLowerCase() ?? '';
  if (s && v.emails.some((e) => (e.startsWith('@') ? s.endsWith(e) : s === e))) return true;
  if (v.taxId && text.includes(v.taxId)) return true;
  if (v.remitDir && text.includes(v.remitDir.split(', ')[0] ?? '\u0000')) return true;
  return account !== null && account.onFile;
}

function unitMention(rng: Rng, u: UnitModel): string {
  if (u.address) return printStreet(rng, u.address, { noise: 0.3, upper: false, typos: false });
  return printUnit(rng, u);
}

function lineWithUnit(rng: Rng, line: string, u: UnitModel): string {
  const m = unitMention(rng, u);
  return rng.pick([`${line} - ${m}`, `${m}: ${line}`, `${line} @ ${m}`, `${line} (${m})`]);
}

export function tradeBill(ctx: Ctx, v: VendorModel): Made | null {
  const { rng } = ctx;
  const trade = v.trade;
  if (!trade) return null;
  let p: PropertyModel | null = null;
  if (v.defaultPropertyId && rng.chance(0.8)) p = ctx.props.get(v.defaultPropertyId) ?? null;
  if (!p) p = pickProperty(ctx, v.metros, (q) => servesKind(trade, q));
  if (!p) return null;
  let unit: UnitModel | null = null;
  if (p.units.length > 0 && (p.kind === 'scattered' || rng.chance(trade.unitShare))) unit = rng.pick(p.units);
  if (p.kind === 'scattered' && !unit) return null;
  const account = v.byProperty.get(p.id)?.[0] ?? null;

  const modes: [Mode, number][] = [['address', 38], ['nameAddress', 18], ['name', 14], ['line', 4]];
  if (account) modes.push(['account', 8]);
  if (p.owner) modes.push(['owner', 5]);
  if (p.code) modes.push(['code', 5]);
  if (v.defaultPropertyId === p.id) modes.push(['default', 12]);
  else modes.push(['none', 0.6]);
  let mode = rng.weighted(modes);
  if (mode === 'account' && account && !account.onFile) mode = 'nameAddress';
  if (!p.address && !unit?.address && (mode === 'address' || mode === 'nameAddress')) mode = 'name';
  const style = styleFor(rng, 0.12);
  let printedName = propertyName(rng, p, style.noise);
  let impossible = false;
  if ((mode === 'name' || mode === 'line') && nameShared(ctx, printedName)) {
    if (rng.chance(0.75) && (p.address || unit?.address)) mode = 'nameAddress';
    else if (p.name !== printedName && !nameShared(ctx, p.name) && rng.chance(0.7)) printedName = p.name;
    else impossible = account === null || !account.onFile;
  }
  if (mode === 'owner' && p.owner && nameShared(ctx, p.owner)) impossible = true;
  if (mode === 'none') impossible = true;

  const { printed, field } = payeeFor(rng, v, style.noise);
  const d = newDoc(rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Statement', 'WORK ORDER INVOICE', 'Invoice']));
  d.payee = field;
  d.sender = senderFor(rng, v);
  d.header = vendorHeader(rng, v, printed);
  const ref = [`Invoice #: ${rng.chance(0.3) ? 'INV-' : ''}${rng.range(1000, 99999)}`, `Date: ${dateText(rng)}`];
  if (rng.chance(0.4)) ref.push(`Terms: ${rng.pick(['Net 30', 'Net 15', 'Due on receipt', 'Net 45'])}`);
  if (rng.chance(0.3)) ref.push(`Work Order #: ${rng.pick(['WO-', '', 'W'])}${rng.range(1000, 99999)}`);
  d.blocks.push(ref);
  d.blocks.push(billTo(rng, officeFor(ctx, p), mode === 'owner' ? p.owner : null));
  if (mode === 'owner' && p.owner && rng.chance(0.3)) d.propertyText = p.owner;

  let unitShown = false;
  const unitInAddress = unit !== null && !unit.address && rng.chance(0.5);
  const wantsAddress = mode === 'address' || mode === 'nameAddress';
  if (wantsAddress) {
    const addr = serviceAddress(rng, p, {
      unit, showUnit: unit !== null && (unit.address !== null || unitInAddress), unitOwnLine: rng.chance(0.3), withCity: rng.chance(0.75), style,
      tag: null, multiline: rng.chance(0.5),
    });
    if (addr) {
      unitShown = addr.unitShown;
      d.serviceAddresses.push(addr.text);
      const block = [rng.pick(SITE_LABELS)];
      if (mode === 'nameAddress') {
        block.push(printedName);
        d.propertyText = rng.chance(0.3) ? `${rng.pick(['Job site: ', 'Property: ', 'Location: '])}${printedName}` : printedName;
      } else if (rng.chance(0.08)) d.propertyText = addr.text.split('\n')[0] ?? null;
      block.push(...addr.text.split('\n'));
      d.blocks.push(block);
    }
  } else if (mode === 'name') {
    d.propertyText = rng.chance(0.35) ? `${rng.pick(['Job site: ', 'Property: ', 'Location: ', 'Job: '])}${printedName}` : printedName;
    d.blocks.push([rng.pick(SITE_LABELS), printedName]);
  } else if (mode === 'code' && p.code) {
    d.blocks.push([rng.chance(0.5) ? `PO #: ${p.code}-${rng.range(100, 9999)}` : `Property: ${p.code}`]);
    if (rng.chance(0.4)) d.propertyText = p.code;
  }
  if (account && (mode === 'account' || rng.chance(0.2))) {
    const printedAccount = printAccount(rng, account.number, style.noise);
    d.accounts.push(printedAccount);
    d.blocks.push([`${rng.pick(['Customer #:', 'Account #:', 'Acct No.', 'Customer No:', 'Cust ID:'])} ${printedAccount}`]);
  }

  const lineCount = rng.range(1, 4);
  const lines = rng.sample(trade.lines, lineCount);
  if (mode === 'line') {
    lines[0] = `${lines[0] ?? 'Service'} - ${printedName}`;
  }
  if (unit && !unitShown) {
    const r = rng.next();
    if (r < 0.55 || !wantsAddress) {
      d.unitText = unit.address ? unitMention(rng, unit) : unitTextFor(rng, unit);
      if (rng.chance(0.6)) {
        const bare = /^[0-9A-Z]{1,5}$/.test(d.unitText);
        const label = unit.form === 'space' ? rng.pick(['Space:', 'Spc', 'Lot:']) : rng.pick(['Unit:', 'Apt:', 'Unit #', 'Apt #']);
        d.blocks.push([bare ? `${label} ${d.unitText}` : d.unitText]);
      }
      unitShown = true;
    }
    if (!unitShown || rng.chance(0.25)) {
      lines[0] = lineWithUnit(rng, lines[0] ?? 'Service', unit);
      unitShown = true;
    }
  }
  if (!unit) {
    const r = rng.next();
    if (trade.key === 'hvac' && r < 0.2) lines.push(rng.pick(['RTU-3 (rooftop unit) - replace belts', 'Condensing unit CU-2 - clean coils', 'AHU-1 filter change']));
    else if (p.units.some((u) => u.bldg !== null) && r < 0.15) d.blocks.push([`Area: ${rng.pick(['Bldg', 'Building'])} ${rng.range(1, 4)} common area`]);
    else if (p.kind === 'mhp' && r < 0.15) lines.push('Clubhouse space heater repair');
    else if (p.units.length >= 4 && r < 0.03) {
      const [a, b] = rng.sample(p.units, 2);
      if (a && b && !a.address && !b.address) lines.push(`Work at ${printUnit(rng, a)} and ${printUnit(rng, b)}`);
    }
  }
  d.lines = lines.map((l) => ({ description: l, amount: amount(rng, 45, 2400) }));
  d.footer = remitFooter(rng, v, printed);

  if (rng.chance(0.005)) {
    d.header = ['[logo]'];
    d.payee = null;
    d.sender = rng.chance(0.5) ? null : `ap@pacificsunres.com`;
    d.footer = ['Thank you for your business!'];
    if (!(account && account.onFile && d.accounts.length > 0)) impossible = true;
  }
  const input = finish(rng, d);
  if (v.twin && !vendorDistinct(v, d, input.text, d.accounts.length > 0 ? account : null)) impossible = true;
  return {
    input,
    expected: { propertyId: p.id, unitId: unit && unitShown ? unit.id : null, vendorId: v.id, glAccount: v.truthGl },
    impossible,
    kind: `trade:${mode}`,
  };
}
