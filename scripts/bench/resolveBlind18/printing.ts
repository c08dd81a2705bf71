/**
 * How a bill names its sender and its property: the payee with or without "Inc.", in capitals,
 * by alias or dba, misspelt (only when the misspelling still points at one vendor); the sender
 * address (the vendor's own, another at its domain, a billing platform's, or none for paper); the
 * property by name, alias or code, as extraction read it ("Job site: ...").
 */
import { NearIndex, typoPhrase } from './corrupt';
import type { PropertyModel, VendorModel } from './model';
import type { Rng } from './rng';

const LEGAL = /,?\s+(LLC|L\.L\.C\.|Inc\.?|Co\.|Company|Corp\.?|Corporation|LP|L\.P\.|Ltd\.?)$/;

export function stripLegal(name: string): string {
  let s = name;
  for (let i = 0; i < 2; i++) s = s.replace(LEGAL, '');
  return s;
}

export class PayeeBook {
  private readonly index = new NearIndex();

  constructor(vendors: readonly VendorModel[]) {
    for (const v of vendors) {
      for (const n of [v.dir.name, stripLegal(v.dir.name), v.core, ...v.dir.aliases, ...(v.dba === null ? [] : [v.dba]), ...v.printForms]) this.index.add(n, v.dir.id);
    }
  }

  render(v: VendorModel, rng: Rng): string {
    const bare = stripLegal(v.dir.name);
    const options: [string, number][] = [[v.dir.name, 30], [bare, 25], [(rng.chance(0.5) ? v.dir.name : bare).toUpperCase(), 12]];
    if (v.dir.aliases.length > 0) options.push([rng.pick(v.dir.aliases), 12]);
    if (v.dba !== null) options.push([v.dba, 18], [`${bare} dba ${v.dba}`, 5], [v.dba.toUpperCase(), 4]);
    if (v.printForms.length > 0) options.push([rng.pick(v.printForms), 15]);
    options.push(['\u0000typo', 7]);
    const choice = rng.weighted(options);
    if (choice !== '\u0000typo') return choice;
    const typo = typoPhrase(v.dba ?? bare, rng);
    return typo !== null && this.index.pointsOnlyTo(typo, v.dir.id) ? typo : bare;
  }
}

/** The sender address, or null for a bill that came by mail and was scanned. */
export function senderEmail(v: VendorModel, rng: Rng): { email: string | null; identifies: boolean } {
  if (rng.chance(0.3)) return { email: null, identifies: false };
  if (v.platform !== null && rng.chance(0.6)) return { email: v.platform.email, identifies: false };
  const own = v.dir.senderEmails.find((e) => !e.startsWith('@') && (v.platform === null || e !== v.platform.email));
  const wholeDomain = v.dir.senderEmails.some((e) => e.startsWith('@'));
  if (own !== undefined && rng.chance(0.8)) return { email: own, identifies: true };
  if (v.domain === null) return { email: null, identifies: false };
  const local = rng.pick(['billing', 'ar', 'accounts', 'office', 'donotreply', 'invoice', 'service']);
  const email = `${local}@${v.domain}`;
  return { email, identifies: wholeDomain || v.dir.senderEmails.includes(email) };
}

/** The property as a bill names it instead of (or besides) an address. */
export function propertyName(p: PropertyModel, index: NearIndex, rng: Rng): string {
  const roll = rng.float();
  let s: string;
  if (roll < 0.2) {
    const n = p.code.split('-')[1] ?? '';
    const m = p.code.split('-')[0] ?? '';
    s = rng.pick([p.code, `${m}${n}`, p.code.toLowerCase(), `${m} ${Number(n)}`, `${m}-${Number(n)}`, `Prop #${p.code}`]);
  } else if (roll < 0.38 && p.names.length > 1) s = rng.pick(p.names.slice(1));
  else {
    s = p.dir.name;
    const v = rng.float();
    if (v < 0.15) s = s.toUpperCase();
    else if (v < 0.25) s = s.replace(/^The /, '');
    else if (v < 0.35) s = s.replace(/ Apartments$/, ' Apts').replace(/ Apartment Homes$/, ' Apts');
    else if (v < 0.42) {
      const t = typoPhrase(s, rng);
      if (t !== null && index.pointsOnlyTo(t, p.dir.id)) s = t;
    }
  }
  return rng.chance(0.35) ? `${rng.pick(['Job site: ', 'Property: ', 'Location: ', 'Community: ', 'Site: ', 'Re: '])}${s}` : s;
}
