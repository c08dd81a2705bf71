/**
 * Who keeps the lights on: for every property its electric provider (a Texas retail electric
 * provider by ESI ID, a co-op, a municipal or investor-owned utility), its water (a city, or a
 * MUD, WCID or FWSD in the Texas suburbs), gas, trash, telecom and the tax collector, each with
 * the meters and parcels it bills.
 */
import type { AccountBook } from './accounts';
import { CATEGORY_DEFS, type Category } from './catalog';
import type { City, Metro } from './geoTypes';
import type { Link, PropertyModel, Target, UnitModel, VendorModel } from './model';
import { at, type Rng } from './rng';
import { DISTRICT_TYPES, REP_ALIASES, REPS, taxCollector, utilityName } from './utilityNames';
import type { VendorKit } from './vendorKit';

type UtilityCategory = 'electric' | 'water' | 'gas' | 'trash' | 'telecom' | 'tax';

function boundTo(spec: string, city: City): boolean | null {
  const [, cities] = spec.split('|');
  if (cities === undefined) return null;
  return cities.split(';').includes(city.name);
}

export class UtilityBuilder {
  private readonly byName = new Map<string, VendorModel>();
  private readonly muds = new Map<string, VendorModel[]>();
  private readonly mudNumbers = new Set<string>();
  readonly links = new Map<Category, Link[]>();

  constructor(private readonly kit: VendorKit, private readonly book: AccountBook, private readonly rng: Rng) {}

  private vendor(key: string, category: UtilityCategory, metro: Metro, make: () => { core: string; suffix: string; aliases: readonly string[]; dba: string | null; family: string | null }): VendorModel {
    const found = this.byName.get(key);
    if (found !== undefined) {
      found.metros.add(metro.code);
      return found;
    }
    const n = make();
    if (!this.kit.take(n.core)) throw new Error(`vendor name taken: ${n.core}`);
    const def = CATEGORY_DEFS[category];
    const national = category === 'telecom' || category === 'trash' || REPS.some((r) => r[0] === n.core);
    const v = this.kit.create({
      core: n.core, suffix: n.suffix, category, trade: category, metros: [metro.code], gl: def.gl, alts: def.alts, unitShare: def.unitShare, dba: n.dba, aliases: n.aliases,
      lines: category === 'electric' && !REPS.some((r) => r[0] === n.core) ? def.lines.filter((l) => !/TDU|PUC/.test(l)) : def.lines,
      franchise: n.family !== null, domain: n.family ?? undefined, home: national ? null : metro, weight: 1,
    });
    this.byName.set(key, v);
    return v;
  }

  private provider(specs: readonly string[], city: City, metro: Metro, category: UtilityCategory): VendorModel | null {
    const bound = specs.filter((s) => boundTo(s, city) === true);
    const open = specs.filter((s) => boundTo(s, city) === null);
    const pool = bound.length > 0 ? bound : open;
    if (pool.length === 0) return null;
    const name = at(this.rng.pick(pool).split('|'), 0);
    return this.vendor(name, category, metro, () => utilityName(name));
  }

  private rep(metro: Metro): VendorModel {
    const [core, suffix] = this.rng.weighted(REPS.map((r) => [r, r[2]] as const));
    return this.vendor(core, 'electric', metro, () => ({ core, suffix, aliases: REP_ALIASES[core] ?? [], dba: null, family: null }));
  }

  private mud(city: City, metro: Metro): VendorModel {
    const list = this.muds.get(city.county) ?? [];
    this.muds.set(city.county, list);
    const reuse = list.filter((v) => v.accounts.length < 12);
    if (reuse.length > 0 && this.rng.chance(0.6)) return this.rng.pick(reuse);
    for (;;) {
      const [long, short] = this.rng.weighted(DISTRICT_TYPES.map((t) => [t, t[2]] as const));
      const num = String(this.rng.int(1, short === 'MUD' ? 560 : 40)) + (this.rng.chance(0.05) ? '-A' : '');
      const key = `${city.county}|${short}|${num}`;
      if (this.mudNumbers.has(key)) continue;
      this.mudNumbers.add(key);
      const aliases = [`${city.county} County ${short} No. ${num}`, ...(city.county === 'Harris' && short === 'MUD' ? [`HCMUD ${num}`] : [])];
      const v = this.vendor(key, 'water', metro, () => ({ core: `${city.county} County ${long} No. ${num}`, suffix: '', aliases, dba: null, family: null }));
      v.trade = 'mud';
      v.gl = '6125';
      v.alts = ['6120', '6123'];
      v.printForms.push(`${city.county} Co. ${short} #${num}`, `${city.county.toUpperCase()} COUNTY ${short.split('').join('.')}. NO. ${num}`);
      list.push(v);
      return v;
    }
  }

  private add(category: Category, vendor: VendorModel, property: PropertyModel, targets: Target[]): void {
    let list = this.links.get(category);
    if (list === undefined) this.links.set(category, (list = []));
    list.push({ vendor, property, targets });
  }

  private accounts(v: VendorModel, p: PropertyModel, units: readonly (UnitModel | null)[], tdu: string | null): Target[] {
    return units.map((u) => ({ unit: u, account: this.book.open(v, p.dir.id, u?.dir.id ?? null, this.rng.chance(0.92), tdu) }));
  }

  private some(units: readonly UnitModel[], share: number): UnitModel[] {
    return units.filter(() => this.rng.chance(share));
  }

  /** Every utility and tax relationship of one property. */
  serve(p: PropertyModel): void {
    const { metro, city, kind, units } = p;
    const perUnit = kind === 'shotgun' || kind === 'duplex' || kind === 'btr';
    const house = (n: number): null[] => Array.from({ length: n }, () => null);
    // Electric.
    const ercot = metro.ercot !== null && (metro.electric.every((s) => boundTo(s, city) !== true) || this.rng.chance(0.5));
    const electric = ercot ? this.rep(metro) : this.provider(metro.electric, city, metro, 'electric');
    if (electric !== null) {
      let meters: (UnitModel | null)[];
      if (kind === 'sfh') meters = [null];
      else if (perUnit) meters = [...(kind === 'btr' ? house(1) : []), ...units];
      else if (kind === 'student') meters = house(this.rng.int(1, 3));
      else meters = [...house(this.rng.int(1, 2)), ...this.some(units, kind === 'retail' ? 0.5 : kind === 'storage' ? 0.5 : 0.25)];
      this.add('electric', electric, p, this.accounts(electric, p, meters, ercot ? metro.ercot : null));
    }
    // Water: a city, or a special district in the Texas suburbs.
    const district = metro.mudCounties.includes(city.county) && (city !== at(metro.cities, 0) || this.rng.chance(0.25)) && this.rng.chance(0.65);
    let water = district ? this.mud(city, metro) : this.provider(metro.water, city, metro, 'water');
    if (water === null) water = this.vendor(`City of ${city.name} Utilities`, 'water', metro, () => utilityName(`City of ${city.name} Utilities`));
    const wMeters = perUnit && (kind === 'btr' || this.rng.chance(0.4)) ? [...(kind === 'btr' ? house(1) : []), ...units] : house(kind === 'sfh' || kind === 'duplex' || kind === 'shotgun' ? 1 : this.rng.int(1, 2));
    this.add('water', water, p, this.accounts(water, p, wMeters, null));
    // Gas.
    const gasOdds: Record<string, number> = { garden: 0.5, senior: 0.6, student: 0.3, sfh: 0.5, duplex: 0.5, shotgun: 0.7, btr: 0.3, retail: 0.3, storage: 0 };
    if (this.rng.chance(gasOdds[kind] ?? 0)) {
      const gas = this.provider(metro.gas, city, metro, 'gas');
      if (gas !== null) this.add('gas', gas, p, this.accounts(gas, p, (kind === 'shotgun' || kind === 'duplex') && this.rng.chance(0.5) ? units : house(1), null));
    }
    // Trash and telecom for the communities.
    if (kind !== 'sfh' && kind !== 'duplex' && kind !== 'shotgun') {
      const hauler = this.rng.weighted(metro.trash.map((t, i) => [t, i < 2 ? 3 : 1] as const));
      const trash = this.vendor(hauler, 'trash', metro, () => utilityName(hauler));
      this.add('trash', trash, p, this.accounts(trash, p, house(1), null));
      if (kind !== 'storage' || this.rng.chance(0.5)) {
        const tel = this.rng.pick(metro.telecom);
        const telecom = this.vendor(tel, 'telecom', metro, () => utilityName(tel));
        this.add('telecom', telecom, p, this.accounts(telecom, p, house(this.rng.int(1, 2)), null));
      }
    }
    // Property tax: one parcel, or one per build-to-rent home plus the common area.
    const tc = taxCollector(city);
    const tax = this.vendor(`tax|${tc.core}`, 'tax', metro, () => ({ core: tc.core, suffix: '', aliases: tc.aliases, dba: null, family: null }));
    this.add('tax', tax, p, this.accounts(tax, p, kind === 'btr' ? [null, ...units] : [null], null));
    if (city.name === 'Memphis') {
      const cityTax = this.vendor('tax|City of Memphis Treasury Division', 'tax', metro, () => ({ core: 'City of Memphis Treasury Division', suffix: '', aliases: ['City of Memphis Property Tax'], dba: null, family: null }));
      this.add('tax', cityTax, p, this.accounts(cityTax, p, [null], null));
    }
  }
}
