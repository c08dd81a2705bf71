import { AddressIndex, EXACT_ADDRESS } from './addressIndex';
import { hasZip, parseAddress, type ParsedAddress } from './addresses';
import { PropertyNameIndex } from './propertyNames';
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

/** A property the directory gives no address but names by its street ("3279 Sockeye Ave Cottages") is at that street. */
const streetOfName = (name: string) => (parseAddress(name)?.untyped === null ? name : null);

const withZip = (address: string, zip: string | null) => (zip && !hasZip(address) ? `${address}, ${zip}` : address);

export class PlaceIndex {
  readonly properties = new Map<string, DirectoryProperty>();
  /** The units, and the labels bills name them by. */
  readonly unitIndex = new UnitIndex();
  readonly addresses = new AddressIndex(this.unitIndex);
  readonly names: PropertyNameIndex;

  constructor(directory: DirectoryData) {
    for (const property of directory.properties) this.properties.set(property.id, property);
    this.names = new PropertyNameIndex(this.properties);
    // Each property's street, read once for all its units.
    const streets = new Map<string, ParsedAddress | null>();
    for (const property of directory.properties) {
      const address = property.address ?? streetOfName(property.name);
      streets.set(property.id, address ? parseAddress(address) : null);
      this.names.addProperty(property);
      const place = { propertyId: property.id, unitId: null };
      if (address) this.addresses.add([address, property.city, property.state, property.zip].filter(Boolean).join(', '), place, property.name, property.city);
      // An alias is either another name ("CPP") or an address variant a reviewer taught.
      // An address alias is the property's street written another way, in the property's ZIP.
      for (const alias of property.aliases) if (!this.addresses.add(withZip(alias, property.zip), place, property.name, property.city)) this.names.addAlias(alias, property.id);
    }
    for (const unit of directory.units) {
      const property = this.properties.get(unit.propertyId);
      if (!property) continue;
      const own = unit.address ? parseAddress(unit.address) : null;
      this.unitIndex.add(unit, property, own, streets.get(property.id) ?? null);
      // A unit on its property's street is in its ZIP; one on another street (a townhouse, a
      // scattered home) may be in another, and a ZIP it does not print must not rule it out.
      const sameStreet = own !== null && own.name === streets.get(property.id)?.name;
      if (unit.address) this.addresses.add(sameStreet ? withZip(unit.address, property.zip) : unit.address, { propertyId: unit.propertyId, unitId: unit.id }, `${property.name}, unit ${unit.unit}`, property.city);
    }
  }

  /** The one unit of a property a label names by the unit's own street address ("6990 1/2 E Anaheim St" for its rear house). */
  unitAtAddress(propertyId: string, label: string): { unit: DirectoryUnit; exact: boolean } | null {
    const hits = (this.addresses.byAddress(label)?.hits ?? []).filter((hit) => hit.place.propertyId === propertyId && hit.place.unitId);
    const ids = new Set(hits.map((hit) => hit.place.unitId!));
    return ids.size === 1 ? { unit: this.unitIndex.units.get([...ids][0]!)!, exact: hits[0]!.confidence >= EXACT_ADDRESS } : null;
  }

  describe(place: Place): string {
    const property = this.properties.get(place.propertyId)?.name ?? place.propertyId;
    const unit = place.unitId ? this.unitIndex.units.get(place.unitId)?.unit : undefined;
    return unit ? `${property}, unit ${unit}` : property;
  }
}
