import type { ParsedAddress } from './addresses';
import type { PlaceHit } from './places';
import { isOffice } from './units';

/*
 * What a bill's service addresses say of its property and unit, read together: two homes of a
 * property printed on one bill, or a unit's address on an account held for the whole property,
 * name the property more surely than the unit.
 */

export interface Site {
  text: string;
  found: { address: ParsedAddress; hits: PlaceHit[] } | null;
  hits: PlaceHit[];
}

/** A unit named only by its address, on an account held for its property as a whole: likely, never sure. */
const HELD_WHOLE = 0.9;

/**
 * The clues of each site, one or two lookups each. `heldWhole`: the properties an account the
 * vendor holds for them as a whole names (a park's phone line, a tax parcel).
 */
export function siteClues(sites: readonly Site[], heldWhole: ReadonlySet<string>, hasOffice: (propertyId: string) => boolean): PlaceHit[][][] {
  const spanned = spannedProperties(sites.map((site) => site.hits));
  return sites.map(({ found, hits: printed }) => {
    // "6915 S Grand Blvd, Ofc": the office of a property that lets none as a unit is the property's own, not the flat at its address.
    const office = found?.address.unitText ? isOffice(found.address.unitText) : false;
    const hits = office ? printed.map((hit) => (hit.place.unitId && !hasOffice(hit.place.propertyId) ? { ...hit, place: { ...hit.place, unitId: null } } : hit)) : printed;
    const wholes = hits.map((hit) => ({ ...hit, place: { ...hit.place, unitId: null } }));
    // A bill for two homes of a property (mowing at 843 and 3928 Kealing Ave) is the property's, not either home's.
    if (spanned.size > 0) return [hits.map((hit, i) => (spanned.has(hit.place.propertyId) ? wholes[i]! : hit))];
    if (found?.address.unitText || !hits.some((hit) => heldWhole.has(hit.place.propertyId))) return [hits];
    return [wholes, hits.map((hit) => ({ ...hit, confidence: hit.confidence * HELD_WHOLE }))];
  });
}

/** The properties of which two service addresses name different units: the bill spans their homes. */
function spannedProperties(sites: readonly (readonly PlaceHit[])[]): ReadonlySet<string> {
  const unitsBySite = new Map<string, string[]>();
  const spanned = new Set<string>();
  for (const hits of sites) {
    const byProperty = new Map<string, string[]>();
    for (const hit of hits) if (hit.place.unitId) byProperty.set(hit.place.propertyId, [...(byProperty.get(hit.place.propertyId) ?? []), hit.place.unitId]);
    for (const [propertyId, units] of byProperty) {
      const earlier = unitsBySite.get(propertyId);
      if (earlier && !units.some((unit) => earlier.includes(unit))) spanned.add(propertyId);
      unitsBySite.set(propertyId, [...(earlier ?? []), ...units]);
    }
  }
  return spanned;
}
