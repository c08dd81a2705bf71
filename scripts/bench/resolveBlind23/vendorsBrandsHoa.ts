/**
 * National firms' branch offices (one brand alias, a shared lockbox and mail domain, a customer
 * number per site or one national account at every branch) and the HOAs of the client's condos
 * and subdivision houses, many run by the same management company.
 */
import { BRANDS, HOA_MANAGERS } from './catalogFirms';
import { HUBS, hubByKey } from './geography';
import { TRADES } from './gl';
import type { PropRec } from './properties';
import type { Rng } from './rng';
import { type AccountBook, type VendorRec, blankVendor, ein, poBox, propsOfHub, slug } from './vendorBase';

const AREAS: Readonly<Record<string, readonly string[]>> = {
  den: ['Denver', 'North Denver', 'Aurora', 'Lakewood'], cos: ['Colorado Springs', 'Pikes Peak'], abq: ['Albuquerque', 'Northeast Albuquerque'],
  saf: ['Santa Fe'], phx: ['Phoenix', 'East Mesa', 'Tempe'], tuc: ['Tucson', 'Northwest Tucson'], kc: ['Kansas City', 'Wyandotte County'],
  oma: ['Omaha', 'West Omaha'], dsm: ['Des Moines', 'West Des Moines'], ict: ['Wichita', 'East Wichita'], okc: ['Oklahoma City', 'Edmond'],
  tul: ['Tulsa', 'Midtown Tulsa'],
};

export function buildBranches(rng: Rng, book: AccountBook, props: readonly PropRec[]): VendorRec[] {
  const out: VendorRec[] = [];
  for (const b of BRANDS) {
    const trade = TRADES.find((t) => t.key === b.trade);
    const branches: VendorRec[] = [];
    for (const hub of b.hubs) {
      const areas = (AREAS[hub] ?? [hubByKey(hub).label]).slice(0, b.perHub);
      for (const area of areas) {
        const v = blankVendor('branch', b.name(area, rng.int(1000, 9999)), rng.pick(['#######', 'CU-######', '####-####', '##########']));
        const email = b.domain ? `@${b.domain}` : `office@${slug(b.brand)}${slug(area)}.com`;
        Object.assign(v, { aliases: [...b.aliases], emails: [email], remit: b.remit ?? poBox(rng, hub), taxId: ein(rng), hub, brand: b.brand,
          gls: [...b.gl], lines: [...(trade?.lines ?? ['Service'])] });
        v.defaultGl = rng.chance(0.8) ? b.gl[0] ?? null : null;
        branches.push(v);
      }
    }
    if (b.accounts === 'national') book.shared(branches);
    if (b.accounts === 'property') {
      for (const v of branches) {
        const mine = propsOfHub(props, v.hub ?? '').filter((p) => rng.chance(p.kind === 'sfh' || p.kind === 'condo' ? 0.03 : 0.3 / b.perHub));
        for (const p of mine) book.issue(v, p.id, null);
      }
    }
    out.push(...branches);
  }
  return out;
}

export function buildHoas(rng: Rng, book: AccountBook, props: readonly PropRec[], total: number): VendorRec[] {
  const out: VendorRec[] = [];
  const managerRemits = new Map<string, string>();
  const managerRemit = (manager: string, hub: string): string => {
    const h = hubByKey(hub);
    const key = `${manager}|${hub}`;
    if (!managerRemits.has(key)) managerRemits.set(key, `${manager}, PO Box ${60000 + managerRemits.size * 137}, ${h.city}, ${h.state} ${h.zip}`);
    return managerRemits.get(key) ?? '';
  };
  const make = (hub: string, name: string): VendorRec => {
    const manager = rng.pick(HOA_MANAGERS[hub] ?? ['Self-managed']);
    const v = blankVendor('hoa', name, rng.pick(['####-###', 'HOA-#####', '#####', '###-####-##']));
    const selfRun = rng.chance(0.2);
    Object.assign(v, {
      hub, aliases: selfRun ? [] : [manager], emails: selfRun ? [`board@${slug(name).slice(0, 18)}.org`] : [`@${slug(manager)}.com`],
      remit: selfRun ? poBox(rng, hub) : managerRemit(manager, hub), taxId: rng.chance(0.6) ? ein(rng) : null, gls: ['6300', '6310'],
      lines: ['Monthly assessment', 'Quarterly dues', 'Special assessment', 'Late fee', 'Reserve contribution'], platform: selfRun ? null : rng.chance(0.4) ? 'ClickPay' : null,
    });
    if (!selfRun && rng.chance(0.3)) v.aliases.push(`${name.replace(/ (Homeowners|Condominium|Owners|Community|Townhome) Association$/, '')} HOA`);
    v.defaultGl = rng.chance(0.9) ? '6300' : null;
    out.push(v);
    return v;
  };
  const buildings = new Map<string, PropRec[]>();
  for (const p of props) if (p.kind === 'condo' && p.building) buildings.set(p.building, [...(buildings.get(p.building) ?? []), p]);
  for (const list of buildings.values()) {
    const first = list[0] as PropRec;
    const base = first.name.split(' #')[0] ?? first.name;
    const v = make(first.metro.hub, `${base} ${rng.pick(['Condominium Association', 'Owners Association'])}`);
    for (const p of list) book.issue(v, p.id, p.units[0]?.id ?? null);
  }
  const sfh = props.filter((p) => p.kind === 'sfh' && !p.metro.rural && rng.chance(0.3));
  const left = total - out.length;
  const perHub = HUBS.map((h) => ({ h, list: sfh.filter((p) => p.metro.hub === h.key) })).filter((x) => x.list.length > 0);
  const all = perHub.reduce((s, x) => s + x.list.length, 0);
  const quotas = perHub.map((x) => Math.max(1, Math.round((left * x.list.length) / all)));
  const bump = (by: number) => { const i = quotas.indexOf(Math.max(...quotas)); quotas[i] = (quotas[i] ?? 0) + by; };
  while (quotas.reduce((s, q) => s + q, 0) > left) bump(-1);
  while (quotas.reduce((s, q) => s + q, 0) < left) bump(1);
  perHub.forEach(({ h, list }, i) => {
    const words = props.find((p) => p.metro.hub === h.key)?.metro.words ?? ['Prairie'];
    const hoas: VendorRec[] = [];
    const used = new Set(out.map((v) => v.name));
    for (let k = 0; k < (quotas[i] ?? 0); k++) {
      let name = '';
      do name = `${rng.pick(words)} ${rng.pick(['Ranch', 'Meadows', 'Park', 'Estates', 'Hills', 'Commons', 'Trails', 'Village', 'Highlands', 'Reserve', 'Creek', 'Farms'])} ${rng.pick(['Homeowners Association', 'HOA', 'Community Association', 'Owners Association', 'Townhome Association'])}`;
      while (used.has(name));
      used.add(name);
      hoas.push(make(h.key, name));
    }
    list.forEach((p, j) => book.issue(j < hoas.length ? (hoas[j] as VendorRec) : rng.pick(hoas), p.id, null));
  });
  for (const v of out) {
    const ps = new Set(v.accounts.map((a) => a.propertyId));
    if (ps.size === 1 && rng.chance(0.6)) v.defaultPropertyId = [...ps][0] ?? null;
  }
  return out;
}
