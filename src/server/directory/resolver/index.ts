import type { ResolutionPart } from '../../../shared/contract/directory';
import { asPart, Clues, type Decision } from './evidence';
import { GlCoder } from './glCoding';
import { PlaceIndex, type PlaceHit } from './places';
import { accountKey } from './text';
import { findUnit, unitKey } from './units';
import type { BillInput, BillResolution, DirectoryData } from './types';
import { VendorIndex } from './vendors';

/*
 * The resolver (issue 16): a bill's vendor, property, unit and GL account from one client's
 * directory. The directory is indexed once; each bill is then a handful of map lookups and a
 * few string distances over short candidate lists.
 */

export interface Resolver {
  resolve(bill: BillInput): BillResolution;
}

/** An account number that turns up in the text, not in the extracted field: a digit and 5+ characters. */
const ACCOUNT_IN_TEXT = /\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,24}\b/gi;
/** Where a street address may start in a line of the text: a house number, then a word. */
const ADDRESS_START = /(?:^|[\s:])(\d{1,6}[a-z]?\s+(?:[a-z]|\d+(?:st|nd|rd|th)\b))/i;

/** Lines that hold someone else's address: the manager's "Bill to: …, Suite 200", the vendor's remit-to. */
const NOT_THE_SITE = /bill(?:ed)?\s*to|remit|mail\s*to|sold\s*to|p\.?\s*o\.?\s*box/i;
/** Labels a bill prints the site under: "Service Location:", "Job Site:", "Ship To:", "Work performed at". */
const SITE_LABEL = /^\s*(?:service\s+(?:location|address|site)|location|job(?:\s+(?:site|name|location|address))?|site(?:\s+address)?|project(?:\s+name)?|property(?:\s+name)?|ship\s+to|deliver(?:ed)?\s+to|work\s+(?:performed|done)\s+at|premises)\b\s*[:#-]?\s*(.*)$/i;
/** A field's label, when extraction kept it: "Service Location: Lakeshore Vista HOA". */
const FIELD_LABEL = /^\s*[a-z][a-z ./#]{1,30}:\s*(?=\S)/i;

/** A bill-to or remit-to heading with nothing after it: its address is the block below. */
const NOT_THE_SITE_HEADING = /^\s*(?:bill(?:ed)?\s*to|remit(?:\s*(?:to|payment\s*to))?|mail\s*(?:payments?\s*)?to|sold\s*to)\s*:?\s*$/i;

/**
 * Which lines of a bill hold someone else's address: a bill-to or remit-to line, and under a
 * heading alone ("Bill To:" then the manager's name, street and suite) the block below it, which
 * runs to a blank line or the site's own label, five lines at most.
 */
function notTheSite(lines: readonly string[]): boolean[] {
  const marks = lines.map(() => false);
  let block = 0;
  lines.forEach((line, at) => {
    if (NOT_THE_SITE_HEADING.test(line)) block = 6;
    else if (!line.trim() || SITE_LABEL.test(line)) block = 0;
    else if (NOT_THE_SITE.test(line)) block = Math.max(block, 1);
    marks[at] = block > 0;
    block = Math.max(0, block - 1);
  });
  return marks;
}

const siteLines = (text: string) => {
  const lines = text.split('\n');
  const marks = notTheSite(lines);
  return lines.filter((_, at) => !marks[at]).join('\n');
};

const UNIT_SOURCES: Record<string, string> = { address: 'service address unit', property: 'property field unit', unit: 'unit field', text: 'the text names' };

export function createResolver(directory: DirectoryData): Resolver {
  const places = new PlaceIndex(directory);
  const vendors = new VendorIndex(directory);
  const gl = new GlCoder(directory);

  function resolve(bill: BillInput): BillResolution {
    const vendor = vendors.match(bill);
    const property = new Clues<string>();
    const units = new Map<string, Clues<string>>();
    // Hits of one lookup that name several places share its weight (an alias of two properties).
    const addHits = (hits: readonly PlaceHit[], source: string, weight = 1) => {
      const clue = (hit: PlaceHit) => ({ source, confidence: hit.confidence * weight, reason: hit.reason });
      property.addShared(hits.map((hit) => ({ value: hit.place.propertyId, clue: clue(hit) })));
      // An entrance's address names every unit behind it: each is only as likely as its share.
      const named = new Set(hits.flatMap((hit) => (hit.place.unitId ? [hit.place.unitId] : []))).size;
      for (const hit of hits) if (hit.place.unitId) unitClues(units, hit.place.propertyId).add(hit.place.unitId, { ...clue(hit), confidence: clue(hit).confidence / named });
    };
    const unitLabels: UnitLabel[] = [];
    // The house numbers the bill's sites print, which tell apart units a building labels alike at each entrance.
    const houses = new Set<string>();

    addHits(accountHits(bill, vendor), 'account');
    for (const text of bill.serviceAddresses) {
      const found = places.byAddress(text);
      // A site printed by its name and not its street: "Service address: Cedar Park Plaza, Unit 204".
      const hits = found ? found.hits : places.byName(text.split(/\n|,/)[0]!, 'service address');
      addHits(hits, 'address');
      if (found) houses.add(found.address.house);
      const unit = found?.address.unit ?? findUnit(text, true)?.text;
      if (unit) unitLabels.push({ label: unit, source: 'address', confidence: unknownStreet(hits, found !== null) ? 0.7 : 0.9, of: placesNamed(hits) });
    }
    if (bill.propertyText) {
      const field = bill.propertyText.replace(FIELD_LABEL, '');
      const byStreet = places.byAddress(field);
      // A property named by its address ("6796 MacArthur Blvd") is meant whole, not the home of its units that shares the address.
      const wholes = places.namedExactly(field);
      const asAddress = byStreet && { ...byStreet, hits: byStreet.hits.map((hit) => (wholes.has(hit.place.propertyId) ? { ...hit, place: { ...hit.place, unitId: null } } : hit)) };
      const named = places.byName(field, 'property');
      // The field an address, else the whole field a name (or near one), else a name within it ("Cedar Park Plaza - Bldg 2").
      const hits = asAddress?.hits.length ? asAddress.hits : named.length > 0 ? named : places.scanNames(field, true).map((hit) => nameHit(hit.value, hit.name, 'property text names', 0.85));
      addHits(hits, 'property');
      const unit = asAddress?.address.unit ?? findUnit(field, true)?.text;
      if (unit) unitLabels.push({ label: unit, source: 'property', confidence: unknownStreet(hits, asAddress !== null) ? 0.7 : 0.85, of: placesNamed(hits) });
    }
    if (bill.unitText && !onlyNotTheSite(bill.unitText, bill.text)) unitLabels.push({ label: bill.unitText, source: 'unit', confidence: 0.92, of: null });
    // The text speaks when the fields did not: a name or street printed elsewhere on the bill.
    if (property.size === 0) {
      addHits(places.scanNames(bill.text).map((hit) => nameHit(hit.value, hit.name, 'the text names', 0.75)), 'text');
      addHits(addressesInText(bill.text), 'text', 0.85);
      addHits(labelledSites(bill.text), 'text', 0.9);
    }
    const vendorDefault = vendor ? vendors.vendors.get(vendor.value)?.defaultPropertyId : null;
    if (vendorDefault && places.properties.has(vendorDefault)) {
      property.add(vendorDefault, { source: 'vendor default', confidence: 0.55 * (vendor?.confidence ?? 0), reason: `${places.describe({ propertyId: vendorDefault, unitId: null })} is the vendor's default property` });
    }
    const propertyDecision = property.decide();

    const unitDecision = propertyDecision ? decideUnit(propertyDecision, unitClues(units, propertyDecision.value), unitLabels, bill.text, bill.lineItems, houses) : null;
    const coding = vendor ? gl.suggest(vendor.value, bill.lineItems) : { bill: null, lines: bill.lineItems.map(() => null) };
    // A coding is the vendor's: it can be no surer than the vendor is.
    const glPart: ResolutionPart = coding.bill && vendor ? { reason: coding.bill.reason, confidence: Math.min(coding.bill.confidence, vendor.confidence) } : null;
    return {
      propertyId: propertyDecision?.value ?? null,
      unitId: unitDecision?.value ?? null,
      vendorId: vendor?.value ?? null,
      glAccount: coding.bill?.value ?? null,
      lineGlAccounts: coding.lines,
      resolution: { property: asPart(propertyDecision), unit: asPart(unitDecision), vendor: asPart(vendor), glAccount: glPart },
    };
  }

  /** The vendor's accounts the bill shows (fields first, else numbers in the text), or any vendor's when it has none. */
  function accountHits(bill: BillInput, vendor: Decision<string> | null): PlaceHit[] {
    const shown = bill.accountNumbers.length > 0 ? bill.accountNumbers : (bill.text.match(ACCOUNT_IN_TEXT) ?? []);
    const weight = bill.accountNumbers.length > 0 ? 1 : 0.9;
    const hits: PlaceHit[] = [];
    for (const printed of shown) {
      const holders = vendors.byAccount.get(accountKey(printed)).filter((holder) => holder.propertyId && (!vendor || holder.vendorId === vendor.value));
      const targets = new Set(holders.map((holder) => `${holder.propertyId}|${holder.unitId}`));
      // One number held for two places (or by two vendors when the vendor is unknown) says nothing.
      if (targets.size !== 1) continue;
      const holder = holders[0]!;
      const place = { propertyId: holder.propertyId!, unitId: holder.unitId };
      hits.push({ place, confidence: (vendor ? 0.96 : 0.9) * weight, reason: `account ${printed.trim()} → ${places.describe(place)}` });
    }
    return hits;
  }

  function nameHit(propertyId: string, name: string, what: string, confidence: number): PlaceHit {
    return { place: { propertyId, unitId: null }, confidence, reason: `${what} ${name}` };
  }

  /**
   * What the text prints under a site's label ("Ship To:" then "Tuscany Tower"), or as the
   * addressee a manager receives mail for ("Ponce de Leon Executive Center" over "c/o Halvorsen
   * Property Management"): an address, else a name or a near one.
   */
  function labelledSites(text: string): PlaceHit[] {
    const lines = text.split('\n');
    return lines.flatMap((line, at) => {
      const label = SITE_LABEL.exec(line);
      const careOf = /^\s*c\/o\b/i.test(lines[at + 1] ?? '') && line.trim() !== '';
      if (!label && !careOf) return [];
      const below = linesUnder(lines, at, 3);
      const value = label ? (label[1]!.trim() ? [label[1]!, ...below.slice(0, 2)] : below) : [line];
      if (value.length === 0) return [];
      const found = places.byAddress(value.join('\n'));
      return found?.hits.length ? found.hits : places.byName(value[0]!.split(',')[0]!, label ? 'the site printed' : 'the bill is for');
    });
  }

  /** Whether a line prints a street address of no property of the client: a vendor's letterhead ("3673 W Eddy St, Unit 3"). */
  function isElsewhere(line: string): boolean {
    const start = ADDRESS_START.exec(line);
    if (!start) return false;
    const found = places.byAddress(line.slice(start.index + start[0].length - start[1]!.length));
    return found !== null && found.hits.length === 0;
  }

  /** Street addresses in the text ("Location: 8014 Pine St"), with the two lines under each for a unit or ZIP. */
  function addressesInText(text: string): PlaceHit[] {
    const lines = text.split('\n');
    return lines.flatMap((line, at) => {
      const start = ADDRESS_START.exec(line);
      return start ? (places.byAddress([line.slice(start.index + start[0].length - start[1]!.length), ...linesUnder(lines, at, 2)].join('\n'))?.hits ?? []) : [];
    });
  }

  /**
   * The unit, only within the property decided: a unit label that names none of its units is
   * no unit (left empty for the reviewer), and a bill with no unit clue is the property's own.
   */
  function decideUnit(propertyDecision: Decision<string>, clues: Clues<string>, printed: UnitLabel[], text: string, lineItems: BillInput['lineItems'], houses: ReadonlySet<string>): Decision<string> | null {
    // A unit printed with another place's address or name is that place's: the manager's own suite, a remit-to.
    const labels = printed.filter((label) => !label.of || label.of.has(propertyDecision.value));
    if (clues.size === 0 && labels.length === 0) for (const label of unitsInText(text, lineItems, isElsewhere)) labels.push({ label, source: 'text', confidence: 0.7, of: null });
    for (const { label, source, confidence } of labels) {
      const found = places.unitOf(propertyDecision.value, label, houses);
      if (found) clues.add(found.unit.id, { source, confidence: found.exact ? confidence : confidence * 0.85, reason: `${UNIT_SOURCES[source] ?? source} "${label}" ${found.exact ? '=' : '≈'} unit ${found.unit.unit}` });
    }
    const decision = clues.decide();
    // A unit is no surer than the property it belongs to.
    return decision ? { ...decision, confidence: Math.min(decision.confidence, propertyDecision.confidence) } : null;
  }

  return { resolve };
}

/** "#" after these numbers an invoice, an order or a part, not a unit. */
const NOT_A_UNIT_NUMBER = /(?:invoice|inv|order|po|p\.o\.|account|acct|ref|job|ticket|quote|item|part|sku|model|store|check|ck)\.?\s*$/i;

/**
 * Every unit the site's lines of a bill print ("Work order for Apt 12"), and its line items
 * ("Annual audit fee at #104", where "#" is the unit's); the property's own units tell which
 * of them is meant, and two of them none.
 */
function unitsInText(text: string, lineItems: BillInput['lineItems'], elsewhere: (line: string) => boolean): string[] {
  const fromText = siteLines(text)
    .split('\n')
    .flatMap((line) => (elsewhere(line) ? [] : allUnits(line)));
  const fromItems = lineItems.map(({ description }) => {
    const found = findUnit(description, true);
    return found && !(found.text.startsWith('#') && NOT_A_UNIT_NUMBER.test(description.slice(0, found.index))) ? found.text : undefined;
  });
  return [...new Set([...fromText, ...fromItems].filter((label): label is string => label !== undefined))];
}

function allUnits(line: string): string[] {
  const found = findUnit(line, false);
  return found ? [found.text, ...allUnits(line.slice(found.index + found.text.length))] : [];
}

/** Up to `count` lines under a line that may go on with its address: to a blank line or one with someone else's (a remit-to under the site). */
function linesUnder(lines: readonly string[], at: number, count: number): string[] {
  const end = lines.findIndex((line, i) => i > at && (!line.trim() || NOT_THE_SITE.test(line)));
  return lines.slice(at + 1, Math.min(at + 1 + count, end < 0 ? lines.length : end));
}

/** A unit a bill prints, and the properties the address or name printed with it names (null: it names none, or stands alone). */
interface UnitLabel {
  label: string;
  source: string;
  confidence: number;
  of: ReadonlySet<string> | null;
}

/** The properties a clue named, or null when it named none. */
function placesNamed(hits: readonly PlaceHit[]): ReadonlySet<string> | null {
  return hits.length > 0 ? new Set(hits.map((hit) => hit.place.propertyId)) : null;
}

/**
 * A street address that names no property of the client may be another place's (the manager's
 * office read as the site) or a form the directory lacks: its unit is a weaker clue, never sure.
 */
function unknownStreet(hits: readonly PlaceHit[], isStreet: boolean): boolean {
  return hits.length === 0 && isStreet;
}

/** Whether a unit field holds only what the bill-to or remit-to lines print ("Suite 400" of the manager's address). */
function onlyNotTheSite(label: string, text: string): boolean {
  const key = unitKey(label);
  if (!key) return false;
  const lines = text.split('\n');
  const marks = notTheSite(lines);
  const naming = lines.flatMap((line, at) => (key === unitKeyOf(line) ? [marks[at]] : []));
  return naming.length > 0 && naming.every(Boolean);
}

const unitKeyOf = (line: string) => {
  const found = findUnit(line, true);
  return found ? unitKey(found.text) : null;
};

function unitClues(units: Map<string, Clues<string>>, propertyId: string): Clues<string> {
  const clues = units.get(propertyId) ?? new Clues<string>();
  units.set(propertyId, clues);
  return clues;
}
