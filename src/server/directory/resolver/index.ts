import type { ResolutionPart } from '../../../shared/contract/directory';
import { asPart, Clues, type Decision } from './evidence';
import { GlCoder } from './glCoding';
import { PlaceIndex, type PlaceHit } from './places';
import { accountKey } from './text';
import { findUnit } from './units';
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
const siteLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => !NOT_THE_SITE.test(line))
    .join('\n');

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
      for (const hit of hits) if (hit.place.unitId) unitClues(units, hit.place.propertyId).add(hit.place.unitId, clue(hit));
    };
    const unitLabels: { label: string; source: string; confidence: number }[] = [];

    addHits(accountHits(bill, vendor), 'account');
    for (const text of bill.serviceAddresses) {
      const found = places.byAddress(text);
      // A site printed by its name and not its street: "Service address: Cedar Park Plaza, Unit 204".
      addHits(found ? found.hits : places.byName(text.split(/\n|,/)[0]!, 'service address'), 'address');
      const unit = found?.address.unit ?? findUnit(text, true)?.text;
      if (unit) unitLabels.push({ label: unit, source: 'address', confidence: 0.9 });
    }
    if (bill.propertyText) {
      const asAddress = places.byAddress(bill.propertyText);
      if (asAddress?.hits.length) addHits(asAddress.hits, 'property');
      else {
        // The whole field a name (or near one), else a name within it ("Cedar Park Plaza - Bldg 2").
        const named = places.byName(bill.propertyText, 'property');
        addHits(named.length > 0 ? named : places.names.scan(bill.propertyText).map((hit) => nameHit(hit.value, hit.name, 'property text names', 0.85)), 'property');
      }
      const unit = asAddress?.address.unit ?? findUnit(bill.propertyText, true)?.text;
      if (unit) unitLabels.push({ label: unit, source: 'property', confidence: 0.85 });
    }
    if (bill.unitText) unitLabels.push({ label: bill.unitText, source: 'unit', confidence: 0.92 });
    // The text speaks when the fields did not: a name or street printed elsewhere on the bill.
    if (property.size === 0) {
      addHits(places.names.scan(bill.text).map((hit) => nameHit(hit.value, hit.name, 'the text names', 0.75)), 'text');
      addHits(addressesInText(bill.text), 'text', 0.85);
    }
    const vendorDefault = vendor ? vendors.vendors.get(vendor.value)?.defaultPropertyId : null;
    if (vendorDefault && places.properties.has(vendorDefault)) {
      property.add(vendorDefault, { source: 'vendor default', confidence: 0.55 * (vendor?.confidence ?? 0), reason: `${places.describe({ propertyId: vendorDefault, unitId: null })} is the vendor's default property` });
    }
    const propertyDecision = property.decide();

    const unitDecision = propertyDecision ? decideUnit(propertyDecision, unitClues(units, propertyDecision.value), unitLabels, bill.text) : null;
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

  /** Street addresses in the text ("Location: 8014 Pine St"), with the two lines under each for a unit or ZIP. */
  function addressesInText(text: string): PlaceHit[] {
    const lines = text.split('\n');
    return lines.flatMap((line, at) => {
      const start = ADDRESS_START.exec(line);
      return start ? (places.byAddress([line.slice(start.index + start[0].length - start[1]!.length), ...lines.slice(at + 1, at + 3)].join('\n'))?.hits ?? []) : [];
    });
  }

  /**
   * The unit, only within the property decided: a unit label that names none of its units is
   * no unit (left empty for the reviewer), and a bill with no unit clue is the property's own.
   */
  function decideUnit(propertyDecision: Decision<string>, clues: Clues<string>, labels: { label: string; source: string; confidence: number }[], text: string): Decision<string> | null {
    const inText = clues.size === 0 && labels.length === 0 ? findUnit(siteLines(text), false) : null;
    if (inText) labels.push({ label: inText.text, source: 'text', confidence: 0.7 });
    for (const { label, source, confidence } of labels) {
      const found = places.unitOf(propertyDecision.value, label);
      if (found) clues.add(found.unit.id, { source, confidence: found.exact ? confidence : confidence * 0.85, reason: `${UNIT_SOURCES[source] ?? source} "${label}" ${found.exact ? '=' : '≈'} unit ${found.unit.unit}` });
    }
    const decision = clues.decide();
    // A unit is no surer than the property it belongs to.
    return decision ? { ...decision, confidence: Math.min(decision.confidence, propertyDecision.confidence) } : null;
  }

  return { resolve };
}

function unitClues(units: Map<string, Clues<string>>, propertyId: string): Clues<string> {
  const clues = units.get(propertyId) ?? new Clues<string>();
  units.set(propertyId, clues);
  return clues;
}
