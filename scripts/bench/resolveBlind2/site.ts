/*
 * Where a bill says the work was: which clue places the property (address, name, alias, account,
 * the bill-to "c/o", body text, or nothing but the vendor's default), how the unit is written and
 * where (inline, own line, field, line item or note, with the name, work order), and what extraction
 * read from that block.
 */
import type { Addr } from './address';
import { streetAndCity, type Ctx } from './billCommon';
import type { PropGen, UnitGen } from './properties';
import { nameVariant, unitPhrase, type UnitPhrase } from './printing';
import type { Rng } from './random';
import type { AccountGen, VendorGen } from './vendors';

export type PropMode = 'address' | 'nameAddress' | 'name' | 'alias' | 'textOnly' | 'careOf' | 'account' | 'defaultOnly' | 'unitAddress';
export type UnitMode = 'inline' | 'separateLine' | 'field' | 'description' | 'withName' | 'workOrder';

export function pickUnitForBill(rng: Rng, v: VendorGen, p: PropGen): UnitGen | null {
  if (p.units.length === 0) return null;
  const propertyLevelTrades = ['cpa', 'insurance', 'software', 'advertising', 'screening', 'uniforms', 'laundry', 'trashvalet', 'elevator', 'security', 'alarm', 'rental'];
  let share: number;
  if (p.kind === 'scattered') share = propertyLevelTrades.includes(v.tradeKey) ? 0.3 : 0.9;
  else {
    const k = p.kind === 'apartment' ? 1 : p.kind === 'condo' ? 0.3 : p.kind === 'townhome' ? 0.2 : p.kind === 'commercial' ? 0.6 : 0.8;
    share = v.unitShare * k;
  }
  return rng.chance(share) ? rng.pick(p.units) : null;
}

export interface Site {
  label: string;
  lines: string[];
  serviceAddress: string | null;
  propertyText: string | null;
  unitText: string | null;
  /** Where else the unit is written, outside the site block. */
  unitField: string[];
  unitInLines: string | null;
  unitInNotes: string | null;
  workOrder: string | null;
  textMention: string | null;
  /** The bare place the text mention names. */
  mentionPlace: string | null;
}

export function chooseModes(ctx: Ctx, v: VendorGen, p: PropGen, u: UnitGen | null, acct: AccountGen | null): { mode: PropMode; unitMode: UnitMode | null } {
  const { rng } = ctx;
  let mode: PropMode;
  if (u?.addr) mode = 'unitAddress';
  else if (v.defaultPropertyId === p.id && rng.chance(0.3)) mode = 'defaultOnly';
  else if (p.nameIsAddress)
    mode = rng.weighted([
      ['address', 86],
      ['textOnly', 5],
      ['careOf', 4],
      ['account', acct ? 8 : 0],
    ] as const);
  else if (!p.addr)
    mode = rng.weighted([
      ['name', 78],
      ['alias', p.aliases.length > 0 ? 6 : 0],
      ['careOf', 8],
      ['account', acct ? 8 : 0],
      ['textOnly', 5],
    ] as const);
  else
    mode = rng.weighted([
      ['address', 40],
      ['nameAddress', 27],
      ['name', 18],
      ['alias', p.aliases.length > 0 ? 8 : 0],
      ['textOnly', 5],
      ['careOf', 3],
      ['account', acct ? 8 : 0],
    ] as const);
  let unitMode: UnitMode | null = null;
  if (u && !u.addr) {
    if (mode === 'address' || mode === 'nameAddress')
      unitMode = rng.weighted([
        ['inline', 33],
        ['separateLine', 15],
        ['field', 20],
        ['description', 15],
        ['withName', mode === 'nameAddress' ? 10 : 0],
        ['workOrder', 7],
      ] as const);
    else if (mode === 'name' || mode === 'alias')
      unitMode = rng.weighted([
        ['withName', 25],
        ['field', 35],
        ['description', 25],
        ['workOrder', 15],
      ] as const);
    else
      unitMode = rng.weighted([
        ['field', 45],
        ['description', 40],
        ['workOrder', 15],
      ] as const);
  }
  return { mode, unitMode };
}

const SITE_LABELS = ['Service Location:', 'Job Site:', 'Service Address:', 'Job Location:', 'Property:', 'Location:', 'Site:', 'Work Performed At:', 'Job Address:', 'Job Name:'];
const SHIP_LABELS = ['Ship To:', 'SHIP TO:', 'Deliver To:', 'Ship-To:'];

export function buildSite(ctx: Ctx, v: VendorGen, p: PropGen, u: UnitGen | null, mode: PropMode, unitMode: UnitMode | null): Site {
  const { rng, tally } = ctx;
  const site: Site = { label: '', lines: [], serviceAddress: null, propertyText: null, unitText: null, unitField: [], unitInLines: null, unitInNotes: null, workOrder: null, textMention: null, mentionPlace: null };
  site.label = v.tradeKey === 'cpa' ? rng.pick(['Client:', 'Entity:', 'RE:', 'Engagement:']) : v.tradeKey === 'supply' || v.tradeKey === 'flooring' || v.tradeKey === 'appliance' ? rng.pick(SHIP_LABELS) : v.tradeKey === 'insurance' ? rng.pick(['Insured Location:', 'Property Address:', 'Location of Premises:']) : v.tradeKey === 'legal' ? rng.pick(['Premises:', 'RE:', 'Property:']) : rng.pick(SITE_LABELS);

  let nameLine: string | null = null;
  if (mode === 'name' || mode === 'nameAddress' || (mode === 'unitAddress' && !p.nameIsAddress && rng.chance(p.kind === 'townhome' ? 0.25 : 0.05))) {
    const nv = nameVariant(rng, p, false);
    nameLine = nv.text;
    tally.add(`name:${nv.form}`);
  } else if (mode === 'alias') {
    nameLine = rng.pick(p.aliases);
    tally.add('name:alias');
  }

  const phrase: UnitPhrase | null = u && !u.addr ? unitPhrase(rng, u) : null;
  if (phrase?.droppedBuilding) tally.add('unit:buildingLeftOff');
  if (phrase?.ocrSlip) tally.add('unit:ocrSlip');
  if (u && !u.addr) tally.add(`unitKind:${u.kind}${u.bldg ? '+bldg' : ''}`);

  let addr: Addr | null = null;
  if (mode === 'address' || mode === 'nameAddress') addr = p.addr;
  if (mode === 'unitAddress') addr = u?.addr ?? null;

  if (unitMode === 'withName' && nameLine && phrase) {
    nameLine = rng.pick([`${nameLine} ${phrase.text}`, `${nameLine} - ${phrase.text}`, `${nameLine}, ${phrase.text}`, `${nameLine} / ${phrase.text}`]);
    if (rng.chance(0.6)) site.unitText = phrase.text;
  }

  if (addr) {
    const { street, city } = streetAndCity(ctx, addr, undefined, mode === 'unitAddress' ? undefined : p);
    const upper = street === street.toUpperCase();
    const ph = phrase ? (upper ? phrase.text.toUpperCase() : phrase.text) : '';
    let addrLines: string[];
    if (unitMode === 'inline' && phrase) {
      const first = rng.chance(0.05) ? `${ph}, ${street}` : `${street}${rng.chance(0.6) ? ' ' : ', '}${ph}`;
      addrLines = [first, city];
      if (rng.chance(0.75)) site.unitText = phrase.text;
    } else if (unitMode === 'separateLine' && phrase) {
      addrLines = rng.chance(0.85) ? [street, ph, city] : [ph, street, city];
      if (rng.chance(0.85)) site.unitText = phrase.text;
    } else addrLines = [street, city];
    addrLines = addrLines.filter((l) => l !== '');
    const single = unitMode !== 'separateLine' && rng.chance(0.3);
    site.serviceAddress = single ? addrLines.join(rng.chance(0.5) ? ', ' : ' ') : addrLines.join('\n');
    if (single) tally.add('addr:singleLine');
    site.lines = [...(nameLine ? [nameLine] : []), ...(single ? [site.serviceAddress] : addrLines)];
    if (mode === 'unitAddress') tally.add(`unitAddress:${p.kind}`);
    if (nameLine && rng.chance(0.12)) site.serviceAddress = `${nameLine}\n${site.serviceAddress}`;
  } else if (nameLine) {
    site.lines = [nameLine];
  }

  if (nameLine && mode !== 'textOnly') {
    if (rng.chance(0.86)) site.propertyText = rng.chance(0.15) ? `${site.label} ${nameLine}` : nameLine;
  } else if (addr && rng.chance(0.25)) {
    site.propertyText = site.serviceAddress?.split('\n')[0] ?? null;
  }

  if (phrase && unitMode === 'field') {
    const bldgSplit = u?.bldg && rng.chance(0.4);
    if (bldgSplit && u) {
      site.unitField = [`Bldg: ${u.bldg}`, `${u.kind === 'suite' ? 'Suite' : rng.pick(['Unit', 'Apt'])}: ${u.core}`];
      site.unitText = rng.chance(0.5) ? u.core : `${u.bldg}-${u.core}`;
      tally.add('unit:buildingInOwnField');
    } else {
      const label = u?.kind === 'suite' || u?.kind === 'retail' ? rng.pick(['Suite:', 'Suite #:', 'Unit:']) : u?.kind === 'updown' ? 'Unit:' : rng.pick(['Unit:', 'Apt #:', 'Unit No.', 'Unit #:', 'Apt:']);
      site.unitField = [`${label} ${phrase.bare}`];
      site.unitText = rng.chance(0.7) ? phrase.bare : phrase.text;
    }
    if (rng.chance(0.08)) site.unitText = null;
  }
  if (phrase && unitMode === 'description') {
    const where = rng.chance(0.55) ? 'lines' : 'notes';
    if (where === 'lines') site.unitInLines = phrase.text;
    else
      site.unitInNotes = rng.pick([
        `Tenant in ${phrase.text} reported the issue.`,
        `Repair at ${phrase.text.toLowerCase()}.`,
        `Work completed in ${phrase.text} per maintenance request.`,
        `Resident at ${phrase.text} was not home; entered with key from office.`,
        `${phrase.text} - see attached photos.`,
      ]);
    if (rng.chance(0.2)) site.unitText = phrase.text;
    tally.add(`unitDesc:${where}`);
  }
  if (phrase && unitMode === 'workOrder') {
    site.workOrder = `${rng.pick(['Work Order', 'WO #', 'PO #', 'Ref:', 'Job #'])} ${rng.int(10000, 99999)} - ${phrase.text}`;
    if (rng.chance(0.5)) site.unitText = phrase.text;
  }

  if (mode === 'textOnly') {
    const where = p.nameIsAddress || !p.addr ? 'name' : rng.chance(0.5) ? 'name' : 'address';
    let mention: string;
    if (where === 'name' && !p.nameIsAddress) mention = nameVariant(rng, p, false).text;
    else if (p.addr) {
      const { street, city } = streetAndCity(ctx, p.addr, undefined, p);
      mention = city ? `${street}, ${city}` : street;
    } else mention = p.name.name;
    site.mentionPlace = mention;
    site.textMention = rng.pick([
      `Work performed at ${mention}.`,
      `Thank you for the opportunity to serve ${mention}.`,
      `Per your request, service completed at ${mention}`,
      `Project: ${mention}`,
    ]);
  }
  if (phrase && unitMode) tally.add(`unitMode:${unitMode}`);
  return site;
}

