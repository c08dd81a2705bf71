/** Utilities and haulers, with one account per premise, per building meter, per vacant unit. */
import { type AcctM, type PropM, type UnitM, type VendorM } from './model';
import { nationalDefs } from './nationalDefs';
import { type Rng } from './rng';
import { type Svc, utilityDefs } from './utilityDefs';
import { AcctMaker, addAcct, blankVendor, pipe } from './vendorKit';

const SVCS: Svc[] = ['electric', 'gas', 'water', 'sewer', 'telecom'];

function meters(rng: Rng, p: PropM, svc: Svc): string[] {
  const pool: Record<Svc, string[]> = {
    electric: p.kind === 'mhp' ? ['OFFICE', 'MASTER METER', 'WELL PUMP', 'STREET LIGHTS', 'LIFT STATION'] : ['HOUSE METER', 'LAUNDRY RM', 'SITE LIGHTING', 'CLUBHOUSE', 'LEASING OFFICE', 'PARKING LOT LTS', 'ENTRY SIGN'],
    gas: ['BOILER', 'LAUNDRY RM', 'HOUSE', 'POOL HEATER'],
    water: p.kind === 'mhp' ? ['MASTER METER'] : ['DOMESTIC', 'IRRIGATION', 'FIRE LINE'],
    sewer: ['SEWER'],
    telecom: ['ELEVATOR LINE', 'FIRE ALARM LINES', 'OFFICE INTERNET', 'CLUBHOUSE WIFI', 'GATE PHONE'],
  };
  let list = pool[svc];
  if (svc === 'electric' && p.hasPool) list = [...list, 'POOL PUMP'];
  if (svc === 'electric' && p.hasElevator) list = [...list, 'ELEVATOR'];
  if (svc === 'telecom' && !p.hasElevator) list = list.filter((m) => m !== 'ELEVATOR LINE');
  const n = svc === 'electric' ? rng.int(1, p.kind === 'garden' || p.kind === 'condo' ? 3 : 2) : svc === 'telecom' ? rng.int(1, 2) : svc === 'water' ? rng.int(1, 2) : 1;
  return rng.sample(list, n);
}

function premiseAccounts(rng: Rng, v: VendorM, mk: AcctMaker, p: PropM, svc: Svc): void {
  if (p.kind === 'scattered') {
    if (svc === 'telecom') return;
    // Houses: the owner pays water and sewer on every house, power and gas while it stands empty.
    const byHouse = new Map<string, UnitM[]>();
    for (const u of p.units) if (u.addr) byHouse.set(`${u.addr.num} ${u.addr.street}`, [...(byHouse.get(`${u.addr.num} ${u.addr.street}`) ?? []), u]);
    const shareP = svc === 'water' || svc === 'sewer' ? 1 : svc === 'electric' ? 0.5 : 0.3;
    for (const us of byHouse.values()) {
      if (!rng.chance(shareP)) continue;
      const first = us[0] as UnitM;
      if (us.length === 1 || svc === 'electric') for (const u of us.length === 1 ? us : rng.sample(us, 1)) addAcct(v, mk, p, u, null);
      else addAcct(v, mk, p, null, '2-FAMILY', first.addr);
    }
    return;
  }
  if (!p.addr) return;
  for (const m of meters(rng, p, svc)) {
    const b = p.buildings.length > 1 && rng.chance(0.5) ? rng.pick(p.buildings) : null;
    addAcct(v, mk, p, null, b ? `BLDG ${b.num}` : m, b);
  }
  if (svc === 'electric' || svc === 'gas') {
    const vacant = rng.sample(p.units, Math.min(6, Math.round(p.units.length * (svc === 'electric' ? 0.06 : 0.02) + (rng.chance(0.5) ? 1 : 0))));
    for (const u of vacant) addAcct(v, mk, p, u, null);
  }
}

function asVendor(rng: Rng, id: string, d: { name: string; aliases: string; sends: string; dir: string; remit: string; gl: string; alt: string; items: string[] }, kind: VendorM['kind'], style: VendorM['style']): VendorM {
  const v = blankVendor(id, d.name, { kind, style, trade: style, gl: d.gl, altGl: pipe(d.alt), city: null, unitP: 0, items: d.items });
  v.aliases = rng.sample(pipe(d.aliases), rng.int(1, 3));
  v.sendsFrom = pipe(d.sends);
  v.senderEmails = rng.chance(0.85) ? pipe(d.dir) : [];
  v.remitTo = d.remit;
  v.phone = `(${rng.pick(['800', '866', '877', '888'])}) ${rng.int(200, 989)}-${rng.digits(4)}`;
  return v;
}

const UTIL_ITEMS: Record<Svc, string[]> = {
  electric: ['Electric service', 'Customer charge', 'Fuel adjustment', 'Energy charge', 'Demand charge', 'Storm recovery charge', 'State sales tax'],
  gas: ['Gas service', 'Customer charge', 'Gas supply cost', 'Distribution charge', 'Infrastructure replacement rider'],
  water: ['Water service', 'Sewer service', 'Stormwater fee', 'Meter charge', 'Base facility charge'],
  sewer: ['Sewer service', 'Wastewater volume charge', 'Stormwater fee', 'Base charge'],
  telecom: ['Business internet 300 Mbps', 'Phone line - POTS', 'Static IP', 'Equipment fee', 'Taxes and surcharges'],
};

export function buildUtilities(rng: Rng, props: PropM[], nextId: () => string): VendorM[] {
  const out: VendorM[] = [];
  const cov = new Map<string, [VendorM, number, boolean, Svc[]][]>();
  const makers = new Map<VendorM, AcctMaker>();
  for (const d of utilityDefs) {
    const style = d.svc.includes('telecom') ? 'telecom' : 'utility';
    const v = asVendor(rng, nextId(), { ...d, items: UTIL_ITEMS[d.svc[0] as Svc] }, style === 'telecom' ? 'telecom' : 'utility', style);
    out.push(v);
    makers.set(v, new AcctMaker(rng.fork(`acct:${d.name}`), d.pat));
    for (const c of d.cov.split('|')) {
      const [code, share] = c.split(':');
      cov.set(`${code}`, [...(cov.get(`${code}`) ?? []), [v, Number(share), Boolean(d.coop), d.svc]]);
    }
  }
  const haulers = nationalDefs.filter((d) => d.trade === 'trash').map((d) => {
    const v = asVendor(rng, nextId(), { ...d, gl: d.gl ?? '6140', alt: '6141|6142', items: pipe(d.items ?? '') }, 'trash', 'trash');
    out.push(v);
    makers.set(v, new AcctMaker(rng.fork(`acct:${d.name}`), d.pat));
    return [v, d] as const;
  });
  for (const p of props) {
    const covered = new Set<Svc>();
    for (const svc of SVCS) {
      if (covered.has(svc)) continue;
      const gasP = p.city.region === 'gulf' ? 0.25 : p.kind === 'office' ? 0.5 : 0.75;
      if (svc === 'gas' && !rng.chance(gasP)) continue;
      if (svc === 'telecom' && !rng.chance(p.kind === 'scattered' ? 0 : 0.6)) continue;
      const cands = (cov.get(p.city.code) ?? []).filter(([, , , s]) => s.includes(svc));
      if (cands.length === 0) continue;
      const pick = rng.weighted(cands.map(([v, share, coop, s]) => [[v, s] as const, share * (coop ? (p.kind === 'mhp' ? 6 : p.kind === 'scattered' ? 1.5 : 0.3) : 1)] as const));
      for (const s of pick[1]) covered.add(s);
      premiseAccounts(rng, pick[0], makers.get(pick[0]) as AcctMaker, p, svc);
    }
    if (p.kind !== 'scattered' && p.addr) {
      const hs = haulers.filter(([, d]) => d.regions === null || d.regions.includes(p.city.region));
      const [hv] = rng.weighted(hs.map((h) => [h, h[1].share] as const));
      const mk = makers.get(hv) as AcctMaker;
      const a: AcctM = addAcct(hv, mk, p, null, 'TRASH');
      if (rng.chance(0.25)) addAcct(hv, mk, p, null, 'RECYCLING', a.site);
    }
  }
  return out;
}
