import { nameKey, simplify } from './text';

/*
 * A property's name as the resolver compares it: kinds of place spelt one way, and the name
 * without its kind, which bills often drop.
 */

/**
 * Kinds of place as bills abbreviate them, spelt one way: "Somerset Heights APTS", "Laurel
 * Gardens Condo Assn", "Rosemont Row Homeowners Assn", "Quarry Shores H.O.A." and "The Queen Vlg"
 * compare equal to the directory's names.
 */
const PLACE_WORDS: Record<string, string> = {
  apts: 'apartments', apt: 'apartments', apartment: 'apartments', condo: 'condominiums', condos: 'condominiums', condominium: 'condominiums',
  assn: 'association', assoc: 'association', hoa: 'homeowners association', poa: 'property owners association', coa: 'condominiums owners association',
  twnhms: 'townhomes', townhouses: 'townhomes', townhome: 'townhomes', bldg: 'building', twr: 'tower', ctr: 'center', centre: 'center', plz: 'plaza', sr: 'senior',
  pk: 'park', prof: 'professional', vlg: 'village', vill: 'village', res: 'residences', mnr: 'manor', terr: 'terrace', hts: 'heights', gdns: 'gardens',
  sq: 'square', cmns: 'commons', lndg: 'landing', xing: 'crossing',
};

/**
 * A property's name as compared: a name's key, initials run together ("H O A" is "HOA"), kinds
 * of place spelt out after a name; a word alone is an acronym ("APT" for Aspen Park Tower).
 */
export function placeNameKey(text: string): string {
  const words = simplify(text).replace(/\b([a-z]) (?=[a-z]\b)/g, '$1').split(' ');
  return nameKey(words.length < 2 ? words.join(' ') : words.map((word) => PLACE_WORDS[word] ?? word).join(' '));
}

/**
 * The kinds of place a name may end in and a bill may drop ("Milagro Meadows" for Milagro Meadows
 * Senior Apartments), or print in other words ("Sr. Apt Homes", "MHP"). "MHP" is only dropped,
 * never spelt out: "Sierra MHP" and "Sierra Mobile Home Park" may be two parks of one directory.
 */
const KINDS = new RegExp(
  `\\s+(?:(?:senior|student)\\s+)?(?:${[
    'apartments(?: homes)?',
    'condominiums(?: owners)?(?: association)?',
    '(?:townhomes )?(?:homeowners|property owners|owners) association',
    'townhomes',
    'community',
    'residences',
    'living',
    'plaza',
    '(?:fourplex|4 plex|quads|duplex(?:es)?|twin homes|flats|lofts|suites)',
    '(?:mobile|manufactured) (?:home )?(?:park|community|estates)',
    'tower',
    'marketplace|shops|shopping center|sc',
    '(?:medical|office|corporate|professional) (?:plaza|center|park|building)|business park',
    'estates|cottages|triplex|retirement community',
    '(?:rv and )?mh (?:park|community)',
    'mhc|mhp',
  ].join('|')})$`,
);

/**
 * The name without its kind of place, when a distinctive name is left ("Magnolia Lake"): the
 * likelier reading first. A phase may go too ("Dublin Granville Townhomes II" is also Dublin
 * Granville Townhomes, and Dublin Granville), and "Village Shops" may be a kind of its own:
 * Mount Tabor Woods Village Shops is also Mount Tabor Woods.
 */
export function withoutKind(name: string): string[] {
  const key = placeNameKey(name);
  const unphased = key.replace(PHASE, '');
  const bare = unphased.replace(KINDS, '');
  const forms = [unphased, bare, / shops$/.test(unphased) ? bare.replace(/ village$/, '') : bare];
  return [...new Set(forms)].filter((form) => form !== key && distinctive(form));
}

/** A phase of a development after its name: "II", "IV", "Phase 2". */
const PHASE = /\s+(?:phase\s+)?(?:i{1,3}|iv|vi{0,3}|\d)$/;

const distinctive = (bare: string) => bare.includes(' ') || bare.length >= 6;
