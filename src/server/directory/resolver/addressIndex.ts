import { parseAddress, type ParsedAddress } from './addresses';
import type { Place, PlaceHit } from './places';
import { houseDashApart, houseLetterApart, scanRepaired, typeUnglued } from './printedAddresses';
import { allowedSlips, inCityNamed, nearConfidence, sameSides, streetSlips, wholeBeforeUnit, type AddressEntry } from './streetMatch';
import { MultiMap, simplify } from './text';
import type { UnitIndex } from './unitIndex';

export const EXACT_ADDRESS = 0.93;
/** An address read only once a scan's slips are repaired ("31 20 68th Dr" as 31-20 68th Dr). */
const REPAIRED_ADDRESS = 0.85;
/** The same street and ZIP at another house number (a typo in the number, or a house the directory does not know). */
const OTHER_HOUSE_NUMBER = 0.6;
/** A house number of two parts ("28-50") that also reads as a range. */
const QUEENS_PAIR = /^\d{1,3}-\d{2}$/;

export interface AddressHits {
  address: ParsedAddress;
  hits: PlaceHit[];
}

/** The street addresses of a client's properties and units, for the service address a bill prints. */
export class AddressIndex {
  private readonly byStreet = new MultiMap<AddressEntry>();
  private readonly byHouse = new MultiMap<AddressEntry>();
  private readonly byStreetName = new MultiMap<AddressEntry>();
  /** Entries whose house number is a range ("6200-6280 Kensington Pkwy"): a bill may print any number within it. */
  private readonly ranges: { entry: AddressEntry; low: number; high: number }[] = [];

  /** The units are asked whether a dashed house number is a house and its flat. */
  constructor(private readonly units: UnitIndex) {}

  /** Indexes an address of a place; false when the text is no street address. */
  add(text: string, place: Place, label: string, city: string | null): boolean {
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

  /**
   * The places at a street address: the same street in normal form, else a street of the same
   * house number whose name is near (a typo, a missing or other street type), else the same
   * street name and ZIP with another house number (a typo in the number). A ZIP that disagrees
   * rules an entry out.
   */
  byAddress(text: string): AddressHits | null {
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
  private houseAndFlat(text: string): AddressHits | null {
    const readAs = houseDashApart(text);
    const apart = readAs === null ? null : this.byAddressAsPrinted(readAs);
    const unitText = apart?.address.unitText;
    if (!apart || !unitText) return null;
    const hits = apart.hits.filter((hit) => hit.confidence >= EXACT_ADDRESS && this.units.unitOf(hit.place.propertyId, unitText) !== null);
    const line = readAs!.split('\n')[0]!.trim();
    return hits.length > 0 ? { address: apart.address, hits: hits.map((hit) => ({ ...hit, reason: `${hit.reason} (read as ${line})` })) } : null;
  }

  private byAddressAsPrinted(text: string): AddressHits | null {
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
}
