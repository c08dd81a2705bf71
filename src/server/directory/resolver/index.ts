import type { ResolutionPart } from '../../../shared/contract/directory';
import { kmPostsApart } from './printedAddresses';
import { asPart, Clues, type Decision } from './evidence';
import { GlCoder } from './glCoding';
import type { NameHit } from './names';
import { PlaceIndex, type PlaceHit } from './places';
import { siteClues, type Site } from './sites';
import { accountKey, accountWithoutSequence, maskedAccountTail } from './text';
import { FIELD_LABEL, linesUnder, notTheSite, onlyNotTheSite, SITE_LABEL, unitsInText } from './billLines';
import { findUnit } from './units';
import type { BillInput, BillResolution, DirectoryData } from './types';
import { VendorRegions } from './vendorRegions';
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

/** A property's code in the manager's system: letters and digits in one word ("STL235", "TPA-117"). */
const PROPERTY_CODE = /^(?=.*\d)(?=.*[a-z])[a-z0-9-]{4,12}$/i;

/** A home a manager names by its number and street and what it is to them: "9424 Sandpiper Units", "7390 47th Rental". */
const HOMES_AT = /(?<=^\s*\d+[a-z]?\s+\S.*)\s+(?:units|rentals?)\s*$/i;

const UNIT_SOURCES: Record<string, string> = { address: 'service address unit', property: 'property field unit', unit: 'unit field', text: 'the text names' };

export function createResolver(directory: DirectoryData): Resolver {
  const places = new PlaceIndex(directory);
  const vendors = new VendorIndex(directory);
  const regions = new VendorRegions(directory);
  const gl = new GlCoder(directory);

  function resolve(bill: BillInput): BillResolution {
    const matched = vendors.match(bill);
    const property = new Clues<string>();
    const units = new Map<string, Clues<string>>();
    // Hits of one lookup that name several places share its weight (an alias of two properties).
    const addHits = (hits: readonly PlaceHit[], source: string, weight = 1) => {
      const clue = (hit: PlaceHit) => ({ source, confidence: hit.confidence * weight, reason: hit.reason });
      property.addShared(hits.map((hit) => ({ value: hit.place.propertyId, clue: clue(hit) })));
      // An entrance's address names every unit behind it: each is only as likely as its share.
      const named = new Set(hits.flatMap((hit) => (hit.place.unitId ? [hit.place.unitId] : []))).size;
      for (const hit of hits) {
        if (!hit.place.unitId) continue;
        const shared = clue(hit);
        unitClues(units, hit.place.propertyId).add(hit.place.unitId, { ...shared, confidence: shared.confidence / named });
      }
    };
    const unitLabels: UnitLabel[] = [];
    // The house numbers the bill's sites print, which tell apart units a building labels alike at each entrance.
    const houses = new Set<string>();

    const accounts = accountHits(bill, matched);
    addHits(accounts, 'account');
    // An account the vendor holds for a property as a whole (its phone line, its tax parcel) may bill the property, though its address is one unit's.
    const heldWhole = new Set(accounts.filter((hit) => !hit.place.unitId).map((hit) => hit.place.propertyId));
    // The vendor's own address, read from its letterhead as a site, is no site.
    const sites: Site[] = bill.serviceAddresses.flatMap((text) => {
      const found = places.addresses.byAddress(text);
      if (found && matched && vendors.remitsFrom(matched.value, found.address.street)) return [];
      // A site printed by its name and not its street: "Service address: Cedar Park Plaza, Unit 204".
      return [{ text, found, hits: found ? found.hits : places.names.byName(text.split(/\n|,/)[0]!, 'service address') }];
    });
    const lookups = siteClues(sites, heldWhole, (propertyId) => places.unitIndex.unitOf(propertyId, 'Office') !== null);
    sites.forEach(({ text, found, hits }, i) => {
      for (const lookup of lookups[i]!) addHits(lookup, 'address');
      if (found) houses.add(found.address.house);
      // "Carr. #102 Km 33" numbers a route, not a unit.
      const unit = found?.address.unitText ?? findUnit(kmPostsApart(text), true)?.text;
      if (unit) unitLabels.push({ label: unit, source: 'address', confidence: unknownStreet(hits, found !== null) ? 0.7 : 0.9, of: placesNamed(hits) });
    });
    let nameInField: string | undefined;
    if (bill.propertyText) {
      const field = bill.propertyText.replace(FIELD_LABEL, '');
      const byStreet = places.addresses.byAddress(field.replace(HOMES_AT, ''));
      // A property named by its address ("6796 MacArthur Blvd") is meant whole, not the home of its units that shares the address.
      const wholes = places.names.namedExactly(field);
      // Of properties at one street, told apart only by their urbanización, the one whose whole name the field prints.
      const printedName = byStreet?.hits.some((hit) => wholes.has(hit.place.propertyId)) ? byStreet.hits.filter((hit) => wholes.has(hit.place.propertyId)) : (byStreet?.hits ?? []);
      const asAddress = byStreet && { ...byStreet, hits: printedName.map((hit) => (wholes.has(hit.place.propertyId) ? { ...hit, place: { ...hit.place, unitId: null } } : hit)) };
      const named = places.names.byName(field, 'property');
      // The field an address, else the whole field a name (or near one), else a name within it ("Cedar Park Plaza - Bldg 2").
      const hits = asAddress?.hits.length ? asAddress.hits : named.length > 0 ? named : places.names.scanNames(field, true).map((hit) => nameHit(hit.value, hit.name, 'property text names', 0.85));
      addHits(hits, 'property');
      if (hits === named) addHits(places.names.townReading(field, 'property'), 'property town');
      if (!asAddress?.hits.length) nameInField = field;
      const unit = asAddress?.address.unitText ?? findUnit(field, true)?.text;
      if (unit) unitLabels.push({ label: unit, source: 'property', confidence: unknownStreet(hits, asAddress !== null) ? 0.7 : 0.85, of: placesNamed(hits) });
    }
    if (bill.unitText && !onlyNotTheSite(bill.unitText, bill.text)) unitLabels.push({ label: bill.unitText, source: 'unit', confidence: 0.92, of: null });
    // The text speaks when the fields did not: a name or street printed elsewhere on the bill.
    if (property.size === 0 || property.decide() === null) {
      const streets = addressesInText(bill.text);
      const labelled = labelledSites(bill.text);
      // A home named by its street address is no name of its own where the text's addresses,
      // read with the ZIP or town printed under them, are another place's: it is its namesake's
      // in the next town.
      const atStreets = new Set([...streets, ...labelled].map((hit) => hit.place.propertyId));
      // The name the property field printed, shared by several properties, tells none of them apart again.
      const named = places.names.scanNames(bill.text, false, nameInField).filter((hit) => atStreets.size === 0 || atStreets.has(hit.value) || !places.names.isStreetAddress(hit.name));
      // A property's code ("STL235") is a clue of its own, not one shared with the names printed beside it.
      const isCode = (hit: NameHit<string>) => PROPERTY_CODE.test(hit.name);
      addHits(named.filter((hit) => !isCode(hit)).map((hit) => nameHit(hit.value, hit.name, 'the text names', 0.75)), 'text');
      for (const at of new Set(named.filter(isCode).map((hit) => hit.at))) addHits(named.filter((hit) => hit.at === at).map((hit) => nameHit(hit.value, hit.name, 'the text names', 0.75)), 'text');
      addHits(streets, 'text', 0.85);
      addHits(labelled, 'text', 0.9);
    }
    // A unit labelled with its entrance ("Unit 3251-1R") is one building's, whatever else the bill
    // names; the text is read for one (its slowest part) only while the place is in doubt.
    const sure = (property.decide()?.confidence ?? 0) >= 0.9;
    addHits(entranceHits([...unitLabels.map((label) => label.label), ...[bill.propertyText, bill.unitText].filter((field) => field !== null), ...(sure ? [] : unitsInText(bill.text, bill.lineItems, isElsewhere))]), 'unit');
    const vendorDefault = matched ? vendors.vendors.get(matched.value)?.defaultPropertyId : null;
    if (vendorDefault && places.properties.has(vendorDefault)) {
      property.add(vendorDefault, { source: 'vendor default', confidence: 0.55 * (matched?.confidence ?? 0), reason: `${places.describe({ propertyId: vendorDefault, unitId: null })} is the vendor's default property` });
    }
    const propertyDecision = property.decide();

    // A payee several regional vendors share is the one serving the property.
    const vendor = matched ?? (propertyDecision ? regions.serving(vendors.namedAlike(bill), places.properties.get(propertyDecision.value)!) : null);
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
      // A masked number ("****1188") names an account only among the known vendor's own.
      const tail = maskedAccountTail(printed);
      const exact = tail ? (vendor ? vendors.accountsEndingIn(vendor.value, tail) : []) : vendors.byAccount.get(accountKey(printed));
      // A number printed with a sequence after it names the known vendor's account without it.
      const sequenced = exact.length === 0 && !tail && vendor ? accountWithoutSequence(printed) : null;
      const held = sequenced ? vendors.byAccount.get(accountKey(sequenced)) : exact;
      const holders = held.filter((holder) => holder.propertyId && (!vendor || holder.vendorId === vendor.value));
      const targets = new Set(holders.map((holder) => `${holder.propertyId}|${holder.unitId}`));
      // One number held for two places (or by two vendors when the vendor is unknown) says nothing.
      if (targets.size !== 1) continue;
      const holder = holders[0]!;
      const place = { propertyId: holder.propertyId!, unitId: holder.unitId };
      hits.push({ place, confidence: (tail || sequenced ? 0.85 : vendor ? 0.96 : 0.9) * weight, reason: `account ${printed.trim()}${sequenced ? ` (${sequenced.trim()} and a sequence)` : ''} → ${places.describe(place)}` });
    }
    return hits;
  }

  /** The one unit the labels name by its entrance ("Apt 3251-1R") or its code ("ATL-14006") across the directory; none when they name two. */
  function entranceHits(labels: readonly string[]): PlaceHit[] {
    const named = new Map(labels.flatMap((label) => {
      const unit = places.unitIndex.unitByEntranceLabel(label) ?? places.unitIndex.unitByCode(label);
      return unit ? [[unit.id, { place: { propertyId: unit.propertyId, unitId: unit.id }, label }] as const] : [];
    }));
    if (named.size !== 1) return [];
    const { place, label } = [...named.values()][0]!;
    return [{ place, confidence: 0.8, reason: `unit "${label}" is only ${places.describe(place)}` }];
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
      const found = places.addresses.byAddress(value.join('\n'));
      return found?.hits.length ? found.hits : places.names.byName(value[0]!.split(',')[0]!, label ? 'the site printed' : 'the bill is for');
    });
  }

  /** Whether a line prints a street address of no property of the client: a vendor's letterhead ("3673 W Eddy St, Unit 3"). */
  function isElsewhere(line: string): boolean {
    // "Building 3 Apartment 3D" starts with a unit, not with a house number.
    if (findUnit(line, true)?.index === line.search(/\S/)) return false;
    const start = ADDRESS_START.exec(line);
    if (!start) return false;
    const found = places.addresses.byAddress(line.slice(start.index + start[0].length - start[1]!.length));
    return found !== null && found.hits.length === 0;
  }

  /** Street addresses in the text ("Location: 8014 Pine St"), with the two lines under each for a unit or ZIP; never the manager's bill-to nor a remit-to. */
  function addressesInText(text: string): PlaceHit[] {
    const lines = text.split('\n');
    const elsewhere = notTheSite(lines);
    return lines.flatMap((line, at) => {
      const start = elsewhere[at] ? null : ADDRESS_START.exec(line);
      return start ? (places.addresses.byAddress([line.slice(start.index + start[0].length - start[1]!.length), ...linesUnder(lines, at, 2)].join('\n'))?.hits ?? []) : [];
    });
  }

  /**
   * The unit, only within the property decided: a unit label that names none of its units is
   * no unit (left empty for the reviewer), and a bill with no unit clue is the property's own.
   */
  function decideUnit(propertyDecision: Decision<string>, clues: Clues<string>, printed: UnitLabel[], text: string, lineItems: BillInput['lineItems'], houses: ReadonlySet<string>): Decision<string> | null {
    // A unit printed with another place's address or name is that place's: the manager's own suite, a remit-to.
    const labels = printed.filter((label) => !label.of || label.of.has(propertyDecision.value));
    let named = false;
    const add = ({ label, source, confidence }: UnitLabel) => {
      const found = places.unitIndex.unitOf(propertyDecision.value, label, houses) ?? places.unitAtAddress(propertyDecision.value, label);
      if (!found) return;
      named = true;
      clues.add(found.unit.id, { source, confidence: found.exact ? confidence : confidence * 0.85, reason: `${UNIT_SOURCES[source] ?? source} "${label}" ${found.exact ? '=' : '≈'} unit ${found.unit.unit}` });
    };
    labels.forEach(add);
    // The text speaks when no field named one of the property's units (a field may hold the
    // manager's own suite), and among the units behind an entrance whose address the bill printed.
    if (!named && clues.size !== 1) for (const label of unitsInText(text, lineItems, isElsewhere)) add({ label, source: 'text', confidence: 0.7, of: null });
    const decision = clues.decide();
    // A unit is no surer than the property it belongs to.
    return decision ? { ...decision, confidence: Math.min(decision.confidence, propertyDecision.confidence) } : null;
  }

  return { resolve };
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


function unitClues(units: Map<string, Clues<string>>, propertyId: string): Clues<string> {
  const clues = units.get(propertyId) ?? new Clues<string>();
  units.set(propertyId, clues);
  return clues;
}
