/** How bills print payees, account numbers, units, towns and addresses. */
import { PLATFORMS } from './firms';
import { STATE_NAMES } from './geo';
import { digitsOf } from './norm';
import { type Site } from './properties';
import { type Rng } from './rng';
import { printStreet, slip } from './street';
import { type AddrClue } from './clerk';
import { type VendorInfo } from './vendors';

export type PayeeMode = 'exact' | 'bare' | 'caps' | 'alias' | 'misspelt' | 'platform' | 'none';

export function printPayee(rng: Rng, vi: VendorInfo, plain: boolean): { text: string | null; mode: PayeeMode } {
  const name = vi.v.name;
  if (plain) return { text: name, mode: 'exact' };
  const bare = name.replace(/,?\s+(Inc\.?|LLC|Co\.|Corp\.|Corporation|Company|LP)$/i, '');
  const mode = rng.weighted<PayeeMode>([['exact', 33], ['bare', 17], ['caps', 14], ['alias', vi.v.aliases.length ? 18 : 0], ['misspelt', 7], ['platform', vi.kind === 'utility' ? 10 : 4], ['none', 4]]);
  if (mode === 'exact') return { text: name, mode };
  if (mode === 'bare') return { text: bare, mode };
  if (mode === 'caps') return { text: (rng.chance(0.5) ? bare : name).toUpperCase(), mode };
  if (mode === 'alias') return { text: rng.pick(vi.v.aliases), mode };
  if (mode === 'misspelt') return { text: bare.split(' ').map((w, i) => (i === 0 ? slip(rng, w) : w)).join(' '), mode };
  if (mode === 'platform') return { text: rng.pick(PLATFORMS), mode };
  return { text: null, mode };
}

export type AcctMode = 'full' | 'respaced' | 'masked' | 'extra' | 'omitted';

export function printAccount(rng: Rng, acct: string, plain: boolean): { text: string | null; mode: AcctMode } {
  if (plain) return { text: acct, mode: 'full' };
  const mode = rng.weighted<AcctMode>([['full', 50], ['respaced', 22], ['masked', 10], ['extra', 10], ['omitted', 8]]);
  const d = digitsOf(acct);
  if (mode === 'full') return { text: acct, mode };
  if (mode === 'respaced') {
    const form = rng.int(0, 2);
    const text = form === 0 ? d : form === 1 ? d.replace(/(\d{4})(?=\d)/g, '$1 ') : d.replace(/(\d{3})(?=\d)/g, '$1-');
    return { text: acct.match(/[A-Z]/) && rng.chance(0.5) ? acct.replace(/[-\s]/g, '') : text, mode };
  }
  if (mode === 'masked') return { text: rng.pick(['****', 'XXXX-XXXX-', 'xxxxxx', '*** **** ']) + d.slice(-4), mode };
  if (mode === 'extra') return { text: `${acct}${rng.pick(['-', ' ', ''])}${rng.digits(rng.int(1, 2))}`, mode };
  return { text: null, mode };
}

/** Printed forms of a unit label: each still names that label for a clerk. */
export function unitForms(label: string): string[] {
  if (label === 'Up') return ['Up', 'Upper', 'Upper Flat', 'Upstairs', 'Apt Up', 'UPPER'];
  if (label === 'Dn') return ['Dn', 'Down', 'Lower', 'Lower Flat', 'Downstairs', 'Apt Dn', 'LOWER'];
  if (/^BR\d$/.test(label)) { const n = label.slice(2); return [`Bedroom ${n}`, `BR ${n}`, `BR${n}`, `Rm ${n}`, `Room ${n}`, `Bdrm ${n}`]; }
  const g = /^(\d+)-(\d[A-D])$/.exec(label);
  if (g) return [`Bldg ${g[1]} Apt ${g[2]}`, label, `Bldg ${g[1]}, Unit ${g[2]}`, `Apt ${label}`, `#${label}`, `Building ${g[1]} Apartment ${g[2]}`];
  if (label === 'Front' || label === 'Rear') return [label, `${label} House`];
  if (label === 'A' || label === 'B') return [`Unit ${label}`, `Side ${label}`, `Apt ${label}`];
  return [`Apt ${label}`, `Unit ${label}`, `#${label}`, `Apt. ${label}`, `Ste ${label}`];
}

export type UnitMode = 'inline' | 'line' | 'field' | 'fused' | 'missing';

/** A site printed as a bill shows it; the unit label (if any) placed per mode. */
export function printSite(rng: Rng, site: Site, unitLabel: string | null, mode: UnitMode, plain: boolean): { text: string; clue: AddrClue; unitField: string | null } {
  const st = site.town.state;
  const sp = printStreet(rng, site.street, st, plain);
  const n = site.house.split('-')[0] as string;
  let house = site.house;
  if (site.rear) house = plain ? `${n} Rear` : rng.pick([`${n} Rear`, `${n} 1/2`, `Rear ${n}`, `${n} REAR`]);
  const uf = unitLabel ? (plain ? (unitForms(unitLabel)[0] as string) : rng.pick(unitForms(unitLabel))) : null;
  if (mode === 'fused' && unitLabel) house = /^[A-Z]$/.test(unitLabel) ? `${house}${unitLabel}` : `${house}-${unitLabel}`;
  let line1 = `${house} ${sp.text}`;
  if (mode === 'inline' && uf) line1 += `${rng.pick([', ', ' ', ' '])}${uf}`;
  const lines = [line1];
  if (mode === 'line' && uf) lines.push(uf);
  const showTown = plain || rng.chance(0.78);
  let city: string | null = null;
  let zip5: string | null = null;
  let state: string | null = null;
  if (showTown) {
    const t = site.town;
    const others = [t.name, ...t.hamlets.map((h) => h.name)].filter((x) => x !== site.city);
    city = plain || others.length === 0 || rng.chance(0.6) ? site.city : rng.pick(others);
    if (!plain && city.endsWith(' Township') && rng.chance(0.4)) city = city.replace(/ Township$/, rng.pick([' Twp', ' Twp.', '']));
    state = st;
    const zipMode = plain ? 0 : rng.int(0, 3);
    zip5 = zipMode === 3 ? null : site.zip;
    const zipText = zipMode === 1 ? `${site.zip}-${rng.digits(4)}` : zipMode === 3 ? '' : site.zip;
    const stText = plain ? st : rng.pick(STATE_NAMES[st]);
    const cityLine = `${city}, ${stText} ${zipText}`.trim();
    if (!plain && rng.chance(0.35)) lines[lines.length - 1] += `, ${cityLine}`;
    else lines.push(cityLine);
  }
  let text = lines.join('\n');
  if (!plain && rng.chance(0.12)) text = text.toUpperCase();
  const houseKey = site.rear ? `${n}R` : site.house;
  return { text, clue: { houseKey, street: sp.rec, city, state, zip5 }, unitField: mode === 'field' ? uf : null };
}
