/** Utilities, tax collectors, special-tax districts, HOAs and national firms, with their accounts. */
import { GL_UTILITY } from './glChart';
import type { Rng } from './prng';
import type { PropInfo } from './properties';
import { CITY_UTILITIES, UTILITIES, type UtilKind } from './utilityData';
import { addAccount, newVendor, type VendorInfo } from './vendorTypes';
import { HOA_COMMUNITIES, HOA_MANAGERS, MELLO, NATIONAL, TAX } from './vendorData';

const KINDS: readonly UtilKind[] = ['electric', 'gas', 'water', 'trash', 'sewer'];
const TITLES: Readonly<Record<UtilKind, string>> = { electric: 'Electric Service Statement', gas: 'Gas Service Statement', water: 'Water & Sewer Bill', trash: 'Solid Waste Services Invoice', sewer: 'Sewer Service Charges' };
const SHARE: Readonly<Record<UtilKind, readonly [number, number]>> = { electric: [0.7, 0.3], gas: [0.5, 0.2], water: [0.85, 0.5], trash: [0.7, 0.3], sewer: [0.6, 0.3] };

function domainOf(emails: readonly string[]): string | null {
  const e = emails[0];
  return e ? e.slice(e.indexOf('@') + 1) : null;
}

export function institutionalVendors(rng: Rng, props: readonly PropInfo[]): VendorInfo[] {
  const out: VendorInfo[] = [];
  const seen = new Map<VendorInfo, Set<string>>();
  const add = (vi: VendorInfo): VendorInfo => { out.push(vi); seen.set(vi, new Set()); return vi; };
  const acct = (vi: VendorInfo, tpl: string, p: string | null, u: string | null, fixed?: string): string => addAccount(rng, vi, tpl, p, u, seen.get(vi) as Set<string>, fixed);

  const util = new Map<string, { vi: VendorInfo; tpl: string; kind: UtilKind }>();
  for (const d of UTILITIES) {
    const [gl, alt] = GL_UTILITY[d.kind] as readonly [string, string];
    const vi = add(newVendor(d.name, 'utility', null, gl, alt, { aliases: [...d.aliases], senderEmails: [...d.emails], remitTo: d.remit, taxId: rng.chance(0.5) ? `95-${rng.int(1000000, 9999999)}` : null }));
    vi.billTitle = TITLES[d.kind];
    vi.domain = domainOf(d.emails);
    vi.lines = [`${d.kind === 'trash' ? 'Refuse collection' : 'Service charges'}`, 'Taxes and fees', 'Late payment charge'];
    util.set(d.key, { vi, tpl: d.acct, kind: d.kind });
  }
  for (const p of props) {
    const slots = CITY_UTILITIES[p.city.name];
    if (!slots) throw new Error(`no utilities for ${p.city.name}`);
    slots.forEach((key, k) => {
      const u = key ? util.get(key) : undefined;
      if (!u) return;
      const kind = KINDS[k] as UtilKind;
      const [share, hoaShare] = SHARE[kind];
      if (rng.chance(p.type === 'sfrHoa' ? hoaShare : share)) acct(u.vi, u.tpl, p.prop.id, null);
      const unitShare = kind === 'electric' ? 0.07 : kind === 'gas' ? 0.02 : 0;
      for (const un of p.units) if (rng.chance(unitShare)) acct(u.vi, u.tpl, p.prop.id, un.unit.id);
    });
  }

  const apn = new Map<string, string>();
  for (const t of TAX) {
    const vi = add(newVendor(t.name, 'tax', null, '6410', '6412', { aliases: [...t.aliases], senderEmails: t.email ? [t.email] : [], remitTo: t.remit }));
    vi.billTitle = rng.pick(['Secured Property Tax Bill', 'Annual Secured Tax Statement', 'Real Property Tax Bill']);
    vi.domain = domainOf(vi.v.senderEmails);
    vi.lines = ['1st Installment', '2nd Installment', 'Direct assessments', 'Delinquent penalty'];
    for (const p of props) if (p.city.county === t.county) apn.set(p.prop.id, acct(vi, t.apn, p.prop.id, null));
  }
  for (const m of MELLO) {
    const vi = add(newVendor(m.name, 'mello', null, '6430', '6410', { aliases: [...m.aliases], remitTo: m.remit }));
    vi.billTitle = 'Special Tax Levy Notice';
    vi.lines = ['Special tax levy', 'Administrative fee'];
    for (const p of props) { const a = apn.get(p.prop.id); if (a && p.type === 'sfrHoa' && m.cities.includes(p.city.name) && rng.chance(0.6)) acct(vi, '', p.prop.id, null, a); }
  }
  for (const [metro, communities] of Object.entries(HOA_COMMUNITIES)) {
    const vis = communities.map((c) => {
      const [mgr, email] = rng.pick(HOA_MANAGERS[metro] ?? []);
      const form = rng.pick(['Community Association', 'HOA', 'Master Association', 'Homeowners Association']);
      const vi = add(newVendor(`${c} ${form}`, 'hoa', metro, '6420', '6422', { aliases: form === 'HOA' ? [mgr] : [`${c} HOA`, mgr], senderEmails: [email], remitTo: `c/o ${mgr}, PO Box ${rng.int(1000, 99999)}, ${rng.pick(['Irvine, CA 92619', 'Temecula, CA 92589', 'Las Vegas, NV 89193', 'Sacramento, CA 95813', 'Reno, NV 89510'])}` }));
      vi.billTitle = 'Assessment Statement';
      vi.domain = domainOf([email]);
      vi.lines = ['Monthly assessment', 'Special assessment', 'Late fee', 'Violation fine'];
      const initials = c.split(' ').map((w) => w[0]).join('').toUpperCase().padEnd(3, 'X');
      return { vi, tpl: `${initials}-#####` };
    });
    for (const p of props) if (p.metro.key === metro && p.type === 'sfrHoa') { const h = rng.pick(vis); acct(h.vi, h.tpl, p.prop.id, null); }
  }
  for (const n of NATIONAL) {
    const vi = add(newVendor(n.name, 'national', null, n.gl, n.gl === '6510' ? '6530' : '6300', { aliases: [...n.aliases], senderEmails: [n.email], remitTo: n.remit, taxId: `${rng.int(10, 99)}-${rng.int(1000000, 9999999)}` }));
    vi.domain = domainOf([n.email]);
    vi.lines = n.perProperty ? ['Monthly service agreement', 'Service call', 'Parts'] : ['Supplies', 'Freight', 'Sales tax'];
    const tpl = n.key === 'hdpro' ? '########' : n.key === 'grainger' ? '#########' : '####-####-##';
    if (n.perProperty === null) for (let i = 0; i < 7; i++) acct(vi, tpl, null, null);
    else for (const p of props) if (n.perProperty.split(' ').includes(p.type) && rng.chance(0.45)) acct(vi, tpl, p.prop.id, null);
  }
  return out;
}
