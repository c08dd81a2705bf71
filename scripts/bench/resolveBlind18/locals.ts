/**
 * Everyone else: pest control, pool and lawn firms per metro (local shops, franchises, branches of
 * the big names), homeowners associations with their management companies, national firms, and
 * local trades enough to bring the directory to exactly 5,000 vendors.
 */
import type { AccountBook } from './accounts';
import { CATEGORY_DEFS, TRADES, type Category, type TradeDef } from './catalog';
import type { Metro } from './geoTypes';
import { brandName, hoaName, localName, MANAGEMENT_COMPANIES, type LocalName } from './localNames';
import type { Link, PropertyModel, VendorModel } from './model';
import type { PlaceNames } from './names';
import { BRANDS, NATIONALS } from './nationals';
import { at, type Rng } from './rng';
import type { VendorKit } from './vendorKit';

const TRADE_WEIGHTS: Readonly<Record<string, number>> = {
  plumbing: 10, hvac: 9, makeready: 8, electrical: 6, appliance: 5, painting: 6, cleaning: 6, flooring: 5, roofing: 4, locks: 4, handyman: 6, restoration: 3, fence: 3, tree: 3, glass: 2, garage: 2,
  concrete: 3, fire: 2, security: 2, towing: 1.5, junk: 2, foundation: 2, irrigation: 2, backflow: 1.5, grease: 1, signs: 1,
};

export class LocalBuilder {
  readonly pools = new Map<string, VendorModel[]>();
  readonly nationals: VendorModel[] = [];
  private readonly hoas = new Map<string, VendorModel[]>();

  constructor(private readonly kit: VendorKit, private readonly book: AccountBook, private readonly rng: Rng, private readonly places: PlaceNames, private readonly links: Map<Category, Link[]>) {}

  private pool(metro: string, category: Category): VendorModel[] {
    const key = `${metro}|${category}`;
    let list = this.pools.get(key);
    if (list === undefined) this.pools.set(key, (list = []));
    return list;
  }

  private make(n: LocalName, metro: Metro, category: Category, def: TradeDef, franchise = false, domain?: string): VendorModel {
    const v = this.kit.create({ core: n.core, suffix: n.suffix, category, trade: def.key, metros: [metro.code], gl: def.gl, alts: def.alts, unitShare: def.unitShare, lines: def.lines, dba: n.dba, aliases: n.aliases, franchise, domain, home: metro });
    this.pool(metro.code, category).push(v);
    return v;
  }

  addNationals(metros: readonly Metro[]): void {
    for (const d of NATIONALS) {
      this.kit.take(d.legal.replace(/,? (Inc\.|LLC|Ltd\.|L\.P\.)$/, ''));
      const v = this.kit.create({ core: d.legal, suffix: '', category: 'national', trade: 'national', metros: metros.map((m) => m.code), gl: d.gl, alts: d.alts, unitShare: d.unitShare, lines: d.lines, dba: d.dba, aliases: d.aliases, domain: d.domain, home: null });
      this.nationals.push(v);
    }
  }

  /** Local pest, pool and lawn firms and the branded ones, sized to the metro. */
  addServiceFirms(metro: Metro): void {
    const pc = metro.propertyCount;
    const counts: [Category, number][] = [['pest', Math.max(4, Math.round(pc / 7))], ['pool', Math.max(2, Math.round(pc / 12))], ['lawn', Math.max(4, Math.round(pc / 5))]];
    for (const [category, n] of counts) {
      const def = CATEGORY_DEFS[category as 'pest' | 'pool' | 'lawn'];
      for (let i = 0; i < n; i++) this.make(localName(this.kit, metro, def.words, this.rng), metro, category, def);
    }
    for (const b of BRANDS) {
      if (!this.rng.chance(b.category === 'trade' ? 0.35 : 0.6)) continue;
      const n = brandName(this.kit, metro, b, this.rng);
      if (n === null) continue;
      const def = b.category === 'trade' ? TRADES.find((t) => t.key === b.trade) : CATEGORY_DEFS[b.category as 'pest' | 'lawn'];
      if (def === undefined) throw new Error(`no trade ${b.trade}`);
      this.make(n, metro, b.category, def, true, b.domain);
    }
  }

  private account(v: VendorModel, p: PropertyModel, share: number): { unit: null; account: ReturnType<AccountBook['open']> | null }[] {
    return [{ unit: null, account: this.rng.chance(share) ? this.book.open(v, p.dir.id, null, this.rng.chance(0.85)) : null }];
  }

  private hoa(p: PropertyModel): VendorModel {
    const list = this.hoas.get(p.city.name) ?? [];
    this.hoas.set(p.city.name, list);
    const open = list.filter((v) => v.accounts.length < 4);
    if (open.length > 0 && this.rng.chance(0.35)) return this.rng.pick(open);
    const v = this.kit.create({ ...hoaName(this.kit, this.places.next(p.metro.code), this.rng), category: 'hoa', trade: 'hoa', metros: [p.metro.code], ...CATEGORY_DEFS.hoa, home: null });
    v.remitLines.unshift(`c/o ${this.rng.pick(MANAGEMENT_COMPANIES)}`);
    v.dir.remitTo = v.remitLines.join(', ');
    list.push(v);
    return v;
  }

  private link(category: Category, vendor: VendorModel, property: PropertyModel, share: number): void {
    let list = this.links.get(category);
    if (list === undefined) this.links.set(category, (list = []));
    list.push({ vendor, property, targets: this.account(vendor, property, share) });
  }

  /** The property's HOA, pest, pool and lawn relationships. */
  serve(p: PropertyModel): void {
    const k = p.kind;
    const community = k === 'garden' || k === 'student' || k === 'senior' || k === 'btr' || k === 'retail' || k === 'storage';
    const hoaOdds = k === 'sfh' ? 0.55 : k === 'btr' ? 0.4 : k === 'duplex' ? 0.15 : 0;
    if (this.rng.chance(hoaOdds)) {
      const v = this.hoa(p);
      const a = this.book.open(v, p.dir.id, null, this.rng.chance(0.9));
      let list = this.links.get('hoa');
      if (list === undefined) this.links.set('hoa', (list = []));
      list.push({ vendor: v, property: p, targets: [{ unit: null, account: a }] });
    }
    const pick = (c: Category): VendorModel => this.rng.weighted(this.pool(p.metro.code, c).map((v) => [v, v.weight] as const));
    if (community || this.rng.chance(k === 'shotgun' ? 0.4 : 0.3)) this.link('pest', pick('pest'), p, 0.6);
    if ((k === 'garden' && this.rng.chance(0.7)) || (k === 'student' && this.rng.chance(0.8)) || (k === 'senior' && this.rng.chance(0.5)) || (k === 'btr' && this.rng.chance(0.6))) this.link('pool', pick('pool'), p, 0.5);
    if (community || (k !== 'shotgun' && this.rng.chance(0.4))) this.link('lawn', pick('lawn'), p, 0.5);
  }

  /** Local trades, spread over the metros by size, until the directory holds `total` vendors. */
  fillTrades(metros: readonly Metro[], total: number, properties: readonly PropertyModel[]): void {
    const need = total - this.kit.vendors.length;
    if (need < 0) throw new Error(`already ${this.kit.vendors.length} vendors`);
    const sum = metros.reduce((s, m) => s + m.propertyCount, 0);
    const weights = TRADES.map((t) => [t, TRADE_WEIGHTS[t.key] ?? 1] as const);
    let made = 0;
    metros.forEach((metro, i) => {
      const n = i === metros.length - 1 ? need - made : Math.round((need * metro.propertyCount) / sum);
      const mine = properties.filter((p) => p.metro === metro);
      for (let j = 0; j < n; j++) {
        const def = this.rng.weighted(weights);
        const v = this.make(localName(this.kit, metro, def.words, this.rng), metro, 'trade', def);
        if (this.rng.chance(0.07)) v.dir.defaultPropertyId = at(mine, this.rng.int(0, mine.length - 1)).dir.id;
      }
      made += n;
    });
  }
}
