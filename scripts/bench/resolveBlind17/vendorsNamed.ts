/** Utilities, tax collectors, carriers, SaaS and national firms, with their accounts at the client's sites. */
import { NATIONAL_ROWS, UTILITY_ROWS, toNamed, type Named } from './catalog';
import { type MetroKey } from './geo';
import { CAT_GL } from './gl';
import { type PropRec } from './properties';
import { chance, int, pick, type Rng } from './rng';
import { fits, fmtAccount, type AccountRec, type VendorClass, type VendorRec } from './vendorCommon';

const BORO: Record<string, string> = { 'New York': '1', Bronx: '2', Brooklyn: '3', 'Staten Island': '5' };
const PLATFORM: Record<string, string> = {
  'Consolidated Edison Company of New York': 'billtrust', 'Pacific Gas and Electric Company': 'paymentus', 'NYC Water Board': 'invoicecloud',
  'Jersey City Municipal Utilities Authority': 'invoicecloud', 'Tacoma Public Utilities': 'paymentus', 'City of Escondido Utilities': 'invoicecloud',
  'Recology San Francisco': 'paymentus', 'Waste Management': 'billtrust', 'Cintas Corporation': 'billtrust', 'Otis Elevator Company': 'billtrust',
  'Sanipac': 'invoicecloud', 'Marin Water': 'paymentus', 'Athens Services': 'paymentus', 'HD Supply Facilities Maintenance': 'billtrust',
};

function accountFor(r: Rng, v: Named, p: PropRec, used: Set<string>): string {
  for (;;) {
    let a = fmtAccount(r, v.acct);
    if (v.name === 'NYC Department of Finance') a = `${BORO[p.city.name] ?? '4'}${a.slice(1)}`;
    if (!used.has(a)) {
      used.add(a);
      return a;
    }
  }
}

function classOf(v: Named): VendorClass {
  if (v.cat === 'tax') return 'tax';
  if (v.cat === 'insurance') return 'insurance';
  if (v.cat === 'saas') return 'saas';
  if (v.cities) return 'utility';
  return 'national';
}

function build(r: Rng, id: string, v: Named, props: readonly PropRec[]): VendorRec {
  const cls = classOf(v);
  const accounts: AccountRec[] = [];
  const used = new Set<string>();
  const sites: string[] = [];
  const metros = new Set<MetroKey>();
  for (const p of props) {
    const covered = v.cities ? v.cities.includes(p.city.name) : (v.metros ?? []).includes(p.city.metro);
    if (!covered || !fits(v.name, v.cat, p)) continue;
    let cover = v.cover;
    if (cls === 'utility' && (p.kind === 'sfr' || p.kind === 'adu' || p.kind === 'fourplex') && v.cat !== 'water') cover *= 0.45;
    if (!chance(r, cover)) continue;
    metros.add(p.city.metro);
    sites.push(p.id);
    const perSite = cls === 'utility' || cls === 'tax' || cls === 'insurance' || cls === 'saas' || v.cat === 'waste' || v.cat === 'telecom' || v.cat === 'elevator';
    if (perSite) accounts.push({ accountNumber: accountFor(r, v, p, used), propertyId: p.id, unitId: null });
    if (cls === 'utility' && chance(r, 0.08)) accounts.push({ accountNumber: accountFor(r, v, p, used), propertyId: p.id, unitId: null });
    if (v.unitCover && p.kind !== 'marina' && p.kind !== 'garage' && p.kind !== 'warehouse') {
      const uc = p.kind === 'adu' ? 0.5 : p.kind === 'mixed' ? v.unitCover * 2 : v.unitCover;
      for (const u of p.units) if (chance(r, uc)) accounts.push({ accountNumber: accountFor(r, v, p, used), propertyId: p.id, unitId: u.id });
    }
  }
  if (!v.cities && !(cls === 'insurance' || cls === 'saas' || v.cat === 'waste' || v.cat === 'telecom' || v.cat === 'elevator')) {
    // Supply houses and service firms: one customer number per region, not per site.
    for (const _m of metros) if (chance(r, 0.7)) accounts.push({ accountNumber: fmtAccount(r, v.acct), propertyId: null, unitId: null });
  }
  const domain = v.domain;
  const senderEmails: string[] = [];
  if (domain && chance(r, 0.75)) senderEmails.push(chance(r, 0.5) ? `@${domain}` : `${pick(r, ['billing', 'ebill', 'noreply', 'customerservice', 'ar'])}@${domain}`);
  const mainGl = CAT_GL[v.cat].main;
  return {
    id, cls, cat: v.cat, name: v.name, aliases: v.aliases.slice(0, int(r, 1, v.aliases.length)),
    metros: [...metros], senderEmails, domain, personalEmail: null, platform: PLATFORM[v.name] ?? null,
    remitTo: chance(r, 0.85) ? v.remit : null, office: v.remit, taxId: null,
    defaultGl: mainGl, defaultPropertyId: null, accounts, acctFmt: v.acct, props: sites,
    weight: 1,
  };
}

export function makeNamedVendors(r: Rng, newId: () => string, props: readonly PropRec[]): VendorRec[] {
  const out: VendorRec[] = [];
  for (const row of UTILITY_ROWS) out.push(build(r, newId(), toNamed(row, true), props));
  for (const row of NATIONAL_ROWS) out.push(build(r, newId(), toNamed(row, false), props));
  return out;
}
