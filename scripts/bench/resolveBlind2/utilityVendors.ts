/*
 * Each metro's utilities and the accounts they hold: house meters and common areas per site, and
 * units carried in the manager's name (vacant apartments, landlord-paid suites, scattered homes).
 */
import { UTILITIES, UTILITY_ALT_GL, UTILITY_GL, WATER_PROVIDERS, type UtilityKind } from './catalog';
import { METROS } from './geo';
import type { PropGen, PropertySet, UnitGen } from './properties';
import type { Rng } from './random';
import { addAccount, blankVendor, ein, phone, takeName, UTILITY_LINE_NAMES, type Book, type VendorGen } from './vendorBase';

const SITE_SERVICES: Readonly<Record<UtilityKind, readonly string[]>> = {
  electric: ['HOUSE', 'HSE MTR', 'COMMON AREA', 'LEASING OFC', 'CLUBHOUSE', 'POOL', 'PARKING LT', 'SIGN', 'GATE', 'LAUNDRY', 'AMENITY CTR', 'SITE LTG'],
  gas: ['BOILER', 'LAUNDRY', 'POOL HTR', 'CLUBHOUSE', 'HOUSE', 'COMMON'],
  water: ['DOMESTIC', 'IRRIGATION', 'IRR', 'FIRE LINE', 'POOL', 'CLUBHOUSE', 'MTR 2', 'SEWER'],
  trash: ['COMMERCIAL FL', 'COMPACTOR', '8YD FL 3X', 'RECYCLE', 'ROLL-OFF'],
  internet: ['LEASING OFFICE', 'CLUBHOUSE', 'GATE ACCESS', 'OFFICE'],
  phone: ['ELEV PHONE', 'FIRE ALARM LINE', 'GATE PHONE', 'OFFICE'],
};

/** Which utilities serve a property, with their share when several compete. */
function utilityCandidates(byKey: Map<string, VendorGen>, p: PropGen, kind: UtilityKind, city: string): VendorGen[] {
  const out: VendorGen[] = [];
  for (const def of UTILITIES) {
    if (!(def.kind === kind || def.alsoKinds?.includes(kind))) continue;
    if (!def.metros.includes(p.metro.key)) continue;
    if (def.cities && !def.cities.includes(city)) continue;
    const v = byKey.get(def.name);
    if (v) out.push(v);
  }
  if (kind === 'water' && out.length === 0) {
    for (const w of WATER_PROVIDERS) {
      if (w.cities.includes(city)) {
        const v = byKey.get(w.name);
        if (v) out.push(v);
      }
    }
  }
  return out;
}

function utilityShare(v: VendorGen): number {
  return UTILITIES.find((d) => d.name === v.name)?.share ?? 1;
}

export function buildUtilities(rng: Rng, book: Book, ps: PropertySet): { vendors: VendorGen[]; byName: Map<string, VendorGen> } {
  const vendors: VendorGen[] = [];
  const byName = new Map<string, VendorGen>();
  for (const def of UTILITIES) {
    takeName(book, def.name, def.aliases);
    const v = blankVendor({
      name: def.name,
      aliases: [...def.aliases],
      cls: 'utility',
      tradeKey: def.kind,
      gl: UTILITY_GL[def.kind],
      altGls: UTILITY_ALT_GL[def.kind],
      lines: UTILITY_LINE_NAMES[def.kind],
      metros: def.metros,
      metro: METROS.find((m) => m.key === def.metros[0]) ?? null,
      domain: def.domain,
      senderEmails: rng.chance(0.6) ? [`@${def.domain}`] : [`${rng.pick(['ebill', 'noreply', 'billing', 'customerservice'])}@${def.domain}`],
      emailStyle: 'wild',
      remitTo: def.remit,
      taxId: rng.chance(0.5) ? ein(rng) : null,
      acctPattern: def.acct,
      brand: def.brand ?? null,
      phone: phone(rng, null),
      utilityKinds: [def.kind, ...(def.alsoKinds ?? [])],
    });
    if (v.senderEmails[0] && !v.senderEmails[0].startsWith('@')) v.emailStyle = 'addr';
    book.domains.add(def.domain);
    vendors.push(v);
    byName.set(def.name, v);
  }
  for (const w of WATER_PROVIDERS) {
    takeName(book, w.name, w.aliases);
    const metro = METROS.find((m) => m.cities.some((c) => w.cities.includes(c.name))) ?? null;
    const v = blankVendor({
      name: w.name,
      aliases: [...w.aliases],
      cls: 'utility',
      tradeKey: 'water',
      gl: UTILITY_GL.water,
      altGls: UTILITY_ALT_GL.water,
      lines: UTILITY_LINE_NAMES.water,
      metro,
      metros: metro ? [metro.key] : [],
      domain: w.domain,
      senderEmails: rng.chance(0.5) ? [`@${w.domain}`] : [`${rng.pick(['utilitybilling', 'ubcustomerservice', 'water', 'ebill'])}@${w.domain}`],
      emailStyle: 'wild',
      remitTo: w.remit,
      taxId: null,
      acctPattern: w.acct,
      phone: phone(rng, metro),
      utilityKinds: ['water'],
    });
    if (v.senderEmails[0] && !v.senderEmails[0].startsWith('@')) v.emailStyle = 'addr';
    book.domains.add(w.domain);
    vendors.push(v);
    byName.set(w.name, v);
  }

  const used = new Map<VendorGen, Set<string>>();
  const stripped = new Map<VendorGen, boolean>();
  for (const v of vendors) {
    used.set(v, new Set());
    stripped.set(v, rng.chance(0.35));
  }
  const pickFor = (p: PropGen, kind: UtilityKind, unit: UnitGen | null = null): VendorGen | null => {
    // A scattered home is served by the utilities of its own city.
    const c = utilityCandidates(byName, p, kind, unit?.addr?.city.name ?? p.city.name);
    if (c.length === 0) return null;
    return rng.weighted(c.map((v) => [v, utilityShare(v)] as const));
  };
  const open = (v: VendorGen, p: PropGen, unit: UnitGen | null, kind: UtilityKind) => {
    const service = unit ? '' : rng.chance(0.55) ? rng.pick(SITE_SERVICES[kind]) : '';
    addAccount(rng, v, used.get(v) ?? new Set(), p, unit, service, kind, stripped.get(v) ?? false);
  };

  for (const p of ps.properties) {
    const big = p.kind === 'apartment' || p.kind === 'commercial' || p.kind === 'condo';
    // Electric: house meters at the site, and units carried in the manager's name (vacant units, landlord-paid suites, homes).
    const elec = p.kind === 'scattered' ? null : pickFor(p, 'electric');
    if (elec) {
      const siteCount =
        p.kind === 'apartment' ? rng.int(1, 4) : p.kind === 'commercial' || p.kind === 'condo' ? rng.int(1, 2) : p.kind === 'townhome' ? 1 : p.kind === 'smallmf' ? (rng.chance(0.6) ? 1 : 0) : p.kind === 'sfh' ? (rng.chance(0.35) ? 1 : 0) : 0;
      for (let i = 0; i < siteCount; i++) open(elec, p, null, 'electric');
      const unitShare = p.kind === 'apartment' ? 0.12 : p.kind === 'commercial' ? 0.2 : p.kind === 'smallmf' ? 0.35 : 0;
      for (const u of p.units) if (rng.chance(unitShare)) open(elec, p, u, 'electric');
    }
    if (p.kind === 'scattered') {
      for (const u of p.units) {
        const e = pickFor(p, 'electric', u);
        if (e && rng.chance(0.6)) open(e, p, u, 'electric');
        const g = pickFor(p, 'gas', u);
        if (g && g !== e && rng.chance(0.25)) open(g, p, u, 'gas');
        const w = pickFor(p, 'water', u);
        if (w && rng.chance(0.85)) open(w, p, u, 'water');
      }
      continue;
    }
    const gas = pickFor(p, 'gas');
    if (gas && gas !== elec) {
      const chance = p.kind === 'apartment' ? 0.4 : p.kind === 'townhome' ? 0.1 : 0.3;
      if (rng.chance(chance)) for (let i = rng.int(1, big ? 2 : 1); i > 0; i--) open(gas, p, null, 'gas');
    }
    const water = pickFor(p, 'water');
    if (water) {
      const n = p.kind === 'apartment' ? rng.int(1, 3) : big || p.kind === 'townhome' ? rng.int(1, 2) : rng.chance(0.9) ? 1 : 0;
      for (let i = 0; i < n; i++) open(water, p, null, 'water');
    }
    if (big || p.kind === 'townhome') {
      const trash = pickFor(p, 'trash');
      if (trash) open(trash, p, null, 'trash');
    }
    const netChance = p.kind === 'apartment' ? 0.6 : p.kind === 'commercial' ? 0.4 : p.kind === 'condo' ? 0.25 : 0;
    if (rng.chance(netChance)) {
      const net = pickFor(p, 'internet');
      if (net) open(net, p, null, 'internet');
    }
    if ((p.kind === 'commercial' || p.kind === 'condo') && rng.chance(0.25)) {
      const ph = pickFor(p, 'phone');
      if (ph) for (let i = rng.int(1, 2); i > 0; i--) open(ph, p, null, 'phone');
    }
  }
  return { vendors, byName };
}

