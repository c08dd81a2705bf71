/** Pieces of a bill: the site as printed, the property as named, the unit as said, the payee. */
import { line } from './addrBook';
import { type AcctM, type Addr, type PropM, type UnitM, type VendorM } from './model';
import { cityLine, ocr, streetVariant, typo, upperMaybe } from './noise';
import { type Rng } from './rng';
import { manager, regionalOffice } from './theme';
import { stripLegal } from './vendorKit';

export interface Target {
  p: PropM;
  u: UnitM | null;
  acct: AcctM | null;
}

/** The street line a bill for the target prints, and its ZIP. */
export function siteOf(t: Target): { a: Addr | null; zip: string } {
  if (t.u?.addr) return { a: t.u.addr, zip: t.u.zip };
  if (t.acct?.site) return { a: t.acct.site, zip: t.p.zip };
  if (t.u?.bldgAddr) return { a: t.u.bldgAddr, zip: t.p.zip };
  return { a: t.p.addr, zip: t.p.zip };
}

/** One service address as printed: one line or several, with or without the unit and city. */
export function addressBlock(rng: Rng, t: Target, unitSuffix: string | null, extra: string | null = null): string | null {
  const { a, zip } = siteOf(t);
  if (!a) return null;
  const upper = rng.chance(0.3);
  const street = `${a.num} ${streetVariant(rng, a.street)}`;
  const parts = [street];
  const city = rng.chance(0.85) ? cityLine(rng, t.p.city, zip, line(a)) : null;
  const shape = rng.int(0, 2);
  if (unitSuffix) parts.push(unitSuffix);
  if (extra) parts.push(extra);
  let s: string;
  if (shape === 0) s = [parts.join(' '), city].filter(Boolean).join(', ');
  else if (shape === 1) s = [...parts, city].filter(Boolean).join('\n');
  else s = [parts.join(', '), city].filter(Boolean).join('\n');
  return upperMaybe(rng, s, upper ? 1 : 0);
}

/** The property as people write it: name, short name, internal code, owning entity. */
export function propertyText(rng: Rng, p: PropM): string {
  const kindWord = / (Apartments|Townhomes|Condominiums|Mobile Home Park|Office Park)$/;
  const abbr = p.dir.name.replace(/Apartments$/, 'Apts').replace(/Townhomes$/, 'Twnhms').replace(/Mobile Home Park$/, 'MHP').replace(/Condominiums$/, 'Condos').replace(/ Scattered Sites/, ' Scattered Site');
  const r = rng.weighted<string>([
    ['name', 30], ['short', 12], ['abbr', 10], ['code', 10], ['codeName', 10], ['entity', 6], ['lower', 5], ['typo', 7], ['nameCity', 6], ['noKind', 4],
  ]);
  switch (r) {
    case 'name': return p.dir.name;
    case 'short': return p.shortName;
    case 'abbr': return abbr;
    case 'code': return rng.pick([p.code, p.code.toLowerCase(), `${p.code.slice(0, 3)}-${p.code.slice(3)}`, `Prop #${p.code}`]);
    case 'codeName': return rng.pick([`${p.code} - ${p.dir.name}`, `${p.dir.name} (${p.code})`, `${p.code} ${p.shortName}`]);
    case 'entity': return p.entity;
    case 'lower': return p.dir.name.toLowerCase();
    case 'typo': return typo(rng, p.dir.name);
    case 'nameCity': return `${p.shortName} - ${rng.pick([p.city.name, ...p.city.spellings])}`;
    default: return p.dir.name.replace(kindWord, '');
  }
}

export function unitSay(rng: Rng, u: UnitM): string {
  return rng.pick(u.says);
}

/** The unit as it follows the street line, when the street line is not the unit's own. */
export function unitSuffix(rng: Rng, u: UnitM): string | null {
  if (u.inAddr.length === 0) return null;
  return rng.pick(u.inAddr);
}

export function payee(rng: Rng, v: VendorM, scanned: boolean): string | null {
  if (rng.chance(0.04)) return null;
  const bare = stripLegal(v.name);
  const r = rng.next();
  let s = r < 0.45 ? v.name : r < 0.65 ? bare : r < 0.75 && v.aliases.length > 0 ? rng.pick(v.aliases) : r < 0.82 ? `${bare}${rng.pick([' Inc.', ' LLC', ', Inc', ' Co'])}` : r < 0.87 && v.aliases.length > 0 ? `${bare} dba ${rng.pick(v.aliases)}` : v.name;
  if (rng.chance(0.2)) s = s.toUpperCase();
  if (rng.chance(0.04)) s = typo(rng, s);
  return scanned ? ocr(rng, s, 0.3) : s;
}

/** The bill-to block: the manager's office or AP box, sometimes with the owning entity. */
export function billTo(rng: Rng, p: PropM): string[] {
  const who = rng.pick([manager.name, ...manager.shortNames]);
  const addr = rng.chance(0.55) ? manager.apBox : regionalOffice[p.city.region];
  const head = rng.chance(0.35) ? [`${p.entity.toUpperCase()}`, `c/o ${who}`] : rng.chance(0.15) ? [who, `Attn: ${p.dir.name}`] : [who, 'Attn: Accounts Payable'];
  return [...head, ...addr];
}

export function vendorHeader(rng: Rng, v: VendorM, shownName: string | null): string[] {
  const out = [shownName ?? stripLegal(v.name)];
  if (v.street && rng.chance(0.7)) out.push(v.street);
  if (v.phone && rng.chance(0.7)) out.push(`Phone ${v.phone}`);
  if (v.taxId && rng.chance(0.15)) out.push(`Fed ID ${v.taxId}`);
  return out;
}
