/*
 * Account-driven bills: utilities, haulers, telecoms, tax collectors, master associations and
 * propane. The account number and the service (situs, delivery) address carry the property;
 * an account may belong to one unit (vacant-unit power, a space's propane, a home's dues).
 */
import { printAccount } from './accounts';
import { type Ctx, type Made, nameShared, officeFor, payeeFor, remitFooter, senderFor, styleFor, vendorHeader } from './billContext';
import { MANAGER, type VendorModel } from './models';
import { type Rng, WeightedTable } from './prng';
import { amount, billTo, dateText, finish, newDoc, propertyName, serviceAddress } from './render';
import { type UnitModel } from './units';

const tables = new Map<string, WeightedTable<string>>();

export function resetAccountBills(): void {
  tables.clear();
}

export function servedProperty(ctx: Ctx, v: VendorModel): string | null {
  let t = tables.get(v.id);
  if (!t) {
    const ids = [...v.served.keys()];
    if (ids.length === 0) return null;
    t = new WeightedTable(ids, (id) => 1 + Math.sqrt(ctx.props.get(id)?.units.length ?? 1));
    tables.set(v.id, t);
  }
  return t.pick(ctx.rng);
}

const ACCOUNT_LABELS: Readonly<Record<string, readonly string[]>> = {
  utility: ['Account Number:', 'Account #', 'ACCOUNT NO.', 'Acct:', 'Account Number'],
  waste: ['Customer #:', 'Account #:', 'Customer ID:', 'Acct No:'],
  telecom: ['Account Number:', 'Account #', 'Acct #:', 'Billing Account:'],
  tax: ['Parcel #:', 'APN:', 'Account/Parcel No.', 'Parcel Number:', 'Tax ID #:'],
  hoa: ['Account #:', 'Owner Account:', 'Acct:'],
  propane: ['Account #:', 'Customer No.:', 'Acct:'],
};

const TITLES: Readonly<Record<string, readonly string[]>> = {
  utility: ['STATEMENT', 'Your Utility Bill', 'Utility Statement'],
  electric: ['STATEMENT', 'ENERGY STATEMENT', 'Your Energy Bill', 'Electric Service Statement'],
  gas: ['STATEMENT', 'Your Gas Bill', 'Natural Gas Statement'],
  water: ['Water and Sewer Bill', 'Utility Statement', 'STATEMENT', 'Your Water Bill'],
  sewer: ['Sewer Service Bill', 'STATEMENT'],
  waste: ['INVOICE', 'Statement', 'Service Invoice'],
  telecom: ['Your Bill', 'Monthly Statement', 'INVOICE'],
  tax: ['PROPERTY TAX STATEMENT', 'Secured Property Tax Bill', 'Real Property Tax Bill', 'Notice of Ad Valorem Taxes'],
  hoa: ['Assessment Statement', 'Coupon / Statement', 'HOA Statement'],
  propane: ['Delivery Invoice', 'INVOICE', 'Statement'],
};

const SITE_LABELS: Readonly<Record<string, readonly string[]>> = {
  utility: ['Service Address:', 'SERVICE ADDRESS', 'Service Location:', 'Premises:'],
  waste: ['Service Location:', 'Site:', 'Service Address:'],
  telecom: ['Service Address:', 'Service Location:'],
  tax: ['Situs Address:', 'Property Location:', 'Property Address:', 'Location:'],
  hoa: ['Property Address:', 'Lot Address:', 'Unit Address:'],
  propane: ['Delivery Address:', 'Ship To:', 'Tank Location:'],
};

function extraLines(rng: Rng, kind: string, state: string): string[] {
  if (kind === 'utility' && state === 'CA' && rng.chance(0.3)) return ['Utility Users Tax'];
  if (kind === 'utility' && rng.chance(0.2)) return ['Taxes and Fees'];
  if (kind === 'waste' && rng.chance(0.3)) return ['Fuel Surcharge'];
  if (kind === 'telecom' && rng.chance(0.3)) return ['Taxes, Surcharges & Fees'];
  return [];
}

export function accountBill(ctx: Ctx, v: VendorModel): Made | null {
  const { rng } = ctx;
  const pid = servedProperty(ctx, v);
  if (!pid) return null;
  const p = ctx.props.get(pid);
  if (!p) return null;
  const kind = v.kind;
  const serviceIndex = rng.pick(v.served.get(pid) ?? [0]);
  const service = v.services[serviceIndex] ?? v.services[0];
  if (!service) return null;
  const accounts = v.byProperty.get(pid) ?? [];
  const unitAccounts = accounts.filter((a) => a.unitId !== null);
  const houseAccounts = accounts.filter((a) => a.unitId === null);
  const account = unitAccounts.length > 0 && (houseAccounts.length === 0 || rng.chance(0.25)) ? rng.pick(unitAccounts) : houseAccounts.length > 0 ? rng.pick(houseAccounts) : null;
  const unit: UnitModel | null = account?.unitId ? (p.units.find((u) => u.id === account.unitId) ?? null) : null;
  const upperShare = kind === 'utility' ? 0.6 : kind === 'tax' ? 0.5 : 0.3;
  const style = styleFor(rng, upperShare);

  const showAccount = account !== null && rng.chance(account.onFile ? 0.93 : 0.85);
  const canAddress = (unit?.address ?? p.address) !== null;
  const needAddress = !showAccount || !account?.onFile;
  const showAddress = canAddress && (needAddress || rng.chance(0.85));
  const needName = needAddress && !showAddress;

  const { printed, field } = payeeFor(rng, v, style.noise);
  const d = newDoc(rng.pick(TITLES[kind === 'utility' ? service.group : kind] ?? TITLES[kind] ?? ['STATEMENT']));
  d.payee = field;
  d.sender = senderFor(rng, v);
  d.header = vendorHeader(rng, v, printed);
  const ref: string[] = [];
  if (showAccount && account) {
    const a = printAccount(rng, account.number, style.noise);
    d.accounts.push(a);
    ref.push(`${rng.pick(ACCOUNT_LABELS[kind] ?? ['Account #'])} ${a}`);
  }
  if (kind === 'utility' && rng.chance(0.12)) {
    const meter = `${rng.pick(['', 'M', '1ND'])}${rng.digits(8)}`;
    ref.push(`Meter #: ${meter}`);
    if (rng.chance(0.5)) d.accounts.push(meter);
  }
  ref.push(`${rng.pick(['Statement Date:', 'Bill Date:', 'Invoice Date:'])} ${dateText(rng)}`);
  if (kind !== 'tax') ref.push(`${rng.pick(['Billing Period:', 'Service Period:', 'For Service'])} ${dateText(rng, 2)} - ${dateText(rng, 3)}`);
  d.blocks.push(ref);

  const nameShown = needName || rng.chance(kind === 'tax' ? 0.2 : 0.12);
  let impossible = false;
  const owner = kind === 'tax' || rng.chance(0.2) ? p.owner : null;
  if (nameShown) {
    let n = propertyName(rng, p, style.noise);
    if (needName && nameShared(ctx, n)) {
      if (!nameShared(ctx, p.name)) n = p.name;
      else impossible = true;
    }
    d.blocks.push([`${rng.pick(['Service For:', 'Customer Name:', 'Name:', 'Site Name:'])} ${style.upper ? n.toUpperCase() : n}`]);
    d.propertyText = n;
  } else {
    const who = owner ?? (rng.chance(0.5) ? MANAGER.name.toUpperCase() : MANAGER.name);
    d.blocks.push([`${rng.pick(['Service For:', 'Customer Name:', 'Owner:', 'Name:'])} ${who}`]);
  }
  let unitShown = false;
  if (showAddress) {
    const addr = serviceAddress(rng, p, {
      unit, showUnit: unit !== null && rng.chance(0.85), unitOwnLine: rng.chance(0.15), withCity: rng.chance(0.8), style,
      tag: account?.meter ?? null, multiline: rng.chance(0.4),
    });
    if (addr) {
      unitShown = addr.unitShown;
      d.serviceAddresses.push(addr.text);
      d.blocks.push([rng.pick(SITE_LABELS[kind] ?? ['Service Address:']), ...addr.text.split('\n')]);
    }
  }
  if (kind === 'propane' && unit && !unitShown && rng.chance(0.5)) {
    d.unitText = unit.label;
    unitShown = true;
  }
  d.blocks.push(billTo(rng, officeFor(ctx, p), owner));
  const lines = rng.sample(service.lines, rng.range(1, Math.min(4, service.lines.length))).concat(extraLines(rng, kind, p.city.state));
  d.lines = lines.map((l, i) => ({ description: style.upper && rng.chance(0.5) ? l.toUpperCase() : l, amount: amount(rng, i === 0 ? 40 : 2, kind === 'tax' ? 40000 : 1800) }));
  d.footer = remitFooter(rng, v, printed);
  const input = finish(rng, d);
  const unitKnown = unit !== null && (unitShown || (showAccount && account?.onFile === true));
  return {
    input,
    expected: { propertyId: p.id, unitId: unitKnown && unit ? unit.id : null, vendorId: v.id, glAccount: v.lineCoded ? service.gl : v.truthGl },
    impossible,
    kind: `${kind}:${showAccount ? (account?.onFile ? 'acct' : 'acct-off') : 'noacct'}${showAddress ? '+addr' : ''}${nameShown ? '+name' : ''}`,
  };
}
