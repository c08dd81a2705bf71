import { hasZip, parseAddress, type ParsedAddress } from './addresses';
import { houseDashApart, houseLetterApart, scanRepaired, typeUnglued } from './printedAddresses';
import { NameIndex, type NameHit } from './names';
import { placeNameKey, withoutKind } from './placeNames';
import { allowedSlips, inCityNamed, nearConfidence, sameSides, streetSlips, wholeBeforeUnit, type AddressEntry } from './streetMatch';
import { MultiMap, simplify, typoDistance } from './text';
import { UnitIndex } from './unitIndex';
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
/** An address read only once a scan's slips are repaired ("31 20 68th Dr" as 31-20 68th Dr). */
const REPAIRED_ADDRESS = 0.85;
/** The same street and ZIP at another house number (a typo in the number, or a house the directory does not know). */
const OTHER_HOUSE_NUMBER = 0.6;
const NEAR_NAME = 0.82;
/** A name another property's is shortened to: the bill may mean either, and a second clue naming the same is no second witness. */
const SHORTENED_NAME = 0.6;
/** A house number of two parts ("28-50") that also reads as a range. */
const QUEENS_PAIR = /^\d{1,3}-\d{2}$/;
/** A name whose town is read through a slip ("Mempis"): a near reading of the whole. */
const NEAR_TOWN = 0.9;


/** The company a property is held by, printed after its name: "Holdings LLC", "Owner LP", "LLC". */
const OWNING_COMPANY = /\s+(?:(?:owner|holdings?|investors?|propco)\s+)?(?:llc|l\.l\.c\.|lp|l\.p\.|inc\.?)\s*$/i;

/** A property the directory gives no address but names by its street ("3279 Sockeye Ave Cottages") is at that street. */
const streetOfName = (name: string) => (parseAddress(name)?.untyped === null ? name : null);

const withZip = (address: string, zip: string | null) => (zip && !hasZip(address) ? `${address}, ${zip}` : address);

export class PlaceIndex {
  readonly properties = new Map<string, DirectoryProperty>();
  /** The units, and the labels bills name them by. */
  readonly unitIndex = new UnitIndex();
  private readonly byStreet = new MultiMap<AddressEntry>();
  private readonly byHouse = new MultiMap<AddressEntry>();
  private readonly byStreetName = new MultiMap<AddressEntry>();
  /** Entries whose house number is a range ("6200-6280 Kensington Pkwy"): a bill may print any number within it. */
  private readonly ranges: { entry: AddressEntry; low: number; high: number }[] = [];
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
      const address = property.address ?? streetOfName(property.name);
      streets.set(property.id, address ? parseAddress(address) : null);
      this.properties.set(property.id, property);
      this.names.add(property.name, property.id);
      if (parseAddress(property.name)?.untyped === null) this.namedByStreet.add(property.name);
      // "Magnolia Lake" for "Magnolia Lake Apartments": bills drop the kind of place.
      for (const bare of withoutKind(property.name)) if (!towns.has(bare)) this.bareNames.add(bare, property.id);
      const place = { propertyId: property.id, unitId: null };
      if (address) this.addAddress([address, property.city, property.state, property.zip].filter(Boolean).join(', '), place, property.name, property.city);
      // An alias is either another name ("CPP") or an address variant a reviewer taught.
      // An address alias is the property's street written another way, in the property's ZIP.
      for (const alias of property.aliases) if (!this.addAddress(withZip(alias, property.zip), place, property.name, property.city)) this.names.add(alias, property.id);
    }
    for (const unit of directory.units) {
      const property = this.properties.get(unit.propertyId);
      if (!property) continue;
      const own = unit.address ? parseAddress(unit.address) : null;
      this.unitIndex.add(unit, property, own, streets.get(property.id) ?? null);
      // A unit on its property's street is in its ZIP; one on another street (a townhouse, a
      // scattered home) may be in another, and a ZIP it does not print must not rule it out.
      const sameStreet = own !== null && own.name === streets.get(property.id)?.name;
      if (unit.address) this.addAddress(sameStreet ? withZip(unit.address, property.zip) : unit.address, { propertyId: unit.propertyId, unitId: unit.id }, `${property.name}, unit ${unit.unit}`, property.city);
    }
  }

  private addAddress(text: string, place: Place, label: string, city: string | null): boolean {
    const address = parseAddress(text);
    if (!address) return false;
    const entry = { place, address, label, city: city ? simplify(city) : null };
    this.byStreet.add(address.street, entry);
    this.byHouse.add(address.house, entry);
    this.byStreetName.add(address.name, entry);
    if (address.house.includes('-')) {
      const [low, high] = address.house.split('-').map((part) => Number.parseInt(part, 10));
      this.ranges.push({ entry, low: low!, high: high! });
    }
    // Queens's "28-50 Bowne St" reads as a range of numbers, and bills also print it "2850 Bowne St".
    if (QUEENS_PAIR.test(address.house)) {
      const house = address.house.replace('-', '');
      const joined = { ...entry, address: { ...address, house, street: `${house}${address.street.slice(address.house.length)}` } };
      this.byStreet.add(joined.address.street, joined);
      this.byHouse.add(house, joined);
    }
    return true;
  }

  /** The one unit of a property a label names by the unit's own street address ("6990 1/2 E Anaheim St" for its rear house). */
  unitAtAddress(propertyId: string, label: string): { unit: DirectoryUnit; exact: boolean } | null {
    const hits = (this.byAddress(label)?.hits ?? []).filter((hit) => hit.place.propertyId === propertyId && hit.place.unitId);
    const ids = new Set(hits.map((hit) => hit.place.unitId!));
    return ids.size === 1 ? { unit: this.unitIndex.units.get([...ids][0]!)!, exact: hits[0]!.confidence >= EXACT_ADDRESS } : null;
  }

  describe(place: Place): string {
    const property = this.properties.get(place.propertyId)?.name ?? place.propertyId;
    const unit = place.unitId ? this.unitIndex.units.get(place.unitId)?.unit : undefined;
    return unit ? `${property}, unit ${unit}` : property;
  }

  /**
   * The places at a street address: the same street in normal form, else a street of the same
   * house number whose name is near (a typo, a missing or other street type), else the same
   * street name and ZIP with another house number (a typo in the number). A ZIP that disagrees
   * rules an entry out.
   */
  byAddress(text: string): { address: ParsedAddress; hits: PlaceHit[] } | null {
    const found = this.byAddressAsPrinted(text);
    if (!found?.hits.some((hit) => hit.confidence >= EXACT_ADDRESS)) {
      const flat = this.houseAndFlat(text);
      if (flat) return flat;
    }
    // The same street at another house number is the last guess: a reading below may name the house itself.
    if (found?.hits.some((hit) => hit.confidence > OTHER_HOUSE_NUMBER)) return found;
    const apart = typeUnglued(text);
    const unglued = apart ? this.byAddressAsPrinted(apart) : null;
    if (unglued?.hits.length) return unglued;
    // A reading that repairs what a scan misread, or reads a lettered house as its flat, names a place less surely than the print would.
    for (const readAs of [scanRepaired(text), houseLetterApart(text)]) {
      const repaired = readAs === null ? null : this.byAddressAsPrinted(readAs);
      if (readAs === null || !repaired?.hits.length) continue;
      const line = readAs.split('\n')[0]!.trim();
      return { address: repaired.address, hits: repaired.hits.map((hit) => ({ ...hit, confidence: Math.min(hit.confidence, REPAIRED_ADDRESS), reason: `${hit.reason} (read as ${line})` })) };
    }
    return found;
  }

  /** A dashed house read as the house and its flat ("303-1 Salt Springs Rd"), when the house is a place of its own and has that unit. */
  private houseAndFlat(text: string): { address: ParsedAddress; hits: PlaceHit[] } | null {
    const readAs = houseDashApart(text);
    const apart = readAs === null ? null : this.byAddressAsPrinted(readAs);
    const unitText = apart?.address.unitText;
    if (!apart || !unitText) return null;
    const hits = apart.hits.filter((hit) => hit.confidence >= EXACT_ADDRESS && this.unitIndex.unitOf(hit.place.propertyId, unitText) !== null);
    const line = readAs!.split('\n')[0]!.trim();
    return hits.length > 0 ? { address: apart.address, hits: hits.map((hit) => ({ ...hit, reason: `${hit.reason} (read as ${line})` })) } : null;
  }

  private byAddressAsPrinted(text: string): { address: ParsedAddress; hits: PlaceHit[] } | null {
    const address = parseAddress(text);
    if (!address) return null;
    const printed = text.split('\n')[0]!.trim();
    const zipAgrees = (entry: AddressEntry) => !address.zip || !entry.address.zip || entry.address.zip === address.zip;
    const exact = inCityNamed(wholeBeforeUnit(this.byStreet.get(address.street).filter(zipAgrees)), text);
    if (exact.length > 0) return { address, hits: exact.map((entry) => ({ place: entry.place, confidence: EXACT_ADDRESS, reason: `service address ${printed} = ${entry.label}` })) };
    // A home's own number names it before the range of the building it is in ("1049 Arctoc Blvd" of 1049-1051 Arctic Blvd).
    const atHouse = wholeBeforeUnit([...this.byHouse.get(address.house), ...this.housesWithin(address)].filter(zipAgrees));
    const inRange = this.rangesHolding(address.house).filter(zipAgrees);
    const near = inCityNamed([...atHouse, ...inRange], text)
      .map((entry) => ({ entry, ...streetSlips(address, entry) }))
      .filter(({ entry, slips }) => slips <= allowedSlips(entry.address.name));
    const sided = near.filter(({ entry }) => sameSides(address, entry.address));
    const onSide = sided.length > 0 ? sided : near;
    if (onSide.length > 0) return { address, hits: onSide.map(({ entry, slips, runOn }) => ({ place: entry.place, confidence: nearConfidence(slips + (runOn ? 1 : 0), address, entry), reason: `service address ${printed} ≈ ${entry.label}` })) };
    const renumbered = address.zip ? this.byStreetName.get(address.name).filter((entry) => entry.address.zip === address.zip) : [];
    return { address, hits: renumbered.map((entry) => ({ place: entry.place, confidence: OTHER_HOUSE_NUMBER, reason: `street ${printed} ≈ ${entry.label} (other house number)` })) };
  }

  /** The entries whose range of house numbers holds this one ("6230" in "6200-6280"). */
  private rangesHolding(house: string): AddressEntry[] {
    const number = house.includes('-') ? NaN : Number.parseInt(house, 10);
    // Read once per range at indexing: every address a bill prints that names no place exactly is held against them all.
    return Number.isFinite(number) ? this.ranges.filter((range) => range.low <= number && number <= range.high).map((range) => range.entry) : [];
  }

  /**
   * Names printed anywhere in a text; in a short field also names without their kind of place
   * (in a whole bill "Spruce Place" is likelier a street than Spruce Place Apartments).
   */
  scanNames(text: string, field = false, except?: string): NameHit<string>[] {
    const whole = this.names.scan(text, except);
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

  /**
   * The properties whose whole name or alias the text is, also with its town after it ("331
   * Thurston Rd (Rochester)"), the company that owns it ("170 Sarah St Owner LP") or its street's type run in ("6758 EasternBlvd").
   */
  namedExactly(text: string): ReadonlySet<string> {
    const hits = [...this.names.exact(typeUnglued(text) ?? text), ...(this.nameInTown(text) ?? []), ...this.names.exact(text.replace(OWNING_COMPANY, ''))];
    return new Set(hits.map((hit) => hit.value));
  }

  /**
   * A name with its town after it ("Toups Place - Eunice", "Linden Lake Resort, Bemidji"): the
   * properties of that whole name in that town, when there are some; else null.
   */
  private nameInTown(text: string): NameHit<string>[] | null {
    const parts = /^(.+?)\s*(?:\s[-–]\s|,|\()\s*([^-–,()]+?)\)?\s*$/.exec(text.trim());
    const town = parts && this.townOf(parts[2]!);
    if (!town) return null;
    const found = this.names.exact(parts[1]!).filter((hit) => {
      const city = this.properties.get(hit.value)?.city;
      return city !== null && city !== undefined && placeNameKey(city) === town.key;
    });
    // A town read through a slip is a near reading of the whole.
    return found.length > 0 ? found.map((hit) => ({ ...hit, similarity: town.exact ? 1 : NEAR_TOWN })) : null;
  }

  /** Properties a name or alias designates: equal, else equal without its kind of place (the directory's, then the bill's too), else near. */
  byName(text: string, source: string): PlaceHit[] {
    const alike = this.names.exact(text);
    // "Caribou Condos" is that property's name, and Caribou Condominiums's as bills shorten it: the name printed first, doubtfully.
    const printed = alike.filter((hit) => simplify(hit.name) === simplify(text));
    const shortened = printed.length > 0 && printed.length < alike.length && new Set(printed.map((hit) => hit.value)).size === 1;
    let found = shortened ? printed : alike;
    const inTown = this.nameInTown(text);
    if (inTown && found.length === 0) return inTown.map((hit) => ({ place: { propertyId: hit.value, unitId: null }, confidence: hit.similarity === 1 ? EXACT_NAME : NEAR_NAME, reason: `${source} "${text.trim()}" ${hit.similarity === 1 ? '=' : '≈'} ${hit.name}, ${this.properties.get(hit.value)?.city ?? ''}` }));
    // "Hale Malu", the alias of Hale Malu Apartment Homes, is also Hale Malu Lofts without its kind: likelier the first, never surely.
    // "Beaver Row - Burlington" is a property's whole name, and also Beaver Row's in Burlington: the whole name first, never surely.
    const alsoBare =
      shortened || (found.length > 0 && [...this.bareNames.exact(text), ...(inTown ?? [])].some((other) => !found.some((hit) => hit.value === other.value)));
    if (found.length === 0) found = this.bareNames.exact(text);
    // "Harney Falls Plaza" for Harney Falls Village Shops, whose alias is "Harney Falls": a bill may print another kind of place.
    for (const bare of found.length === 0 ? withoutKind(text) : []) {
      found = this.bareNames.exact(bare);
      if (found.length === 0) found = this.names.exact(bare);
      if (found.length > 0) break;
    }
    if (found.length === 0) found = [...this.names.squashed(text), ...this.bareNames.squashed(text)];
    return (found.length > 0 ? found : this.names.find(text)).map((hit) => ({
      place: { propertyId: hit.value, unitId: null },
      confidence: hit.similarity === 1 ? (shortened ? SHORTENED_NAME : alsoBare ? NEAR_NAME : EXACT_NAME) : NEAR_NAME - (1 - hit.similarity),
      reason: `${source} "${text.trim()}" ${hit.similarity === 1 ? '=' : '≈'} ${hit.name}${alsoBare ? ` (also another property’s name ${shortened ? 'shortened' : 'without its kind or town'})` : ''}`,
    }));
  }

  /**
   * The directory's town a text names: as spelt, with its state after it ("Sarasota Fl"), with a
   * space slipped in ("Dayto n") or one typing slip in a long name ("Mempis", "Indianaplis").
   */
  private townOf(text: string): { key: string; exact: boolean } | null {
    const printed = placeNameKey(text);
    if (this.towns.has(printed)) return { key: printed, exact: true };
    const key = placeNameKey(text.replace(/[\s,]+[a-z]{2}\.?\s*$/i, ''));
    if (this.towns.has(key)) return { key, exact: true };
    const squashed = key.replace(/ /g, '');
    const near = [...this.towns].filter((town) => town.replace(/ /g, '') === squashed || (town.length >= 6 && typoDistance(town, key) <= 1));
    return near.length === 1 ? { key: near[0]!, exact: false } : null;
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
