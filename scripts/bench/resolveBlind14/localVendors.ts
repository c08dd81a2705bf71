/**
 * Local trades, city by city: family firms, franchises and one-truck outfits, some named alike
 * in different cities ("Sunshine Pest Control" in Tampa, "Sunshine Pest Control, Inc." in Orlando).
 */
import { type City } from './cityTypes';
import { type PropM, type VendorM } from './model';
import { eligible } from './otherVendors';
import { type Rng } from './rng';
import { firstNames, genericStems, surnames } from './theme';
import { type Trade, trades } from './trades';
import { AcctMaker, blankVendor, legalSuffixes, lockboxes, phone, poBox, slug, stripLegal, taxId } from './vendorKit';

function tradeName(rng: Rng, t: Trade, c: City): string {
  const w = rng.pick(t.words);
  const sur = rng.pick(surnames);
  const forms: [() => string, number][] = [
    [() => `${sur} ${w}`, 5], [() => `${sur} & Sons ${w}`, 1], [() => `${rng.pick(c.stems)} ${w}`, 4],
    [() => `${rng.pick(genericStems)} ${w}`, 4], [() => `${rng.pick(firstNames)}'s ${w}`, 2],
    [() => `${String.fromCharCode(65 + rng.int(0, 25))}&${String.fromCharCode(65 + rng.int(0, 25))} ${w}`, 1],
    [() => `${sur} Brothers ${w}`, 0.6], [() => `${c.name} ${w}`, 0.8],
  ];
  if (t.key === 'legal') return `${sur}${rng.chance(0.4) ? ` & ${rng.pick(surnames)}` : ''} ${w}`;
  if (t.key === 'accounting') return `${sur}${rng.chance(0.5) ? `, ${rng.pick(surnames)}` : ''} ${w}`;
  const base = rng.weighted(forms.map(([f, x]) => [f, x] as const))();
  const suffix = rng.pick(legalSuffixes.filter((s) => s !== ' LLP' && s !== ' Ltd'));
  return rng.chance(0.45) && !/ (Co|Company|Associates)$/.test(base) ? `${base}${suffix}` : base;
}

function identity(rng: Rng, v: VendorM, c: City, domains: Set<string>): void {
  const bare = stripLegal(v.name);
  let dom = `${slug(bare).slice(0, 24)}.com`;
  if (domains.has(dom)) dom = `${slug(bare).slice(0, 20)}${c.code.toLowerCase()}.com`;
  if (domains.has(dom)) dom = `${slug(bare).slice(0, 18)}${rng.int(2, 99)}.net`;
  domains.add(dom);
  const kind = rng.weighted([['domain', 55], ['free', 33], ['paper', 12]] as const);
  const person = rng.pick(firstNames).toLowerCase();
  if (kind === 'domain') {
    v.sendsFrom = rng.sample([`office@${dom}`, `billing@${dom}`, `invoices@${dom}`, `${person}@${dom}`, `ar@${dom}`, `accounting@${dom}`], rng.int(1, 3));
    const r = rng.next();
    v.senderEmails = r < 0.4 ? [`@${dom}`] : r < 0.8 ? rng.sample(v.sendsFrom, rng.int(1, v.sendsFrom.length)) : [];
  } else if (kind === 'free') {
    const host = rng.pick(['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'aol.com', 'att.net', 'bellsouth.net', 'comcast.net']);
    const box = rng.chance(0.5) ? `${slug(bare).slice(0, 20)}${rng.chance(0.3) ? rng.int(1, 99) : ''}` : `${person}${slug(rng.pick(surnames))}${rng.int(1, 99)}`;
    v.sendsFrom = [`${box}@${host}`];
    v.senderEmails = rng.chance(0.7) ? [...v.sendsFrom] : [];
  }
  const street = `${rng.int(100, 9899)} ${rng.pick([...c.arterials, ...c.routes])}`;
  v.street = `${street}, ${c.name}, ${c.state} ${rng.pick(c.zips)}`;
  const rr = rng.next();
  v.remitTo = rr < 0.55 ? v.street : rr < 0.8 ? poBox(rng, c) : rr < 0.87 ? rng.pick(lockboxes) : null;
  v.taxId = rng.chance(0.65) ? taxId(rng) : null;
  v.phone = phone(rng, c);
  if (rng.chance(0.12)) v.aliases.push(`${rng.pick([...genericStems, ...c.stems])} ${rng.pick(v.name.includes('Pest') ? ['Pest', 'Bug Busters'] : ['Services', 'Pros', 'Solutions'])}`);
  if (rng.chance(0.25) && bare !== v.name) v.aliases.push(bare);
  if (rng.chance(0.05)) v.aliases.push(`${rng.pick(firstNames)} ${bare.split(' ')[0] ?? ''}`);
  if (rng.chance(0.05)) v.aliases.push(bare.split(/[ &]+/).map((w) => w[0] ?? '').join('').toUpperCase());
}

export function buildLocals(rng: Rng, props: PropM[], count: number, taken: Set<string>, nextId: () => string): VendorM[] {
  const byCity = new Map<City, PropM[]>();
  for (const p of props) byCity.set(p.city, [...(byCity.get(p.city) ?? []), p]);
  const cityList = [...byCity.entries()];
  const out: VendorM[] = [];
  const domains = new Set<string>();
  const civic = ['Department of Buildings & Inspections', 'Rental Inspection Program', 'Code Enforcement Division', 'Fire Prevention Bureau'];
  // Each city's permit and code offices first, then trades in proportion to the city's sites.
  for (const [c, ps] of cityList) {
    for (const office of civic) {
      const v = blankVendor(nextId(), `City of ${c.name} ${office}`, { kind: 'local', style: 'professional', trade: 'civic', gl: office.startsWith('Code') ? '6545' : '6540', altGl: ['6545', '6540'], city: c, unitP: 0.3, items: ['Rental registration fee - {n} units', 'Re-inspection fee', 'Code violation - tall grass', 'Annual fire inspection fee', '{u} certificate of occupancy inspection'] });
      v.remitTo = `${rng.int(100, 999)} ${rng.pick(c.arterials)}, ${c.name}, ${c.state} ${rng.pick(c.zips)}`;
      v.serves = ps.filter(() => rng.chance(0.5));
      if (v.serves.length === 0) v.serves = [rng.pick(ps)];
      v.phone = phone(rng, c);
      out.push(v);
    }
  }
  const totalProps = props.length;
  const quota = cityList.map(([c, ps]) => [c, ps, Math.round(((count - out.length) * ps.length) / totalProps)] as const);
  let fix = count - out.length - quota.reduce((s, q) => s + q[2], 0);
  for (const [c, ps, q0] of quota) {
    const q = q0 + (fix !== 0 ? Math.sign(fix) : 0);
    fix -= fix !== 0 ? Math.sign(fix) : 0;
    const local = trades.filter((t) => !t.regions || t.regions.includes(c.region));
    for (let i = 0; i < q; i++) {
      const t = rng.weighted(local.map((x) => [x, x.weight * (x.key === 'pool' && (c.region === 'gulf' || c.region === 'valley') ? 3 : 1)] as const));
      let name = tradeName(rng, t, c);
      for (let k = 0; taken.has(name) && k < 40; k++) name = tradeName(rng, t, c);
      if (taken.has(name)) name = `${name} of ${c.name}`;
      if (taken.has(name)) throw new Error(`vendor name ${name} taken`);
      taken.add(name);
      const v = blankVendor(nextId(), name, { kind: 'local', style: t.style, trade: t.key, gl: t.gl, altGl: t.alt, city: c, unitP: t.unitP, items: t.items });
      identity(rng, v, c, domains);
      const ok = ps.filter((p) => eligible(t, p));
      const pool = ok.length > 0 ? ok : ps;
      const reach = rng.weighted([[1, 25], [rng.int(2, 5), 35], [rng.int(6, 15), 25], [rng.int(16, 45), 15]] as const);
      v.serves = rng.sample(pool, reach);
      if (v.serves.length === 1 && rng.chance(0.8)) v.defaultProp = v.serves[0] ?? null;
      else if (v.serves.length <= 5 && rng.chance(0.15)) v.defaultProp = v.serves[0] ?? null;
      const mk = new AcctMaker(rng.fork(`acct:${v.id}`), rng.pick(['####', '#####', 'C-####', '######', '00####']));
      for (const p of v.serves) if (rng.chance(t.acctP)) v.accts.push({ number: mk.next(), prop: p, unit: null, meter: null, site: null });
      out.push(v);
    }
  }
  if (out.length !== count) throw new Error(`built ${out.length} local vendors, wanted ${count}`);
  return out;
}
