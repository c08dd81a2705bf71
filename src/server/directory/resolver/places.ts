import { parseAddress, type ParsedAddress } from './addresses';
import { NameIndex } from './names';
import { MultiMap, typoDistance } from './text';
import { looseUnitKey, unitKey } from './units';
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

interface AddressEntry {
  place: Place;
  address: ParsedAddress;
  /** As the directory writes it, for the reason. */
  label: string;
}

const EXACT_ADDRESS = 0.93;
const NEAR_ADDRESS = 0.85;
const EXACT_NAME = 0.92;
const NEAR_NAME = 0.82;

export class PlaceIndex {
  readonly properties = new Map<string, DirectoryProperty>();
  readonly units = new Map<string, DirectoryUnit>();
  private readonly unitsByProperty = new Map<string, MultiMap<string>>();
  private readonly byStreet = new MultiMap<AddressEntry>();
  private readonly byHouse = new MultiMap<AddressEntry>();
  private readonly byStreetName = new MultiMap<AddressEntry>();
  readonly names = new NameIndex<string>();

  constructor(directory: DirectoryData) {
    for (const property of directory.properties) {
      this.properties.set(property.id, property);
      this.names.add(property.name, property.id);
      const place = { propertyId: property.id, unitId: null };
      if (property.address) this.addAddress([property.address, property.city, property.state, property.zip].filter(Boolean).join(', '), place, property.name);
      // An alias is either another name ("CPP") or an address variant a reviewer taught.
      for (const alias of property.aliases) if (!this.addAddress(alias, place, property.name)) this.names.add(alias, property.id);
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
      this.unitsByProperty.set(unit.propertyId, keys);
      if (unit.address) this.addAddress(`${unit.address}${property.zip ? `, ${property.zip}` : ''}`, { propertyId: unit.propertyId, unitId: unit.id }, `${property.name}, unit ${unit.unit}`);
    }
  }

  private addAddress(text: string, place: Place, label: string): boolean {
    const address = parseAddress(text);
    if (!address) return false;
    const entry = { place, address, label };
    this.byStreet.add(address.street, entry);
    this.byHouse.add(address.house, entry);
    this.byStreetName.add(address.name, entry);
    return true;
  }

  /**
   * The unit of a property that a label names ("Apt 204" → unit "204"), when exactly one does;
   * failing that, the one unit whose number alone matches ("Apt 204" → "B-204"), less surely.
   */
  unitOf(propertyId: string, label: string): { unit: DirectoryUnit; exact: boolean } | null {
    const key = unitKey(label);
    const keys = this.unitsByProperty.get(propertyId);
    if (!key || !keys) return null;
    const exact = keys.get(key);
    if (exact.length > 0) return exact.length === 1 ? { unit: this.units.get(exact[0]!)!, exact: true } : null;
    const number = looseUnitKey(label);
    const loose = number ? keys.get(`~${number}`) : [];
    return loose.length === 1 ? { unit: this.units.get(loose[0]!)!, exact: false } : null;
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
    const exact = this.byStreet.get(address.street).filter(zipAgrees);
    if (exact.length > 0) return { address, hits: exact.map((entry) => ({ place: entry.place, confidence: EXACT_ADDRESS, reason: `service address ${printed} = ${entry.label}` })) };
    const near = this.byHouse
      .get(address.house)
      .filter(zipAgrees)
      .map((entry) => ({ entry, slips: typoDistance(address.name, entry.address.name) }))
      .filter(({ entry, slips }) => slips <= allowedSlips(entry.address.name));
    if (near.length > 0) return { address, hits: near.map(({ entry, slips }) => ({ place: entry.place, confidence: nearConfidence(slips, address, entry), reason: `service address ${printed} ≈ ${entry.label}` })) };
    const renumbered = address.zip ? this.byStreetName.get(address.name).filter((entry) => entry.address.zip === address.zip) : [];
    return { address, hits: renumbered.map((entry) => ({ place: entry.place, confidence: 0.6, reason: `street ${printed} ≈ ${entry.label} (other house number)` })) };
  }

  /** Properties a name or alias designates: equal, else near. */
  byName(text: string, source: string): PlaceHit[] {
    return this.names.find(text).map((hit) => ({
      place: { propertyId: hit.value, unitId: null },
      confidence: hit.similarity === 1 ? EXACT_NAME : NEAR_NAME - (1 - hit.similarity),
      reason: `${source} "${text.trim()}" ${hit.similarity === 1 ? '=' : '≈'} ${hit.name}`,
    }));
  }
}

/** Slips a street name of this length may carry and still be that street: none in "Oak", one in "Cedar". */
function allowedSlips(name: string): number {
  return name.length >= 9 ? 2 : name.length >= 4 ? 1 : 0;
}

/** A near street (same house number) is surer when the ZIP agrees, less sure with each slip. */
function nearConfidence(slips: number, address: ParsedAddress, entry: AddressEntry): number {
  const zip = address.zip && address.zip === entry.address.zip ? 0.04 : 0;
  return Math.min(0.89, NEAR_ADDRESS - 0.07 * slips + zip);
}
