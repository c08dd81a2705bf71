import type { AddressBook, Metro } from './geo';
import { blankVendor, type Ids } from './corporateVendors';
import type { VendorRec } from './model';
import { CORPORATE_FIRST, FIRST_NAMES, LAST_NAMES, LEGAL_SUFFIXES, STEM_FIRST } from './names';
import type { Rng } from './rng';
import { printAddress } from './streets';
import { fillFormat, squash } from './text';
import { TRADES, type Trade } from './trades';

/*
 * Local contractors and professional firms. Names are unique once legal suffixes are dropped,
 * and no alias equals another vendor's name; domains are unique too. Some vendors send from
 * addresses they never registered, or through invoicing platforms.
 */

const SUFFIX_WORDS = new Set(['llc', 'inc', 'co', 'company', 'corp', 'pllc', 'group', 'lllc']);

export function nameKey(name: string): string {
  const words = name.toLowerCase().replace(/[.,]/g, '').split(/\s+/);
  while (words.length > 1 && SUFFIX_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  return squash(words.join(' ').replace(/&/g, 'and'));
}

export class NameRegistry {
  private readonly keys = new Set<string>();
  private readonly domains = new Set<string>();

  claim(name: string): boolean {
    const key = nameKey(name);
    if (key.length < 3 || this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }

  claimDomain(domain: string): boolean {
    if (this.domains.has(domain)) return false;
    this.domains.add(domain);
    return true;
  }
}

function candidateName(rng: Rng, metro: Metro, trade: Trade): { core: string; name: string; person: string | null } {
  const noun = rng.pick(trade.nouns);
  const region = metro.spec.region;
  const pattern = trade.key === 'legal' || trade.key === 'cpa' ? rng.pick([3, 3, 1, 1]) : rng.int(0, 6);
  let core: string;
  let person: string | null = null;
  switch (pattern) {
    case 0:
      core = `${rng.pick(CORPORATE_FIRST[region])} ${noun}`;
      break;
    case 1:
      core = `${rng.pick(LAST_NAMES)} ${noun}`;
      break;
    case 2:
      core = `${rng.pick(FIRST_NAMES)}'s ${noun}`;
      break;
    case 3:
      core = `${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)} ${noun}`;
      break;
    case 4:
      core = `${String.fromCharCode(65 + rng.int(0, 25))}&${String.fromCharCode(65 + rng.int(0, 25))} ${noun}`;
      break;
    case 5:
      core = `${rng.pick(STEM_FIRST[region])} ${noun}`;
      break;
    default:
      person = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      core = `${person.split(' ')[1] ?? person} ${noun}`;
  }
  const name = person && rng.chance(0.5) ? person : rng.chance(0.65) ? `${core} ${rng.pick(LEGAL_SUFFIXES)}` : core;
  return { core, name, person };
}

function domainFor(core: string): string {
  const base = squash(core.replace(/&/g, 'and')).slice(0, 22);
  return `${base}.com`;
}

export function buildLocalVendors(rng: Rng, ids: Ids, metros: readonly Metro[], book: AddressBook, count: number, names: NameRegistry): VendorRec[] {
  const out: VendorRec[] = [];
  const metroWeights = metros.map((m) => [m, m.spec.weight] as const);
  while (out.length < count) {
    const metro = rng.weighted(metroWeights);
    const trade = rng.weighted(TRADES.filter((t) => !t.metros || t.metros.includes(metro.spec.key)).map((t) => [t, t.weight] as const));
    const { core, name, person } = candidateName(rng, metro, trade);
    if (!names.claim(name)) continue;
    const v = blankVendor(ids.next());
    const aliases: string[] = [];
    if (person && name === person && names.claim(core)) aliases.push(core);
    else if (name !== core && rng.chance(0.25)) aliases.push(`${core} ${rng.pick(['LLC', 'Inc', 'Co'])}`);
    const words = core.split(' ');
    if (words.length >= 3 && rng.chance(0.3)) {
      const short = words.slice(0, 2).join(' ');
      if (names.claim(short)) aliases.push(short);
    }
    const city = rng.weighted(metro.cityWeights);
    const shop = book.allocate(rng, metro, city, rng.pick(['arterial', 'numbered'] as const));
    const shopLine = printAddress(rng, shop, { noise: 'clean', multiline: false, upper: false });
    const mail = rng.weighted([['domain', 6], ['gmail', 3], ['none', 1]] as const);
    let domain: string | null = null;
    let senderEmails: string[] = [];
    let sendsFrom: string[] = [];
    if (mail === 'domain' && names.claimDomain(domainFor(core))) {
      domain = domainFor(core);
      const box = rng.pick(['billing', 'office', 'ar', 'invoices', 'accounting']);
      const personal = `${(person ?? rng.pick(FIRST_NAMES)).split(' ')[0]?.toLowerCase() ?? 'info'}@${domain}`;
      senderEmails = rng.chance(0.45) ? [`@${domain}`] : [`${box}@${domain}`];
      sendsFrom = [`${box}@${domain}`, personal];
    } else if (mail !== 'none') {
      const g = `${squash(core).slice(0, 14)}${rng.int(1, 99)}@gmail.com`;
      if (names.claimDomain(g)) {
        senderEmails = [g];
        sendsFrom = [g];
      }
    }
    const poBox = `PO Box ${rng.int(100, 99999)}, ${city.name} ${city.state} ${rng.pick(city.zips)}`;
    const remit = rng.weighted([[poBox, 5], [shopLine, 4], ['', 1]] as const);
    const defaultGl = rng.chance(0.88) ? trade.gl : null;
    const second = rng.chance(0.1) ? metros.filter((m) => m.spec.region === metro.spec.region && m !== metro) : [];
    Object.assign(v, {
      category: ['legal', 'cpa', 'insurance', 'reserve', 'marketing'].includes(trade.key) ? 'admin' : 'local',
      trade: trade.key, metros: second.length > 0 ? [metro.spec.key, rng.pick(second).spec.key] : [metro.spec.key], name, aliases,
      senderEmails, sendsFrom, domain, remitTo: remit === '' ? null : remit,
      remitPrinted: remit === '' ? poBox : rng.chance(0.08) ? `PO Box ${rng.int(100, 99999)}, ${city.name} ${city.state} ${rng.pick(city.zips)}` : remit,
      taxId: ids.ein(rng), taxIdInDirectory: rng.chance(0.75), defaultGl, usualGl: trade.gl,
      letterhead: [name, shopLine, domain ? `www.${domain}` : ''], phone: fillFormat(rng, `(${rng.pick(metro.spec.areaCodes)}) ###-####`),
      acctFormat: rng.pick(['#####', 'C-#####', '####', 'CUST####']), billing: trade.contract && rng.chance(0.5) ? 'contract' : 'job',
      unitShare: trade.unitShare, unitLines: trade.unitLines, propLines: trade.propLines.length > 0 ? trade.propLines : trade.unitLines,
      amount: trade.amount, altGl: trade.altGl,
    } satisfies Partial<VendorRec>);
    if (v.propLines.length === 0) v.propLines = ['Service call', 'Labor and materials'];
    out.push(v);
  }
  return out;
}
