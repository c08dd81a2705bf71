/*
 * Supplier invoices (job name, ship-to, PO with a property code, per-property sub-accounts,
 * a corporate account that tells nothing) and service-contract invoices (elevators, fire,
 * patrol, laundry, pest, advertising, insurance, ground leases, registration fees).
 */
import { printAccount } from './accounts';
import { type Ctx, type Made, nameShared, officeFor, payeeFor, remitFooter, senderFor, styleFor, vendorHeader } from './billContext';
import { servedProperty } from './billsAccount';
import { vendorDistinct } from './billsTrade';
import { type VendorModel } from './models';
import { amount, billTo, dateText, finish, newDoc, propertyName, serviceAddress } from './render';
import { printUnit, unitTextFor, type UnitModel } from './units';

const UNIT_CATEGORIES = new Set(['paint', 'flooring', 'appliances', 'plumbing', 'locks']);

export function supplierBill(ctx: Ctx, v: VendorModel): Made | null {
  const { rng } = ctx;
  const pid = servedProperty(ctx, v);
  const p = pid ? ctx.props.get(pid) : undefined;
  if (!p) return null;
  const serviceIndex = rng.pick(v.served.get(p.id) ?? [0]);
  const service = v.services[serviceIndex];
  if (!service) return null;
  const account = v.byProperty.get(p.id)?.[0] ?? null;
  const style = styleFor(rng, 0.3);
  const modes: [string, number][] = [['job', 35], ['shipTo', 30], ['both', 12]];
  if (p.code) modes.push(['po', 6]);
  if (account?.onFile) modes.push(['account', 17]);
  let mode = rng.weighted(modes);
  if ((mode === 'shipTo' || mode === 'both') && !p.address) mode = 'job';
  let printedName = propertyName(rng, p, style.noise);
  let impossible = false;
  if (mode === 'job' && nameShared(ctx, printedName)) {
    if (p.address && rng.chance(0.8)) mode = 'both';
    else if (!nameShared(ctx, p.name)) printedName = p.name;
    else impossible = true;
  }
  let unit: UnitModel | null = null;
  if (UNIT_CATEGORIES.has(service.label) && p.units.length > 0 && rng.chance(0.3)) unit = rng.pick(p.units);
  if (p.kind === 'scattered' && p.units.length > 0) unit = rng.pick(p.units);

  const { printed, field } = payeeFor(rng, v, style.noise);
  const d = newDoc(rng.pick(['INVOICE', 'Invoice', 'Sales Invoice', 'Receipt']));
  d.payee = field;
  d.sender = senderFor(rng, v);
  d.header = vendorHeader(rng, v, printed);
  d.blocks.push([`${rng.pick(['Invoice #:', 'Invoice No.', 'Order #:'])} ${rng.range(10000000, 99999999)}`, `Date: ${dateText(rng)}`]);
  if (v.corporate.length > 0 && rng.chance(0.6)) {
    const c = printAccount(rng, rng.pick(v.corporate), style.noise);
    d.accounts.push(c);
    d.blocks.push([`${rng.pick(['Account:', 'Pro Xtra #', 'Customer Account:', 'Acct #'])} ${c}`]);
  }
  if (account && (mode === 'account' || rng.chance(0.25))) {
    const a = printAccount(rng, account.number, style.noise);
    d.accounts.push(a);
    d.blocks.push([`${rng.pick(['Sub-account:', 'Ship-to Account:', 'Customer #:', 'Location #:'])} ${a}`]);
  }
  let unitShown = false;
  if (mode === 'job' || mode === 'both') {
    const unitPart = unit && !unit.address && rng.chance(0.5) ? ` ${printUnit(rng, unit)}` : '';
    unitShown = unitPart !== '';
    d.propertyText = `${printedName}${unitPart}`;
    d.blocks.push([`${rng.pick(['Job Name:', 'Job:', 'PO/Job:', 'Project:'])} ${printedName}${unitPart}`]);
  }
  if (mode === 'po' && p.code) {
    d.blocks.push([`PO #: ${p.code}${rng.chance(0.5) ? '-' + rng.range(100, 9999) : ''}`]);
    if (rng.chance(0.3)) d.propertyText = p.code;
  }
  if (mode === 'shipTo' || mode === 'both' || (p.kind === 'scattered' && unit)) {
    const addr = serviceAddress(rng, p, {
      unit, showUnit: unit !== null && !unitShown && rng.chance(0.6), unitOwnLine: rng.chance(0.3), withCity: rng.chance(0.85), style, tag: null, multiline: true,
    });
    if (addr) {
      unitShown = unitShown || addr.unitShown;
      d.serviceAddresses.push(addr.text);
      d.blocks.push([rng.pick(['Ship To:', 'Deliver To:', 'SHIP TO', 'Delivery Address:']), ...addr.text.split('\n')]);
    }
  }
  if (unit && !unitShown && rng.chance(0.6)) {
    d.unitText = unitTextFor(rng, unit);
    d.blocks.push([`PO #: ${d.unitText} ${rng.pick(['TURN', 'make ready', 'repair', 'WO'])}`]);
    unitShown = true;
  }
  d.blocks.push(billTo(rng, officeFor(ctx, p), null));
  const lines = rng.sample(service.lines, rng.range(1, Math.min(4, service.lines.length)));
  d.lines = lines.map((l) => ({ description: rng.chance(0.3) ? `${rng.range(1, 24)} ${l}` : rng.chance(0.2) ? `SKU ${rng.digits(6)} ${l}` : l, amount: amount(rng, 8, 1400) }));
  d.footer = remitFooter(rng, v, printed);
  return {
    input: finish(rng, d),
    expected: { propertyId: p.id, unitId: unit && unitShown ? unit.id : null, vendorId: v.id, glAccount: v.lineCoded ? service.gl : v.truthGl },
    impossible,
    kind: `supplier:${mode}`,
  };
}

const UNIT_CONTRACTS = new Set(['plumbing', 'restoration', 'pest']);

export function contractBill(ctx: Ctx, v: VendorModel): Made | null {
  const { rng } = ctx;
  const pid = servedProperty(ctx, v);
  const p = pid ? ctx.props.get(pid) : undefined;
  if (!p) return null;
  const serviceIndex = rng.pick(v.served.get(p.id) ?? [0]);
  const service = v.services[serviceIndex];
  if (!service) return null;
  const account = v.byProperty.get(p.id)?.[0] ?? null;
  const style = styleFor(rng, 0.25);
  const showAccount = account !== null && rng.chance(0.55);
  const decisiveAccount = showAccount && account?.onFile === true;
  let showAddress = p.address !== null && rng.chance(decisiveAccount ? 0.4 : 0.6);
  let printedName = propertyName(rng, p, style.noise);
  let showName = rng.chance(0.5) || (!showAddress && !decisiveAccount);
  let impossible = false;
  if (showName && !showAddress && !decisiveAccount && nameShared(ctx, printedName)) {
    if (p.address) showAddress = true;
    else if (!nameShared(ctx, p.name)) printedName = p.name;
    else impossible = true;
  }
  if (!showName && !showAddress && !decisiveAccount) showName = true;
  let unit: UnitModel | null = null;
  if (UNIT_CONTRACTS.has(service.group) && p.units.length > 0 && rng.chance(0.4)) unit = rng.pick(p.units);

  const { printed, field } = payeeFor(rng, v, style.noise);
  const d = newDoc(rng.pick(['INVOICE', 'Invoice', 'Contract Billing', 'Statement', 'Premium Notice']));
  d.payee = field;
  d.sender = senderFor(rng, v);
  d.header = vendorHeader(rng, v, printed);
  const ref = [`${rng.pick(['Invoice #:', 'Invoice Number:', 'Reference:'])} ${rng.range(100000, 9999999)}`, `Date: ${dateText(rng)}`];
  if (showAccount && account) {
    const a = printAccount(rng, account.number, style.noise);
    d.accounts.push(a);
    ref.push(`${rng.pick(['Contract #:', 'Customer #:', 'Account:', 'Policy #:', 'Agreement No.'])} ${a}`);
  }
  d.blocks.push(ref);
  const site: string[] = [rng.pick(['Location:', 'Service Location:', 'Property:', 'Insured Location:', 'Premises:'])];
  if (showName) {
    site.push(printedName);
    d.propertyText = printedName;
  }
  let unitShown = false;
  if (showAddress) {
    const addr = serviceAddress(rng, p, {
      unit, showUnit: unit !== null && rng.chance(0.6), unitOwnLine: rng.chance(0.2), withCity: rng.chance(0.8), style, tag: null, multiline: rng.chance(0.5),
    });
    if (addr) {
      unitShown = addr.unitShown;
      d.serviceAddresses.push(addr.text);
      site.push(...addr.text.split('\n'));
    }
  }
  if (site.length > 1) d.blocks.push(site);
  if (unit && !unitShown) {
    d.unitText = unitTextFor(rng, unit);
    unitShown = true;
  }
  d.blocks.push(billTo(rng, officeFor(ctx, p), v.kind === 'insurance' ? p.owner : null));
  const lines = rng.sample(service.lines, rng.range(1, Math.min(3, service.lines.length)));
  d.lines = lines.map((l) => ({ description: l, amount: amount(rng, 60, v.kind === 'insurance' ? 25000 : 3200) }));
  d.footer = remitFooter(rng, v, printed);
  const input = finish(rng, d);
  if (v.twin && !vendorDistinct(v, d, input.text, showAccount ? account : null)) impossible = true;
  return {
    input,
    expected: { propertyId: p.id, unitId: unit && unitShown ? unit.id : null, vendorId: v.id, glAccount: v.lineCoded ? service.gl : v.truthGl },
    impossible,
    kind: `${v.kind}:${showAccount ? 'acct' : ''}${showAddress ? '+addr' : ''}${showName ? '+name' : ''}`,
  };
}
