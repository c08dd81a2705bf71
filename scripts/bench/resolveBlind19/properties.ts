import { AddressBook } from './addressBook';
import { CLIENT, METROS } from './metros';
import { type Rng, at } from './rng';
import { coreKey } from './text';
import type { Addr, CityDef, Kind, MetroDef, NumMod, PropRec, StreetDef, UnitRec } from './types';
import { type UnitPlan, largeBounds, planUnits, unitLabels } from './unitLabels';

export const PROPERTY_COUNT = 2000;
export const UNIT_COUNT = 20000;

interface Skeleton {
  readonly kind: Kind;
  readonly metro: MetroDef;
  readonly city: CityDef;
  readonly plan: UnitPlan;
}

function skeletons(r: Rng): Skeleton[] {
  const out: Skeleton[] = [];
  for (const metro of METROS) {
    for (let i = 0; i < metro.count; i += 1) {
      let kind = r.weighted(metro.kinds);
      let city = r.weighted(metro.cities.map((c) => [c, c.weight] as const));
      if (kind === 'alley' || kind === 'rowBlock') city = at(metro.cities, 0);
      if (kind === 'trinity' && !city.streets.some((s) => s.alley)) kind = 'rowhouse';
      out.push({ kind, metro, city, plan: planUnits(kind, metro, r) });
    }
  }
  let total = out.reduce((s, k) => s + k.plan.count, 0);
  const large = out.filter((k) => largeBounds(k.kind) !== null);
  if (large.length === 0) throw new Error('blind19: no large buildings to balance the unit count');
  for (let guard = 0; total !== UNIT_COUNT; guard += 1) {
    if (guard > 2_000_000) throw new Error(`blind19: cannot balance units (${total})`);
    const k = r.pick(large);
    const [lo, hi] = largeBounds(k.kind) ?? [0, 0];
    if (total < UNIT_COUNT && k.plan.count < hi) { k.plan.count += 1; total += 1; }
    else if (total > UNIT_COUNT && k.plan.count > lo) { k.plan.count -= 1; total -= 1; }
  }
  return out;
}

function randomBase(r: Rng): number {
  return r.int(1, 64) * 100 + r.int(0, 98);
}

function makeAddr(r: Rng, city: CityDef, st: StreetDef, base: number, mod: NumMod, pre: string | null, suf: string | null): Addr {
  const zips = (suf !== null ? city.zipsBySuf[suf] : undefined) ?? city.zips;
  return { base, mod, pre, core: st.core, type: st.type, suf, city, zip: r.pick(zips), dirZip: r.chance(0.96) };
}

function sameSpot(a: Addr, base: number, mod: NumMod, st: StreetDef): Addr {
  return { ...a, base, mod, core: st.core, type: st.type };
}

/** A unit on another street of the same lot (an alley house, a corner store's side door). */
function onStreet(r: Rng, a: Addr, x: StreetDef): Addr {
  const pre = x.pres.includes(a.pre) ? a.pre : r.pick(x.pres);
  const suf = x.sufs.includes(a.suf) ? a.suf : r.pick(x.sufs);
  const zips = suf !== null && suf !== a.suf ? a.city.zipsBySuf[suf] : undefined;
  return { ...a, base: randomBase(r), mod: { t: 'plain' }, core: x.core, type: x.type, pre, suf, zip: zips ? r.pick(zips) : a.zip };
}

interface Placed {
  readonly addr: Addr | null;
  readonly units: readonly (Addr | null)[];
  readonly block: number | null;
  readonly street: StreetDef;
}

/** Chooses where a building sits and which of its units have their own street address. */
function place(r: Rng, s: Skeleton, labels: readonly string[], book: AddressBook, prior: Map<string, Addr[]>): Placed | null {
  const { city, kind } = s;
  const main = city.streets.filter((st) => !st.alley);
  const small = city.streets.filter((st) => st.alley);
  let st = kind === 'trinity' && small.length > 0 ? r.pick(small) : r.pick(main);
  let base = randomBase(r);
  let pre = r.pick(st.pres);
  let suf = r.pick(st.sufs);
  if (kind !== 'rowBlock' && r.chance(s.metro.mirror)) {
    const local = r.chance(0.85);
    const near = (x: StreetDef): Addr[] => (prior.get(coreKey(x.core)) ?? []).filter((q) => !local || q.city.metro === city.metro);
    const options = main.filter((x) => near(x).length > 0);
    if (options.length > 0) {
      const ms = r.pick(options);
      const q = r.pick(near(ms));
      const combos = r.shuffle(ms.pres.flatMap((p) => ms.sufs.map((x) => [p, x] as const)))
        .filter(([p, x]) => q.city !== city || p !== q.pre || x !== q.suf);
      const first = combos[0];
      if (first) { st = ms; base = q.base; [pre, suf] = first; }
    }
  }
  const plain: NumMod = { t: 'plain' };
  if (kind === 'rowBlock') {
    const hundred = Math.max(1, Math.floor(base / 100));
    const probe = makeAddr(r, city, st, hundred * 100, plain, pre, suf);
    if (!book.blockFree(probe, hundred)) return null;
    const odd = r.chance(0.5) ? 1 : 0;
    const nums = r.shuffle(Array.from({ length: 50 }, (_v, i) => hundred * 100 + i * 2 + odd)).slice(0, labels.length).sort((x, y) => x - y);
    book.reserveBlock(probe, hundred);
    return { addr: null, units: nums.map((n) => sameSpot(probe, n, plain, st)), block: hundred, street: st };
  }
  const even = base - (base % 2);
  const ranged = kind === 'twin' || (kind === 'duplex' && r.chance(0.4));
  const lettered = !ranged && kind === 'duplex' && s.metro.code === 'MKE' && r.chance(0.4);
  const addr = makeAddr(r, city, st, ranged ? even : base, ranged ? { t: 'range', to: even + 2 } : plain, pre, suf);
  const units: (Addr | null)[] = labels.map(() => null);
  const own = (label: string, a: Addr): void => { units[labels.indexOf(label)] = a; };
  if (ranged) {
    own(kind === 'twin' ? 'A' : 'Lower', sameSpot(addr, even, plain, st));
    own(kind === 'twin' ? 'B' : 'Upper', sameSpot(addr, even + 2, plain, st));
  }
  if (lettered) own('Upper', sameSpot(addr, base, { t: 'letter', l: 'A' }, st));
  if (kind === 'frontRear' || (kind === 'fourplex' && labels.includes('Rear'))) own('Rear', sameSpot(addr, base, { t: 'half' }, st));
  if (kind === 'alley') own('Alley', onStreet(r, addr, r.pick(small.length > 0 ? small : main)));
  const others = main.filter((x) => x !== st);
  if (kind === 'mixedUse' && others.length > 0 && r.chance(0.3)) own('Store', onStreet(r, addr, r.pick(others)));
  const withAddr = kind === 'parking' && r.chance(0.35) ? null : addr;
  const all = [withAddr, ...units].filter((a): a is Addr => a !== null);
  if (!all.every((a) => book.isFree(a))) return null;
  return { addr: withAddr, units, block: null, street: st };
}

/** Two thousand buildings across fifteen metros, with exactly twenty thousand units. */
export function buildProperties(r: Rng, reserved: readonly (readonly [number, string])[]): { props: PropRec[]; book: AddressBook } {
  const book = new AddressBook();
  for (const o of CLIENT.offices) book.reserveEverywhere(o.num, o.core);
  for (const [n, core] of reserved) book.reserveEverywhere(n, core);
  const prior = new Map<string, Addr[]>();
  const props: PropRec[] = [];
  for (const s of skeletons(r.fork('skeletons'))) {
    const labels = unitLabels(s.kind, s.plan, r);
    let placed: Placed | null = null;
    for (let tries = 0; placed === null; tries += 1) {
      if (tries > 400) throw new Error(`blind19: cannot place a ${s.kind} in ${s.city.name}`);
      placed = place(r, s, labels, book, prior);
    }
    const p: PropRec = {
      id: '', kind: s.kind, metro: s.metro, city: s.city, addr: placed.addr, name: '', aliases: [], code: '',
      namedByAddress: false, units: [], block: placed.block, street: placed.street,
    };
    const blockLabels = placed.block !== null ? placed.units.map((a) => (a ? String(a.base) : '')) : labels;
    p.units = blockLabels.map((label, i): UnitRec => ({ id: '', label, addr: placed.units[i] ?? null }));
    for (const a of [p.addr, ...p.units.map((u) => u.addr)]) if (a) book.reserve(a);
    if (p.addr) {
      book.add({ addr: p.addr, prop: p, unit: null });
      const k = coreKey(p.addr.core);
      prior.set(k, [...(prior.get(k) ?? []), p.addr]);
    }
    for (const u of p.units) if (u.addr) book.add({ addr: u.addr, prop: p, unit: u });
    props.push(p);
  }
  if (props.length !== PROPERTY_COUNT) throw new Error(`blind19: ${props.length} properties`);
  return { props, book };
}
