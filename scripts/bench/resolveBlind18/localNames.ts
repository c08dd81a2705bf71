/**
 * Names local firms give themselves: "Bayou City Plumbing & Drain, LLC", "Thibodeaux & Sons
 * Roofing", "Garza's Lawn Care", "A-1 Lock & Key"; some trade under a dba over a holding company's
 * legal name; franchises ("SERVPRO of North Houston") and corporate branches ("Orkin - Memphis #318").
 */
import { LEGAL_SUFFIXES, SURNAMES } from './catalog';
import type { Metro } from './geoTypes';
import type { BrandDef } from './nationals';
import type { Rng } from './rng';
import type { VendorKit } from './vendorKit';

const GENERIC = ['A-1', 'AAA', 'J&R', 'B&G', 'K&M', 'T&T', 'C&S', 'ProTech', 'All-Pro', '1st Choice', 'Premier', 'Reliable', 'Precision', 'Superior', 'Quality', 'Elite', 'Apex', 'Summit', 'Patriot', 'Eagle',
  'Heritage', 'Pinnacle', 'Allstar', 'Dependable', 'Honest', 'Integrity', 'Blue Ribbon', 'Gold Star', 'True North', 'Cornerstone', 'Keystone', 'Lighthouse', 'Southern Star', 'Magnolia', 'Pelican', 'Live Oak'];
const HOLDINGS = ['Enterprises', 'Holdings', 'Group', 'Ventures', 'Partners', 'Industries'];

export interface LocalName {
  core: string;
  suffix: string;
  dba: string | null;
  aliases: string[];
}

export function localName(kit: VendorKit, metro: Metro, words: readonly string[], rng: Rng): LocalName {
  for (;;) {
    const word = rng.pick(words);
    const surname = rng.pick(SURNAMES);
    const form = rng.weighted<string>([['prefix', 5], ['surname', 4], ['sons', 1], ['bros', 0.6], ['poss', 1], ['generic', 1.2]]);
    const head = form === 'prefix' ? rng.pick(metro.prefixes) : form === 'surname' ? surname : form === 'sons' ? `${surname} & Sons` : form === 'bros' ? `${surname} Brothers` : form === 'poss' ? `${surname}'s` : rng.pick(GENERIC);
    const trading = `${head} ${word}`;
    if (!kit.isFree(trading)) continue;
    const suffix = rng.weighted(LEGAL_SUFFIXES);
    if (rng.chance(0.08)) {
      const legal = `${rng.pick(SURNAMES)} ${rng.pick(HOLDINGS)}`;
      if (kit.isFree(legal) && kit.take(legal)) return { core: legal, suffix: suffix === '' ? 'LLC' : suffix, dba: trading, aliases: [] };
      continue;
    }
    kit.take(trading);
    const aliases: string[] = [];
    if (rng.chance(0.2) && words.length > 1) {
      const alt = `${head} ${rng.pick(words.filter((w) => w !== word))}`;
      if (kit.isFree(alt)) aliases.push(alt);
    }
    return { core: trading, suffix, dba: null, aliases };
  }
}

export function brandName(kit: VendorKit, metro: Metro, brand: BrandDef, rng: Rng): LocalName | null {
  const areas = [metro.name, `North ${metro.name}`, `South ${metro.name}`, `West ${metro.name}`, `East ${metro.name}`, `Greater ${metro.name}`, ...metro.cities.slice(1).map((c) => c.name)];
  for (let attempt = 0; attempt < 30; attempt++) {
    const area = rng.pick(areas);
    if (brand.style === 'branch') {
      const branch = String(rng.int(100, 999));
      const core = `${brand.brand} - ${area} #${branch}`;
      if (!kit.isFree(core)) continue;
      kit.take(core);
      const alias = `${brand.brand} Branch ${branch}`;
      return { core, suffix: '', dba: null, aliases: kit.isFree(alias) ? [alias] : [] };
    }
    const trading = `${brand.brand} of ${area}`;
    if (!kit.isFree(trading)) continue;
    if (rng.chance(0.5)) {
      const legal = `${rng.pick(metro.prefixes)} ${rng.pick(['Restoration', 'Home Services', 'Franchise', 'Service'])} ${rng.pick(HOLDINGS)}`;
      if (kit.isFree(legal) && kit.take(legal)) return { core: legal, suffix: 'LLC', dba: trading, aliases: [] };
    }
    kit.take(trading);
    return { core: trading, suffix: rng.pick(['LLC', 'Inc.', '']), dba: null, aliases: [] };
  }
  return null;
}

const HOA_TYPES = ['Homeowners Association', 'Property Owners Association', 'Community Association', 'Owners Association', 'Master Association', 'Civic Association'];
export const MANAGEMENT_COMPANIES = ['Associa', 'FirstService Residential', 'Spectrum Association Management', 'CMA', 'RealManage', 'Goodwin & Company', 'Crest Management', 'Sentry Management', 'Heritage Property Management'];

export function hoaName(kit: VendorKit, place: string, rng: Rng): LocalName {
  const type = rng.pick(HOA_TYPES);
  const core = `${place} ${type}`;
  kit.take(core);
  const short = `${place} ${type.startsWith('Property') ? 'POA' : 'HOA'}`;
  return { core, suffix: rng.chance(0.6) ? ', Inc.' : '', dba: null, aliases: kit.isFree(short) && rng.chance(0.6) ? [short] : [] };
}
