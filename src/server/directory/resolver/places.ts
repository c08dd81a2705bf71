import { hasZip, parseAddress, type ParsedAddress } from './addresses';
import { NameIndex, type NameHit } from './names';
import { placeNameKey, withoutKind } from './placeNames';
import { allowedSlips, houseWithin, inCityNamed, nearConfidence, streetSlips, wholeBeforeUnit, type AddressEntry } from './streetMatch';
import { MultiMap, simplify } from './text';
import { alikeKeys, apartFromBuilding, findUnit, floorOf, floorsOf, isDesignator, looseUnitKey, unitKey, unslipped } from './units';
import type { DirectoryData, DirectoryProperty, DirectoryUnit } from './types';

/*
 * The client's properties and units, indexed for the clues a bill gives: a street address
 * (exact in normal form, else near at the same house number), a name or alias, a unit label.
 */

export interface Place {
  propertyId: string;
  unitId: string | null;
}

export interface PlaceHit {
  place: Place;
  confidence: number;
  reason: string;
}

const EXACT_ADDRESS = 0.93;
const EXACT_NAME = 0.92;
const NEAR_NAME = 0.82;

/** A unit label that names its building apart: "2-201", "B-210", "C210", "Bldg 2 Unit 201". */
const BY_BUILDING = /^\s*(?:(?:bldg|building)\b|[a-z0-9]{1,3}\s*-\s*\S|[a-z]\d)/i;

/**
 * A unit label that is a code of the manager's system rather than a door's number: letters and
 * at least three digits, six characters or more ("ATL-14006", "SEA12-004"), which no other unit
 * shares by chance.
 */
function unitCode(label: string): string | null {
  const code = label.trim().toLowerCase().replace(/[\s-]+/g, '');
  const letters = /^([a-z]{2,})\d{3,}[a-z\d]*$/.exec(code)?.[1];
  return letters && !isDesignator(letters) && code.length >= 6 ? code : null;
}

const withZip = (address: string, zip: string | null) => (zip && !hasZip(address) ? `${address}, ${zip}` : address);

export class PlaceIndex {
  readonly properties = new Map<string, DirectoryProperty>();
  readonly units = new Map<string, DirectoryUnit>();
  private readonly unitsByProperty = new Map<string, MultiMap<string>>();
  /** The units of each property that labels its units by floor alone ("1F", "Second Floor", or "1", "2", "3"), by floor. */
  private readonly floors: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The house number of each unit with its own street address. */
  private readonly unitHouses = new Map<string, string>();
  /** Units labelled with their entrance ("3251-1R"), by key across the whole directory: such a label is one building's. */
  private readonly entranceLabels = new MultiMap<string>();
  /** Units labelled with a code of the manager's system ("ATL-14006"), by code across the whole directory. */
  private readonly unitCodes = new MultiMap<string>();
  private readonly byStreet = new MultiMap<AddressEntry>();
  private readonly byHouse = new MultiMap<AddressEntry>();
  private readonly byStreetName = new MultiMap<AddressEntry>();
  /** Entries whose house number is a range ("6200-6280 Kensington Pkwy"): a bill may print any number within it. */
  private readonly ranges: AddressEntry[] = [];
  private readonly names = new NameIndex<string>(placeNameKey);
  /** Names without their kind of place, asked only when no whole name is printed. */
  private readonly bareNames = new NameIndex<string>(placeNameKey);
  /** The names of properties named by their street address (an alias that is an address is indexed as one). */
  private readonly namedByStreet = new Set<string>();
  /** The directory's towns, as names are compared. */
  private readonly towns = new Set<string>();

  constructor(directory: DirectoryData) {
    // Each property's street, read once for all its units.
    const streets = new Map<string, ParsedAddress | null>();
    // "Lebanon" is the town before it is Lebanon Mobile Home Court: a bill's "Lebanon, VA" names no property.
    const towns = this.towns;
    for (const property of directory.properties) if (property.city) towns.add(placeNameKey(property.city));
    for (const property of directory.properties) {
      streets.set(property.id, property.address ? parseAddress(property.address) : null);
      this.properties.set(property.id, property);
      this.names.add(property.name, property.id);
      if (parseAddress(property.name)?.untyped === null) this.namedByStreet.add(property.name);
      // "Magnolia Lake" for "Magnolia Lake Apartments": bills drop the kind of place.
      const bare = withoutKind(property.name);
      if (bare && !towns.has(bare)) this.bareNames.add(bare, property.id);
      const place = { propertyId: property.id, unitId: null };
      if (property.address) this.addAddress([property.address, property.city, property.state, property.zip].filter(Boolean).join(', '), place, property.name, property.city);
      // An alias is either another name ("CPP") or an address variant a reviewer taught.
      // An address alias is the property's street written another way, in the property's ZIP.
      for (const alias of property.aliases) if (!this.addAddress(withZip(alias, property.zip), place, property.name, property.city)) this.names.add(alias, property.id);
    }
    for (const unit of directory.units) {
      const property = this.properties.get(unit.propertyId);
      if (!property) continue;
      this.units.set(unit.id, unit);
      const keys = this.unitsByProperty.get(unit.propertyId) ?? new MultiMap<string>();
      const key = unitKey(unit.unit) ?? '';
      keys.add(key, unit.id);
      const loose = looseUnitKey(unit.unit);
      if (loose) keys.add(`~${loose}`, unit.id);
      const own = unit.address ? parseAddress(unit.address) : null;
      // A courtyard building labels a unit with its entrance ("996-2N"); a bill at 996 prints "Apt 2N".
      // The entrance is the unit's own address, else one of the house numbers its property spans ("6776-6784 N Halsted St").
      const entrance = /^(\d+)\s*-\s*(.+)$/.exec(unit.unit);
      const street = streets.get(property.id);
      const house = own ? own.house : entrance && street && houseWithin(entrance[1]!, street.house) ? entrance[1] : undefined;
      if (house) this.unitHouses.set(unit.id, house);
      const inner = entrance && entrance[1] === house ? unitKey(entrance[2]!) : null;
      if (entrance && entrance[1] === house && property.address) this.entranceLabels.add(key, unit.id);
      this.unitCodes.add(unitCode(unit.unit) ?? '', unit.id);
      if (inner && inner !== key) keys.add(inner, unit.id);
      this.unitsByProperty.set(unit.propertyId, keys);
      // A unit on its property's street is in its ZIP; one on another street (a townhouse, a
      // scattered home) may be in another, and a ZIP it does not print must not rule it out.
      const sameStreet = own !== null && own.name === streets.get(property.id)?.name;
      if (unit.address) this.addAddress(sameStreet ? withZip(unit.address, property.zip) : unit.address, { propertyId: unit.propertyId, unitId: unit.id }, `${property.name}, unit ${unit.unit}`, property.city);
    }
    this.floors = floorsOf(directory.units.filter((unit) => this.units.has(unit.id)));
  }

  private addAddress(text: string, place: Place, label: string, city: string | null): boolean {
    const address = parseAddress(text);
    if (!address) return false;
    const entry = { place, address, label, city: city ? simplify(city) : null };
    this.byStreet.add(address.street, entry);
    this.byHouse.add(address.house, entry);
    this.byStreetName.add(address.name, entry);
    if (address.house.includes('-')) this.ranges.push(entry);
    return true;
  }

  /**
   * The unit of a property that a label names ("Apt 204" → unit "204"), when exactly one does:
   * the whole label, else the unit written within it ("Apt 204 - J. Smith", "Unit 12, Bldg 3");
   * failing that, the one unit whose number alone matches ("Apt 204" → "B-204"), less surely.
   */
  unitOf(propertyId: string, label: string, houses: ReadonlySet<string> = new Set()): { unit: DirectoryUnit; exact: boolean } | null {
    const keys = this.unitsByProperty.get(propertyId);
    if (!keys) return null;
    const within = findUnit(label, true)?.text;
    const printed = [...new Set([unitKey(label), within && unitKey(within)])].filter((key): key is string => Boolean(key));
    // "Bldg 2 Apt 201" is "2-201" where the property labels its units by building; where it
    // labels them by number alone it is "201", and its "2201" (a twelfth-floor flat) is no surer.
    const apart = apartFromBuilding(within ?? label);
    const alone = apart ? this.atHouse(keys.get(unitKey(apart) ?? ''), houses) : [];
    for (const key of printed) {
      const exact = this.atHouse(keys.get(key), houses);
      if (exact.length === 1 && alone.length === 1 && exact[0] !== alone[0] && !BY_BUILDING.test(this.units.get(exact[0]!)!.unit)) return { unit: this.units.get(alone[0]!)!, exact: false };
      if (exact.length > 0) return exact.length === 1 ? { unit: this.units.get(exact[0]!)!, exact: true } : null;
    }
    if (alone.length === 1) return { unit: this.units.get(alone[0]!)!, exact: false };
    const alike = [...new Set(printed.flatMap((key) => alikeKeys(key).flatMap((other) => keys.get(other))))];
    if (alike.length > 0) return alike.length === 1 ? { unit: this.units.get(alike[0]!)!, exact: false } : null;
    const read = [...new Set([label, within ?? label].map(unslipped))];
    const slipped = [...new Set(read.filter((text) => text !== label && text !== within).flatMap((text) => keys.get(unitKey(text) ?? '')))];
    if (slipped.length === 1) return { unit: this.units.get(slipped[0]!)!, exact: false };
    const floor = this.floors.get(propertyId)?.get(read.map(floorOf).find(Boolean) ?? '');
    if (floor) return { unit: this.units.get(floor)!, exact: false };
    const number = looseUnitKey(within ?? label);
    // A number's letter tells its units apart: "3F" names no "3A".
    const letterOf = (text: string) => /\d([a-z])$/.exec(unitKey(text) ?? '')?.[1];
    const printedLetter = letterOf(label);
    const loose = (number ? keys.get(`~${number}`) : []).filter((id) => {
      const own = letterOf(this.units.get(id)!.unit);
      return !printedLetter || !own || own === printedLetter;
    });
    return loose.length === 1 ? { unit: this.units.get(loose[0]!)!, exact: false } : null;
  }

  /** The one unit of a property a label names by the unit's own street address ("6990 1/2 E Anaheim St" for its rear house). */
  unitAtAddress(propertyId: string, label: string): { unit: DirectoryUnit; exact: boolean } | null {
    const hits = (this.byAddress(label)?.hits ?? []).filter((hit) => hit.place.propertyId === propertyId && hit.place.unitId);
    const ids = new Set(hits.map((hit) => hit.place.unitId!));
    return ids.size === 1 ? { unit: this.units.get([...ids][0]!)!, exact: hits[0]!.confidence >= EXACT_ADDRESS } : null;
  }

  /**
   * The one unit a label with its entrance names ("Apt 3251-1R") in the whole directory: the
   * entrance's number and the flat together are one building's, whatever property the bill names.
   */
  unitByEntranceLabel(label: string): DirectoryUnit | null {
    const key = unitKey(findUnit(label, true)?.text ?? label);
    const ids = key ? this.entranceLabels.get(key) : [];
    return ids.length === 1 ? this.units.get(ids[0]!)! : null;
  }

  /** The one unit whose code a field holds whole ("ATL-14006", "atl 14006"), in the whole directory. */
  unitByCode(label: string): DirectoryUnit | null {
    const code = unitCode(label);
    const ids = code ? this.unitCodes.get(code) : [];
    return ids.length === 1 ? this.units.get(ids[0]!)! : null;
  }

  /**
   * Of the units a label names, those at a house number the bill prints, when some are: a
   * courtyard building labels a "2N" at each of its entrances, and the entrance tells them apart.
   */
  private atHouse(ids: readonly string[], houses: ReadonlySet<string>): readonly string[] {
    if (ids.length < 2 || houses.size === 0) return ids;
    const at = ids.filter((id) => {
      const own = this.unitHouses.get(id);
      return own !== undefined && houses.has(own);
    });
    return at.length > 0 ? at : ids;
  }

  describe(place: Place): string {
    const property = this.properties.get(place.propertyId)?.name ?? place.propertyId;
    const unit = place.unitId ? this.units.get(place.unitId)?.unit : undefined;
    return unit ? `${property}, unit ${unit}` : property;
  }

  /**
   * The places at a street address: the same street in normal form, else a street of the same
   * house number whose name is near (a typo, a missing or other street type), else the same
   * street name and ZIP with another house number (a typo in the number). A ZIP that disagrees
   * rules an entry out.
   */
  byAddress(text: string): { address: ParsedAddress; hits: PlaceHit[] } | null {
    const address = parseAddress(text);
    if (!address) return null;
    const printed = text.split('\n')[0]!.trim();
    const zipAgrees = (entry: AddressEntry) => !address.zip || !entry.address.zip || entry.address.zip === address.zip;
    const exact = inCityNamed(wholeBeforeUnit(this.byStreet.get(address.street).filter(zipAgrees)), text);
    if (exact.length > 0) return { address, hits: exact.map((entry) => ({ place: entry.place, confidence: EXACT_ADDRESS, reason: `service address ${printed} = ${entry.label}` })) };
    const near = inCityNamed(wholeBeforeUnit([...this.byHouse.get(address.house), ...this.rangesHolding(address.house), ...this.housesWithin(address)].filter(zipAgrees)), text)
      .map((entry) => ({ entry, ...streetSlips(address, entry) }))
      .filter(({ entry, slips }) => slips <= allowedSlips(entry.address.name));
    if (near.length > 0) return { address, hits: near.map(({ entry, slips, runOn }) => ({ place: entry.place, confidence: nearConfidence(slips + (runOn ? 1 : 0), address, entry), reason: `service address ${printed} ≈ ${entry.label}` })) };
    const renumbered = address.zip ? this.byStreetName.get(address.name).filter((entry) => entry.address.zip === address.zip) : [];
    return { address, hits: renumbered.map((entry) => ({ place: entry.place, confidence: 0.6, reason: `street ${printed} ≈ ${entry.label} (other house number)` })) };
  }

  /** The entries whose range of house numbers holds this one ("6230" in "6200-6280"). */
  private rangesHolding(house: string): AddressEntry[] {
    if (house.includes('-')) return [];
    return this.ranges.filter((entry) => houseWithin(house, entry.address.house));
  }

  /**
   * Names printed anywhere in a text; in a short field also names without their kind of place
   * (in a whole bill "Spruce Place" is likelier a street than Spruce Place Apartments).
   */
  scanNames(text: string, field = false): NameHit<string>[] {
    const whole = this.names.scan(text);
    return whole.length > 0 || !field ? whole : this.bareNames.scan(text);
  }

  /**
   * A bill's range of house numbers ("7191-7195 Deer Trail St") names the property whose own
   * numbers lie within it (a triplex whose homes are 7191, 7193 and 7195): the property as a
   * whole, when they are all one property's.
   */
  private housesWithin(address: ParsedAddress): AddressEntry[] {
    const [low, high] = address.house.split('-').map((part) => Number.parseInt(part, 10));
    if (high === undefined || !(low! < high)) return [];
    const within = this.byStreetName.get(address.name).filter((entry) => {
      const number = Number.parseInt(entry.address.house, 10);
      return !entry.address.house.includes('-') && low! <= number && number <= high;
    });
    const properties = new Set(within.map((entry) => entry.place.propertyId));
    return properties.size === 1 ? [{ ...within[0]!, place: { propertyId: within[0]!.place.propertyId, unitId: null } }] : [];
  }

  /** Whether a property's name is its street address ("2137 Isleta Blvd SW"), typed as streets are. */
  isStreetAddress(name: string): boolean {
    return this.namedByStreet.has(name);
  }

  /** The properties whose whole name or alias the text is. */
  namedExactly(text: string): ReadonlySet<string> {
    return new Set(this.names.exact(text).map((hit) => hit.value));
  }

  /**
   * A name with its town after it ("Toups Place - Eunice", "Linden Lake Resort, Bemidji"): the
   * properties of that whole name in that town, when there are some; else null.
   */
  private nameInTown(text: string): NameHit<string>[] | null {
    const parts = /^(.+?)\s*(?:\s[-–]\s|,|\()\s*([^-–,()]+?)\)?\s*$/.exec(text.trim());
    if (!parts || !this.towns.has(placeNameKey(parts[2]!))) return null;
    const town = placeNameKey(parts[2]!);
    const found = this.names.exact(parts[1]!).filter((hit) => {
      const city = this.properties.get(hit.value)?.city;
      return city !== null && city !== undefined && placeNameKey(city) === town;
    });
    return found.length > 0 ? found : null;
  }

  /** Properties a name or alias designates: equal, else equal without its kind of place (the directory's, then the bill's too), else near. */
  byName(text: string, source: string): PlaceHit[] {
    let found = this.names.exact(text);
    const inTown = this.nameInTown(text);
    if (inTown && found.length === 0) return inTown.map((hit) => ({ place: { propertyId: hit.value, unitId: null }, confidence: EXACT_NAME, reason: `${source} "${text.trim()}" = ${hit.name}, ${this.properties.get(hit.value)?.city ?? ''}` }));
    // "Hale Malu", the alias of Hale Malu Apartment Homes, is also Hale Malu Lofts without its kind: likelier the first, never surely.
    // "Beaver Row - Burlington" is a property's whole name, and also Beaver Row's in Burlington: the whole name first, never surely.
    const alsoBare =
      found.length > 0 && [...this.bareNames.exact(text), ...(inTown ?? [])].some((other) => !found.some((hit) => hit.value === other.value));
    if (found.length === 0) found = this.bareNames.exact(text);
    const bare = found.length === 0 ? withoutKind(text) : null;
    if (bare) found = this.bareNames.exact(bare);
    return (found.length > 0 ? found : this.names.find(text)).map((hit) => ({
      place: { propertyId: hit.value, unitId: null },
      confidence: hit.similarity === 1 ? (alsoBare ? NEAR_NAME : EXACT_NAME) : NEAR_NAME - (1 - hit.similarity),
      reason: `${source} "${text.trim()}" ${hit.similarity === 1 ? '=' : '≈'} ${hit.name}${alsoBare ? ' (also another property’s name without its kind or town)' : ''}`,
    }));
  }

  /**
   * A whole name read as another property's name with its town ("Beaver Row - Burlington" as
   * Beaver Row, in Burlington), where `byName` took the whole name: a weaker clue of its own, which
   * an address printed beside it may confirm.
   */
  townReading(text: string, source: string): PlaceHit[] {
    const whole = new Set(this.names.exact(text).map((hit) => hit.value));
    if (whole.size === 0) return [];
    return (this.nameInTown(text) ?? [])
      .filter((hit) => !whole.has(hit.value))
      .map((hit) => ({ place: { propertyId: hit.value, unitId: null }, confidence: NEAR_NAME - 0.15, reason: `${source} "${text.trim()}" ≈ ${hit.name}, ${this.properties.get(hit.value)?.city ?? ''}` }));
  }
}
