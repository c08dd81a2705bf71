/**
 * 10,000 bills with their answers. Each bill is one vendor's bill for one of its sites; what the
 * bill shows (and what it hides) is drawn per kind of vendor. About 2% are made hard on purpose:
 * nothing on them names the site, or nothing names the vendor. The expected unit is the unit the
 * bill is about when something on the bill (or a unit-level account on file) says which; a bill
 * for a whole apartment in by-the-bed housing has no unit (no one bed is meant).
 */
import { type BillInput } from '../../../src/server/directory/resolver/types';
import { billAddress, type Layout } from './address';
import { SHOW, UTILITY_KINDS, billLines, houseCodeOrLine, lineWithUnit, ownerEntity, propNameVariant, spuriousNumber, unitMention, unitWhere } from './billParts';
import { type GlIndex, expectedGl } from './history';
import { type GenUnit, type GenVendor, type Relation } from './model';
import { accountVariant, maybeNoise, payeeVariant } from './noise';
import { NEW_ENGLAND } from './places';
import { type Rng } from './random';
import { MANAGER, type Sheet, billToBlock, renderText } from './render';
import { bedAptText, billUnitText } from './unitText';

export interface Expected {
  propertyId: string;
  unitId: string | null;
  vendorId: string;
  glAccount: string;
}

export interface Built {
  input: BillInput;
  expected: Expected;
}

const CATS: readonly (readonly [string, number])[] = [
  ['tradeNE', 2900], ['tradeSFR', 520], ['electric', 1150], ['gas', 450], ['water', 1050], ['oil', 350], ['trash', 300], ['cable', 200], ['supplier', 480],
  ['hoa', 650], ['nationalSfr', 700], ['legal', 150], ['insurance', 100], ['software', 80], ['advertising', 60], ['accounting', 40], ['senior', 200],
  ['student', 220], ['municipal', 250], ['laundry', 60], ['security', 40],
];

function categoryOf(v: GenVendor): string {
  if (v.kind !== 'trade') return v.kind;
  return NEW_ENGLAND.includes(v.metros[0] ?? 'BOS') ? 'tradeNE' : 'tradeSFR';
}

export function buildBills(rng: Rng, vendors: readonly GenVendor[], idx: GlIndex, count: number): Built[] {
  const pools = new Map<string, (readonly [GenVendor, number])[]>();
  for (const v of vendors) {
    if (v.relations.length === 0) continue;
    const cat = categoryOf(v);
    pools.set(cat, [...(pools.get(cat) ?? []), [v, v.volume * Math.sqrt(v.relations.length)] as const]);
  }
  const cats = CATS.filter(([c]) => pools.has(c));
  const out: Built[] = [];
  while (out.length < count) {
    const pool = pools.get(rng.weighted(cats)) ?? [];
    const v = rng.weighted(pool);
    out.push(makeBill(rng, v, rng.pick(v.relations), idx));
  }
  return out;
}

function pickJobUnit(rng: Rng, rel: Relation): GenUnit | null {
  const units = rel.prop.units;
  if (units.length === 0) return null;
  if (rel.prop.kind === 'mixed' && rng.chance(0.35)) {
    const stores = units.filter((u) => u.label.k === 'store');
    if (stores.length > 0) return rng.pick(stores);
  }
  return rng.pick(units);
}

function makeBill(rng: Rng, v: GenVendor, rel: Relation, idx: GlIndex): Built {
  const prop = rel.prop;
  const sfr = prop.kind === 'sfr';
  const show = SHOW[v.kind];
  const utility = UTILITY_KINDS.includes(v.kind);
  const roll = rng.next();
  const hard = roll < 0.011 ? 'noProperty' : roll < 0.019 ? 'noVendor' : null;

  // The unit the bill is about, and how it is printed.
  let unit: GenUnit | null = rel.unit;
  if (!unit && rng.chance(show.unitJob)) unit = pickJobUnit(rng, rel);
  const house = unit?.label.k === 'house' ? unit : null;
  let aptOnly = false;
  let printed: string | null = null;
  if (unit && !house) {
    if (unit.label.k === 'bed' && !rel.unit && rng.chance(0.35)) {
      aptOnly = true;
      printed = bedAptText(unit.label.apt, rng);
    } else {
      const dropWing = unit.label.k === 'suite' && unit.label.wing !== null && rng.chance(prop.wingsRepeat ? 0.1 : 0.3);
      printed = maybeNoise(rng, billUnitText(unit.label, rng, !dropWing), 0, 0.04);
    }
  }
  let where = printed ? unitWhere(rng, v) : 'none';
  if (where === 'none' && aptOnly) where = 'field';
  if (where === 'none') printed = null;

  // What names the site.
  const acctShown = rel.account !== null && rng.chance(show.acct);
  const acctKnown = acctShown && !rel.unlisted;
  let showAddr = rng.chance(show.addr);
  let ptext: string | null = null;
  let unitField: string | null = where === 'field' ? printed : null;
  let codeShown = false;
  if (rng.chance(show.ptext)) {
    if (sfr) {
      const r = rng.next();
      if (house && r < 0.55) {
        ptext = houseCodeOrLine(rng, house);
        codeShown = true;
      } else ptext = r < 0.8 ? prop.name : (prop.aliases[0] ?? prop.name);
    } else ptext = propNameVariant(rng, prop);
  }
  if (house && rng.chance(0.12)) {
    unitField = houseCodeOrLine(rng, house);
    codeShown = true;
  }
  const supplierShop = v.kind === 'supplier' && !sfr && rng.chance(0.2);
  if (supplierShop) {
    showAddr = false;
    if (!acctKnown && !ptext) ptext = propNameVariant(rng, prop);
  }
  const forwardRoll = rng.next();
  const forwarded = hard !== 'noVendor' && forwardRoll < 0.1;
  const noteNamesSite = forwarded && rng.chance(0.4);
  const byDefault = v.defaultPropertyId === prop.id;
  if (byDefault && !sfr && rng.chance(0.3)) {
    showAddr = false;
    ptext = null;
  }
  const siteKnown = showAddr || acctKnown || ptext !== null || noteNamesSite || byDefault;
  if (!siteKnown) showAddr = true;
  if (house && !showAddr && !acctKnown && !codeShown) showAddr = true;
  if (hard === 'noProperty') {
    showAddr = false;
    ptext = null;
    unitField = aptOnly ? unitField : where === 'field' ? printed : null;
  }
  const acctPrinted = hard === null && acctShown;
  if ((where === 'inline' || where === 'ownLine') && !showAddr) {
    where = 'field';
    unitField = printed;
  }

  // Lines (a unit may be written into one).
  const upper = utility && rng.chance(0.35);
  let lines = billLines(rng, v).map((l) => (upper || rng.chance(0.04) ? l.toUpperCase() : l));
  if (where === 'line' && printed) {
    const i = rng.int(0, lines.length - 1);
    lines = lines.map((l, j) => (j === i ? lineWithUnit(rng, l, printed ?? '') : l));
  }
  const extra: string[] = [];
  if (where === 'extra' && printed) extra.push(unitMention(rng, printed, v));
  if (hard === 'noProperty') extra.push(rng.pick([`Work performed in ${prop.place.city}`, `Service area: ${prop.place.city}, ${prop.place.state}`, 'See attached work order', `Job: ${prop.addr?.street.forms[1] ?? 'site'} bldg`]));

  // The service address block.
  let service: string | null = null;
  const addr = house && house.label.k === 'house' ? house.label.addr : prop.addr;
  if (showAddr && addr) {
    const layout: Layout = where === 'ownLine' ? 'unitLine' : utility ? rng.weighted<Layout>([['utility', 55], ['line', 25], ['two', 20]]) : rng.weighted<Layout>([['line', 45], ['two', 40], ['utility', 15]]);
    service = billAddress(rng, addr, where === 'inline' || where === 'ownLine' ? printed : null, layout);
  }
  const serviceAddresses: string[] = service ? [service] : [];
  const billTo = billToBlock(rng, sfr, ownerEntity(rng, prop));
  const strayAddress = (s: string): void => {
    if (rng.chance(0.4)) serviceAddresses.unshift(s);
    else serviceAddresses.push(s);
  };
  if (rng.chance(0.07)) strayAddress(billTo.split('\n').slice(-2).join('\n'));
  if (v.remitTo?.startsWith('PO Box') && rng.chance(0.04) && hard !== 'noVendor') strayAddress(v.remitTo);
  if (rng.chance(0.02) && hard !== 'noVendor') strayAddress(v.office.replace(/, (\w\w) /, ' $1 '));
  if (supplierShop) strayAddress(MANAGER.shop.split('\n').slice(1).join('\n'));

  // Who the vendor is.
  const payee = hard === 'noVendor' ? null : rng.chance(0.92) ? payeeVariant(rng, v) : null;
  const letterhead = hard === 'noVendor' ? null : payee ?? payeeVariant(rng, v);
  const staff = `${sfr ? rng.pick(['sfr.ops', 'ap', 'payables']) : rng.pick(MANAGER.staff.filter((x) => x !== 'sfr.ops'))}@${MANAGER.domain}`;
  let sender: string | null = null;
  let forward: Sheet['forward'] = null;
  if (hard === 'noVendor') sender = rng.chance(0.5) ? staff : null;
  else if (forwarded) {
    sender = staff;
    const siteName = sfr && house ? houseCodeOrLine(rng, house) : propNameVariant(rng, prop);
    const note = noteNamesSite && hard !== 'noProperty' ? rng.pick([`Please pay - ${siteName}`, `Approved, code to ${siteName}`, `For ${siteName}. Thanks`, `${siteName} - ok to pay`]) : rng.chance(0.5) ? rng.pick(['Approved', 'FYI', 'Can you enter this one?', 'ok to pay']) : null;
    forward = { from: staff, original: v.sendsFrom.length > 0 && rng.chance(0.8) ? rng.pick(v.sendsFrom) : null, note };
  } else {
    const r = rng.next();
    if (v.platform && r < 0.4) sender = v.platform;
    else if (v.sendsFrom.length > 0 && r < 0.82) sender = rng.pick(v.sendsFrom);
  }

  const account = acctPrinted && rel.account ? accountVariant(rng, rel.account) : null;
  const accountNumbers = account ? [account] : [];
  if (rng.chance(0.05)) accountNumbers.push(spuriousNumber(rng));

  const sheet: Sheet = {
    vendor: v, prop, letterhead, showOffice: hard !== 'noVendor' && rng.chance(utility ? 0.2 : 0.6), showRemit: hard !== 'noVendor' && rng.chance(0.7),
    showTaxId: hard !== 'noVendor' && rng.chance(0.15), account, service, billTo, propertyText: ptext, unitLine: unitField,
    serviceLabel: supplierShop ? 'Ship To' : rng.pick(utility ? ['Service Address', 'SERVICE LOCATION', 'Premises', 'Service At'] : ['Job Site', 'Service Location', 'Property Address', 'Location', 'Site', 'Premises', 'Ship To']),
    lines, extra, forward, sfr, upper,
  };
  if (supplierShop) sheet.service = MANAGER.shop;
  const text = renderText(rng, sheet);

  // The expected unit: only when the bill (or a unit-level account on file) says which.
  const unitSaid = !aptOnly && unit !== null && (printed !== null || codeShown || (rel.unit !== null && acctPrinted && acctKnown) || (house !== null && showAddr));
  const expected: Expected = {
    propertyId: prop.id,
    unitId: unitSaid && unit ? unit.id : null,
    vendorId: v.id,
    glAccount: expectedGl(idx, v, lines),
  };
  const input: BillInput = {
    payee, senderEmail: sender, accountNumbers, serviceAddresses, propertyText: ptext, unitText: unitField, text, lineItems: lines.map((description) => ({ description })),
  };
  return { input, expected };
}
