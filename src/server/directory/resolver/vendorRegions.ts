import type { Decision } from './evidence';
import { simplify } from './text';
import type { DirectoryData, DirectoryProperty } from './types';

/*
 * A utility or a national hauler is often several vendors of one name, one a region ("Hawaiian
 * Electric" on Oʻahu, on Maui, on Hawaiʻi Island; "Republic Services" of Boise and of Colorado).
 * A bill printing only the shared name is the one serving the property's town: the vendor whose
 * accounts are held for properties there.
 */

export class VendorRegions {
  private readonly towns = new Map<string, Set<string>>();
  private readonly states = new Map<string, Set<string>>();
  private readonly names = new Map<string, string>();

  constructor(directory: DirectoryData) {
    const properties = new Map(directory.properties.map((property) => [property.id, property]));
    for (const vendor of directory.vendors) {
      this.names.set(vendor.id, vendor.name);
      const served = [...vendor.accounts.map((account) => account.propertyId), vendor.defaultPropertyId].flatMap((id) => (id && properties.get(id) ? [properties.get(id)!] : []));
      this.towns.set(vendor.id, new Set(served.flatMap((property) => (property.city ? [townKey(property)] : []))));
      this.states.set(vendor.id, new Set(served.flatMap((property) => (property.state ? [property.state.toUpperCase()] : []))));
    }
  }

  /** Of vendors alike, the one that serves the property's town, else its state; none when that tells none apart. */
  serving(vendorIds: readonly string[], property: DirectoryProperty): Decision<string> | null {
    if (vendorIds.length < 2) return null;
    const inTown = property.city ? vendorIds.filter((id) => this.towns.get(id)?.has(townKey(property))) : [];
    const inState = property.state ? vendorIds.filter((id) => this.states.get(id)?.has(property.state!.toUpperCase())) : [];
    const [only, where] = inTown.length === 1 ? [inTown[0]!, property.city!] : inState.length === 1 ? [inState[0]!, property.state!] : [null, ''];
    return only ? { value: only, confidence: REGIONAL, reason: `of the vendors the payee names, ${this.names.get(only)} serves ${where}` } : null;
  }
}

/** A vendor chosen by the region it serves: likely, never sure. */
const REGIONAL = 0.8;

const townKey = (property: DirectoryProperty) => `${simplify(property.city ?? '')}|${(property.state ?? '').toUpperCase()}`;
