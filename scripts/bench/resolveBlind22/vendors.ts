/** 5,000 vendors with aliases, e-mails, remit-to, default GL and property, and ~14,000 account ties. */
import { type DirectoryVendor } from '../../../src/server/directory/resolver/types';
import { BRANCH_CITY, FIRST, NATIONALS, PLACES, SHARED_ALIASES, SURNAMES, UTILITIES, type Service } from './firms';
import { METROS, TOWNS } from './geo';
import { SERVICE_LINES, TRADES } from './gl';
import { type PropInfo } from './properties';
import { normName } from './norm';
import { type Rng } from './rng';

export const VENDOR_COUNT = 5000;
export type VKind = 'utility' | 'tax' | 'reg' | 'national' | 'local';
type Acct = { accountNumber: string; propertyId: string | null; unitId: string | null };

export interface VendorInfo {
  v: DirectoryVendor & { accounts: Acct[]; aliases: string[] };
  kind: VKind;
  metros: readonly string[];
  towns: readonly string[] | null;
  lines: readonly string[];
  alt: readonly string[];
  mkAcct: (r: Rng) => string;
  /** Aliases other vendors also carry. */
  shared: Set<string>;
}

const slug = (s: string): string => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
const grouped = (r: Rng, groups: readonly number[], sep: string): string => groups.map((g) => r.digits(g)).join(sep);

export function buildVendors(rng: Rng, props: readonly PropInfo[]): VendorInfo[] {
  const out: VendorInfo[] = [];
  const names = new Set<string>();
  const remits = new Set<string>();
  const add = (kind: VKind, name: string, o: Partial<Omit<VendorInfo, 'v'>> & { aliases?: string[]; emails?: string[]; remit?: string | null; gl?: string | null; taxId?: string | null }): VendorInfo | null => {
    if (names.has(normName(name))) return null;
    names.add(normName(name));
    let remit = o.remit ?? null;
    while (remit && remits.has(remit)) remit = remit.replace(/\d+/, (d) => String(Number(d) + 7));
    if (remit) remits.add(remit);
    const vi: VendorInfo = {
      v: { id: `v22-${String(out.length + 1).padStart(4, '0')}`, name, aliases: o.aliases ?? [], senderEmails: o.emails ?? [], remitTo: remit, taxId: o.taxId ?? null, defaultGlAccount: o.gl ?? null, defaultPropertyId: null, accounts: [] },
      kind, metros: o.metros ?? [], towns: o.towns ?? null, lines: o.lines ?? SERVICE_LINES.service ?? [], alt: o.alt ?? [], mkAcct: o.mkAcct ?? ((r) => r.digits(8)), shared: new Set(),
    };
    out.push(vi);
    return vi;
  };
  const ein = (r: Rng): string | null => (r.chance(0.55) ? `${r.int(10, 99)}-${r.digits(7)}` : null);
  for (const ut of UTILITIES) add('utility', ut.name, { aliases: [...ut.aliases], emails: [`@${ut.domain}`], remit: ut.remit, gl: ut.gl, metros: ut.metros, towns: ut.towns ?? null, lines: SERVICE_LINES[ut.service === 'trash' ? 'trash' : ut.service] ?? [], alt: ut.service === 'electric' ? ['5105', '5106'] : ut.service === 'gas' ? ['5111'] : ut.service === 'water' ? ['5120', '5125'] : ['5145', '5150'], mkAcct: (r) => grouped(r, ut.format, ut.sep), taxId: ein(rng) });
  // Tax collectors keyed by SBL (NY), parcel or lot-and-block (PA), block/lot (NJ); registries.
  const seenCounty = new Set<string>();
  for (const t of TOWNS) {
    const base = t.name.replace(/ Township$/, '');
    const isCity = METROS.some((m) => m.towns[0]?.name === t.name && m.state === t.state && m.city === t.name);
    const mk = t.state === 'NY' ? (r: Rng) => `${r.int(1, 199)}.${r.int(10, 99)}-${r.int(1, 9)}-${r.int(1, 60)}`
      : t.state === 'NJ' ? (r: Rng) => `${r.int(1, 4999)}-${r.int(1, 99)}${r.chance(0.2) ? `-C${r.digits(4)}` : ''}`
        : t.county === 'Allegheny' || t.county === 'Washington' ? (r: Rng) => `${r.digits(4)}-${r.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S'])}-${r.digits(5)}`
          : (r: Rng) => `${r.digits(2)}-${r.digits(2)}-${r.digits(5)}-${r.digits(2)}-${r.digits(1)}`;
    const tn = t.state === 'NJ' ? `Township of ${base} Tax Collector` : isCity ? `City of ${t.name} Treasurer` : t.state === 'NY' ? `Town of ${t.name} Receiver of Taxes` : `${t.name} Tax Collector`;
    const dup = TOWNS.filter((o) => o.name === t.name).length > 1;
    const vt = add('tax', dup ? `${tn} - ${t.county} County` : tn, { aliases: dup ? [tn] : [], emails: rng.chance(0.5) ? [`taxes@${slug(base)}${t.state.toLowerCase()}.gov`] : [], remit: `PO Box ${rng.int(100, 999)}, ${t.hamlets[0]?.name ?? t.name}, ${t.state} ${t.zips[0]}`, gl: '6110', towns: [`${t.name}|${t.county}`], metros: [t.metro], lines: SERVICE_LINES.tax ?? [], mkAcct: mk });
    if (vt) vt.v.aliases.push(`${base} Tax Office`);
    if (t.state !== 'NJ' && !seenCounty.has(`${t.state}${t.county}`)) {
      seenCounty.add(`${t.state}${t.county}`);
      add('tax', `${t.county} County Treasurer${t.state === 'PA' && t.county === 'Washington' ? ' (PA)' : ''}`, { aliases: [`${t.county} County Tax`], remit: `PO Box ${rng.int(1000, 9999)}, ${t.name}, ${t.state} ${t.zips[0]}`, gl: '6100', towns: TOWNS.filter((o) => o.county === t.county && o.state === t.state).map((o) => `${o.name}|${o.county}`), metros: [t.metro], lines: SERVICE_LINES.tax ?? [], mkAcct: mk });
    }
    if (t.state !== 'NJ' && rng.chance(0.6)) add('tax', `${base} ${t.state === 'NY' && !isCity ? 'Central ' : ''}School District Tax Collector`, { aliases: [`${base} School Tax`], gl: rng.chance(0.8) ? '6105' : null, alt: ['6105', '6125'], remit: `PO Box ${rng.int(100, 9999)}, ${t.name}, ${t.state} ${t.zips[0]}`, towns: [`${t.name}|${t.county}`], metros: [t.metro], lines: SERVICE_LINES.tax ?? [], mkAcct: mk });
    if (isCity || rng.chance(0.3)) add('reg', `${isCity ? 'City' : t.name.endsWith('Township') ? 'Township' : t.state === 'NY' ? 'Town' : 'Borough'} of ${base} ${rng.pick(['Rental Registry', 'Rental Registration', 'Rental Unit Licensing', 'Certificate of Occupancy Office'])}`, { aliases: [`${base} Rental Registry`], emails: [`@${slug(base)}.gov`], remit: `${rng.int(1, 99)} ${rng.pick(['City Hall Plz', 'Municipal Dr', 'Civic Center'])}, ${t.name}, ${t.state} ${t.zips[0]}`, gl: '6205', alt: ['6210', '6215'], towns: [`${t.name}|${t.county}`], metros: [t.metro], lines: SERVICE_LINES.reg ?? [], mkAcct: (r) => `${r.pick(['RR', 'RUL', 'CO'])}-${r.int(2021, 2025)}-${r.digits(5)}` });
  }
  for (const n of NATIONALS) {
    for (const b of n.branches ?? [null]) {
      const name = b ? `${n.name} - ${BRANCH_CITY[b]}` : n.name;
      const vi = add('national', name, { aliases: [...n.aliases], emails: [`@${n.domain}`], remit: `PO Box ${rng.int(10000, 99999)}, ${rng.pick(['Atlanta, GA 30384', 'Chicago, IL 60693', 'Dallas, TX 75373', 'Pittsburgh, PA 15264', 'Newark, NJ 07101'])}`, gl: n.gl, alt: n.alt, metros: b ? [b] : METROS.map((m) => m.code), lines: SERVICE_LINES[n.lines] ?? [], taxId: ein(rng), mkAcct: (r) => `${r.pick(['', 'JOB', 'C'])}${r.digits(7)}` });
      if (vi && b) vi.v.aliases.push(`${n.aliases[0]} ${BRANCH_CITY[b]}`);
    }
  }
  // Local trades, each tied to a metro, until 5,000.
  const metroW = METROS.map((m) => [m.code, m.count] as const);
  const lr = rng.fork('locals');
  while (out.length < VENDOR_COUNT) {
    const metro = lr.weighted(metroW);
    const trade = lr.weighted(TRADES.map((t) => [t, t.weight] as const));
    const word = lr.pick(trade.words);
    const style = lr.int(0, 3);
    const stem = style === 0 ? lr.pick(SURNAMES) : style === 1 ? lr.pick(PLACES[metro] ?? []) : style === 2 ? `${lr.pick(SURNAMES)} & ${lr.pick(['Sons', 'Son', 'Daughters'])}` : `${lr.pick(FIRST)}'s`;
    const legal = lr.pick(['', ' LLC', ' Inc.', ' Co.', ', Inc.', ' Corp.']);
    const core = `${stem} ${word}`;
    const aliases: string[] = [];
    if (lr.chance(0.25)) aliases.push(`${stem.split(' ')[0]} ${word.split(' ')[0]}`);
    if (lr.chance(0.15)) aliases.push(core.split(/[\s&]+/).filter(Boolean).map((w) => w[0]).join('').toUpperCase() + ' ' + word);
    if (lr.chance(0.03)) aliases.push(lr.pick(SHARED_ALIASES));
    const m = METROS.find((x) => x.code === metro);
    const town = lr.pick(TOWNS.filter((t) => t.metro === metro));
    const emails = lr.chance(0.35) ? [`@${slug(core)}.com`] : lr.chance(0.45) ? [`${slug(core)}@${lr.pick(['gmail.com', 'yahoo.com', 'aol.com', 'verizon.net'])}`] : [];
    add('local', core + legal, { aliases, emails, remit: lr.chance(0.75) ? `PO Box ${lr.int(10, 9999)}, ${town.name}, ${town.state} ${town.zips[0]}` : null, gl: lr.chance(0.92) ? trade.gl : null, alt: trade.alt, metros: [m?.code ?? metro], lines: trade.lines, taxId: ein(lr) });
  }
  assignAccounts(rng.fork('accounts'), out, props);
  const aliasCount = new Map<string, number>();
  for (const vi of out) for (const a of new Set(vi.v.aliases.map(normName))) aliasCount.set(a, (aliasCount.get(a) ?? 0) + 1);
  for (const vi of out) for (const a of vi.v.aliases) if ((aliasCount.get(normName(a)) ?? 0) > 1 || (names.has(normName(a)) && normName(a) !== normName(vi.v.name))) vi.shared.add(normName(a));
  const dr = rng.fork('dedicated');
  for (const vi of out) {
    if (vi.kind !== 'local' || !dr.chance(0.05)) continue;
    vi.v.defaultPropertyId = dr.pick(props.filter((p) => p.metro === vi.metros[0])).prop.id;
  }
  return out;
}

function assignAccounts(rng: Rng, vendors: VendorInfo[], props: readonly PropInfo[]): void {
  const digitsSeen = new Set<string>();
  const tie = (vi: VendorInfo, propertyId: string, unitId: string | null): void => {
    for (;;) {
      const n = vi.mkAcct(rng);
      const d = n.replace(/\D/g, '');
      if (d.length < 5 || digitsSeen.has(d)) continue;
      digitsSeen.add(d);
      vi.v.accounts.push({ accountNumber: n, propertyId, unitId });
      return;
    }
  };
  const serves = (vi: VendorInfo, p: PropInfo): boolean => vi.metros.includes(p.metro) && (!vi.towns || vi.towns.includes(p.site.town.name) || vi.towns.includes(`${p.site.town.name}|${p.site.town.county}`));
  const byService = (s: Service): VendorInfo[] => vendors.filter((vi) => vi.kind === 'utility' && UTILITIES.find((x) => x.name === vi.v.name)?.service === s);
  const services: Service[] = ['electric', 'gas', 'water', 'trash'];
  const pools = new Map(services.map((s) => [s, byService(s)]));
  const locals = vendors.filter((v) => v.kind === 'local');
  const nationals = vendors.filter((v) => v.kind === 'national');
  for (const p of props) {
    for (const s of services) {
      const cands = (pools.get(s) ?? []).filter((vi) => serves(vi, p));
      if (cands.length === 0) continue;
      const vi = rng.pick(cands);
      const garden = p.kind === 'garden';
      if (s === 'electric') {
        if (garden || p.kind === 'small' || p.kind === 'student' || rng.chance(0.3)) tie(vi, p.prop.id, null);
        for (const u of p.units) if (rng.chance(garden ? 0.06 : 0.3)) tie(vi, p.prop.id, u.unit.id);
      } else if (s === 'gas') {
        if (p.kind === 'double' && rng.chance(0.4)) p.units.forEach((u) => tie(vi, p.prop.id, u.unit.id));
        else if (rng.chance(0.55)) tie(vi, p.prop.id, null);
      } else if (rng.chance(s === 'water' ? 0.7 : garden ? 0.85 : 0.25)) tie(vi, p.prop.id, null);
    }
    for (const vi of vendors.filter((v) => (v.kind === 'tax' || v.kind === 'reg') && serves(v, p))) {
      const reg = vi.kind === 'reg';
      if (reg && /Licensing/.test(vi.v.name)) p.units.forEach((u) => rng.chance(0.4) && tie(vi, p.prop.id, u.unit.id));
      else if (rng.chance(reg ? 0.4 : /Treasurer|School/.test(vi.v.name) ? 0.45 : 1)) tie(vi, p.prop.id, null);
    }
    if (rng.chance(0.2)) tie(rng.pick(nationals.filter((v) => serves(v, p))), p.prop.id, null);
  }
  for (const vi of locals) {
    if (!rng.chance(0.15)) continue;
    const mine = props.filter((p) => p.metro === vi.metros[0]);
    for (let k = rng.int(1, 4); k > 0; k--) {
      const p = rng.pick(mine);
      if (!vi.v.accounts.some((a) => a.propertyId === p.prop.id)) tie(vi, p.prop.id, null);
    }
  }
}
