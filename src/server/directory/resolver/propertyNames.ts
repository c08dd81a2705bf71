import { parseAddress } from './addresses';
import { NameIndex, type NameHit } from './names';
import { placeNameKey, withoutKind } from './placeNames';
import type { PlaceHit } from './places';
import { typeUnglued } from './printedAddresses';
import { simplify, typoDistance } from './text';
import type { DirectoryProperty } from './types';

const EXACT_NAME = 0.92;
const NEAR_NAME = 0.82;
/** A name another property's is shortened to: the bill may mean either, and a second clue naming the same is no second witness. */
const SHORTENED_NAME = 0.6;
/** A name whose town is read through a slip ("Mempis"): a near reading of the whole. */
const NEAR_TOWN = 0.9;

/** The company a property is held by, printed after its name: "Holdings LLC", "Owner LP", "LLC". */
const OWNING_COMPANY = /\s+(?:(?:owner|holdings?|investors?|propco)\s+)?(?:llc|l\.l\.c\.|lp|l\.p\.|inc\.?)\s*$/i;

/** The names and aliases of a client's properties, for the names a bill prints. */
export class PropertyNameIndex {
  private readonly names = new NameIndex<string>(placeNameKey);
  /** Names without their kind of place, asked only when no whole name is printed. */
  private readonly bareNames = new NameIndex<string>(placeNameKey);
  /** The names of properties named by their street address (an alias that is an address is indexed as one). */
  private readonly namedByStreet = new Set<string>();
  /** The directory's towns, as names are compared. */
  private readonly towns = new Set<string>();

  constructor(private readonly properties: ReadonlyMap<string, DirectoryProperty>) {
    // "Lebanon" is the town before it is Lebanon Mobile Home Court: a bill's "Lebanon, VA" names no property.
    for (const property of properties.values()) if (property.city) this.towns.add(placeNameKey(property.city));
  }

  addProperty(property: DirectoryProperty): void {
    this.names.add(property.name, property.id);
    if (parseAddress(property.name)?.untyped === null) this.namedByStreet.add(property.name);
    // "Magnolia Lake" for "Magnolia Lake Apartments": bills drop the kind of place.
    for (const bare of withoutKind(property.name)) if (!this.towns.has(bare)) this.bareNames.add(bare, property.id);
  }

  /** An alias that is another name ("CPP") rather than an address. */
  addAlias(alias: string, propertyId: string): void {
    this.names.add(alias, propertyId);
  }

  /**
   * Names printed anywhere in a text; in a short field also names without their kind of place
   * (in a whole bill "Spruce Place" is likelier a street than Spruce Place Apartments).
   */
  scanNames(text: string, field = false, except?: string): NameHit<string>[] {
    const whole = this.names.scan(text, except);
    return whole.length > 0 || !field ? whole : this.bareNames.scan(text);
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
