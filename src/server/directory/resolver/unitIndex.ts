import type { ParsedAddress } from './addresses';
import { houseWithin } from './streetMatch';
import { MultiMap } from './text';
import type { DirectoryProperty, DirectoryUnit } from './types';
import { alikeKeys, apartFromBuilding, findUnit, floorOf, floorsOf, isDesignator, looseUnitKey, unitKey, unslipped } from './units';

/*
 * The client's units, indexed for the labels bills print: by key within their property, by
 * entrance or by code across the directory, and by floor where a house's units are its floors.
 */

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

export class UnitIndex {
  readonly units = new Map<string, DirectoryUnit>();
  private readonly byProperty = new Map<string, MultiMap<string>>();
  /** The house number of each unit with its own street address, or of the entrance its label names. */
  private readonly houses = new Map<string, string>();
  /** Units labelled with their entrance ("3251-1R"), by key across the whole directory: such a label is one building's. */
  private readonly entranceLabels = new MultiMap<string>();
  /** Units labelled with a code of the manager's system ("ATL-14006"), by code across the whole directory. */
  private readonly codes = new MultiMap<string>();
  /** Each unit's key (unitKey of its label). */
  private readonly keys = new Map<string, string>();
  /** The units of each property that labels its units by floor alone ("1F", "Second Floor", or "1", "2", "3"), by floor; read once asked, when every unit is in. */
  private floorsRead: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined;

  /** A unit of `property`, with its own street address parsed (`own`) and its property's (`street`). */
  add(unit: DirectoryUnit, property: DirectoryProperty, own: ParsedAddress | null, street: ParsedAddress | null): void {
    this.units.set(unit.id, unit);
    const keys = this.byProperty.get(unit.propertyId) ?? new MultiMap<string>();
    const key = unitKey(unit.unit) ?? '';
    this.keys.set(unit.id, key);
    this.floorsRead = undefined;
    keys.add(key, unit.id);
    const loose = looseUnitKey(unit.unit);
    if (loose) keys.add(`~${loose}`, unit.id);
    // A courtyard building labels a unit with its entrance ("996-2N"); a bill at 996 prints "Apt 2N".
    // The entrance is the unit's own address, else one of the house numbers its property spans ("6776-6784 N Halsted St").
    const entrance = /^(\d+)\s*-\s*(.+)$/.exec(unit.unit);
    const house = own ? own.house : entrance && street && houseWithin(entrance[1]!, street.house) ? entrance[1] : undefined;
    if (house) this.houses.set(unit.id, house);
    const inner = entrance && entrance[1] === house ? unitKey(entrance[2]!) : null;
    if (entrance && entrance[1] === house && property.address) this.entranceLabels.add(key, unit.id);
    this.codes.add(unitCode(unit.unit) ?? '', unit.id);
    if (inner && inner !== key) keys.add(inner, unit.id);
    this.byProperty.set(unit.propertyId, keys);
  }

  private get floors(): ReadonlyMap<string, ReadonlyMap<string, string>> {
    this.floorsRead ??= floorsOf([...this.units.values()]);
    return this.floorsRead;
  }

  /**
   * The unit of a property that a label names ("Apt 204" → unit "204"), when exactly one does:
   * the whole label, else the unit written within it ("Apt 204 - J. Smith", "Unit 12, Bldg 3");
   * failing that, the one unit whose number alone matches ("Apt 204" → "B-204"), less surely.
   */
  unitOf(propertyId: string, label: string, houses: ReadonlySet<string> = new Set()): { unit: DirectoryUnit; exact: boolean } | null {
    const keys = this.byProperty.get(propertyId);
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
    const letterOf = (key: string | null | undefined) => /\d([a-z])$/.exec(key ?? '')?.[1];
    const printedLetter = letterOf(unitKey(label));
    const loose = (number ? keys.get(`~${number}`) : []).filter((id) => {
      const own = letterOf(this.keys.get(id));
      return !printedLetter || !own || own === printedLetter;
    });
    return loose.length === 1 ? { unit: this.units.get(loose[0]!)!, exact: false } : null;
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
    const ids = code ? this.codes.get(code) : [];
    return ids.length === 1 ? this.units.get(ids[0]!)! : null;
  }

  /**
   * Of the units a label names, those at a house number the bill prints, when some are: a
   * courtyard building labels a "2N" at each of its entrances, and the entrance tells them apart.
   */
  private atHouse(ids: readonly string[], houses: ReadonlySet<string>): readonly string[] {
    if (ids.length < 2 || houses.size === 0) return ids;
    const at = ids.filter((id) => {
      const own = this.houses.get(id);
      return own !== undefined && houses.has(own);
    });
    return at.length > 0 ? at : ids;
  }
}
