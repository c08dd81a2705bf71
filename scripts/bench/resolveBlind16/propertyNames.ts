/** Property names, codes and the owning entities that bills sometimes print instead of the name. */
import type { Metro, PropType, Street } from './model';
import { type Rng, chance, int, pick, pickW } from './rng';
import { stripMarks } from './noise';

const GENERIC = `Aspen Ridge|Willow Creek|Cedar Park|Juniper Hills|Piñon Canyon|Cottonwood|Sagebrush|Mesa Vista|Meadowbrook|Canyon View|Summit Pointe|Pine Ridge|
Spruce Hollow|Evergreen Terrace|Sunset Ridge|Lakeview|Parkside|Highland Park|Mountain View|Eagle Point|Stonegate|Foxridge|Brookside|Quail Run|Fox Hollow|Silver Creek|
Deer Creek|Elk Meadow|Prairie Wind|Copper Ridge|Riverbend|Twin Peaks|Sierra Vista|Sun Valley|Timber Ridge|Golden Eagle|Red Cliff|Bluebell|Columbine|Larkspur|
Wildflower|Sandstone|Shadow Ridge|Desert Rose|Canyon Crest|Hidden Springs|Sterling Ridge|Falcon Ridge|Clearwater|Windsong|Harvest Moon|Ponderosa`
  .replace(/\n/g, '')
  .split('|');
const HW = ['Kalani', 'Leilani', 'Nani', 'Ikaika', 'Pōhaku', 'Mauna', 'Kai', 'Lani', 'Kūlana', 'Pua', 'Laulima', 'Kamalu'];
const ROMAN = ['II', 'III', 'IV', 'V', 'VI'];

export function placeWord(r: Rng, m: Metro): string {
  const local = m.style === 'hi' || m.style === 'pr' ? 0.98 : 0.55;
  return chance(r, local) ? pick(r, m.places) : pick(r, GENERIC);
}

function streetShort(s: Street): string {
  if (s.typeFirst) return `${s.type} ${s.name}`;
  return [s.pre, s.name, s.type, s.post].filter((x) => x).join(' ');
}

export function propertyName(r: Rng, m: Metro, type: PropType, s: Street | null, unitsCount: number): string {
  const P = placeWord(r, m);
  const pr = m.style === 'pr';
  const hi = m.style === 'hi';
  const addr = s && s.kind === 'num' ? `${s.num} ${streetShort(s)}` : null;
  const road = s && s.kind === 'num' ? (s.typeFirst ? `${s.type} ${s.name}` : /^\d+$/.test(s.name) ? `${s.name} ${s.post}`.trim() : [s.name, s.type].filter((x) => x).join(' ')) : P;
  switch (type) {
    case 'apartments':
      if (pr) return pick(r, [`Edificio ${P}`, `Apartamentos ${P}`, `Residencias ${P}`]);
      return pickW(r, [[`${P} Apartments`, 8], [`${P} Flats`, 2], [`${P} Lofts`, 2], [`The ${P} Residences`, 1], [`${P} Commons`, 1], [addr ?? `${P} Place`, addr ? 2 : 1], [`Hale ${pick(r, HW)}`, hi ? 4 : 0]] as const);
    case 'condo':
      if (pr) return pick(r, [`Condominio ${P}`, `Cond. ${P}`, `Condominio Torre ${P}`, `Cond. Torres de ${P}`]);
      return pickW(r, [[`${P} Condominiums`, 6], [`${P} Condos`, 3], [`${P} Tower`, hi ? 4 : 1], [`The ${P}`, 2], [`Hale ${pick(r, HW)}`, hi ? 3 : 0]] as const);
    case 'sfh':
      if (pr) return pick(r, [`Casa ${road}`, `Residencia ${P}`, addr ?? `Casa ${P}`]);
      return pickW(r, [[addr ?? `${P} House`, 6], [`${road} House`, 2], [`${P} Residence`, 1], [`${road} SFR`, 1]] as const);
    case 'scattered':
      if (pr) return `Cartera Residencial ${P}`;
      return pick(r, [`${m.label} Scattered Homes ${pick(r, ROMAN)}`, `${P} SFR Portfolio`, `${m.label} Single-Family ${pick(r, ROMAN)}`, `${P} Homes Portfolio`]);
    case 'duplex':
      if (pr) return pick(r, [`Casas ${P}`, `Multifamiliar ${road}`]);
      return unitsCount >= 4 ? pick(r, [`${road} Fourplex`, `${addr ?? P} Fourplex`, `${P} Quads`]) : pick(r, [`${addr ?? P} Duplex`, `${road} Duplex`, `${P} Twin Homes`]);
    case 'townhomes':
      return pr ? `Townhouses ${P}` : pick(r, [`${P} Townhomes`, `${P} Townhouses`, `${P} Row`]);
    case 'mhp':
      return pick(r, [`${P} Mobile Home Park`, `${P} MHP`, `${P} Manufactured Home Community`, `${P} Mobile Estates`, `${P} RV & MH Park`]);
    case 'mixed':
      if (pr) return pick(r, [`Edificio ${P}`, `Plaza ${P}`]);
      return pick(r, [`${P} Commons`, `${P} Mercantile`, `${road} Mixed-Use`, `${P} Block`, `${P} Marketplace Lofts`]);
    case 'resort':
      if (pr) return pick(r, [`${P} Beach Villas`, `Villas de ${P}`, `${P} Resort Condominiums`]);
      return pick(r, [`${P} Resort`, `${P} Beach Club`, `${P} Villas`, hi ? `${P} Beach Resort` : `${P} Lodge`, `${P} Vacation Condos`]);
    case 'office':
      if (pr) return pick(r, [`Edificio ${P}`, `Torre ${P}`, `Centro Profesional ${P}`]);
      return pickW(r, [[`${P} Plaza`, 3], [`${P} Office Park`, 2], [`${P} Professional Center`, 2], [`${P} Corporate Center`, 1], [addr ?? `${P} Building`, 2]] as const);
    case 'industrial':
      if (pr) return pick(r, [`Parque Industrial ${P}`, `Centro Industrial ${P}`]);
      return pick(r, [`${P} Business Park`, `${P} Industrial Park`, `${P} Distribution Center`, `${P} Flex Center`]);
    case 'cabin':
      return unitsCount === 0 ? pick(r, [`${P} Cabin`, `${P} Retreat`]) : pick(r, [`${P} Cabins`, `${P} Lodge`, `${P} Cabin Rentals`]);
  }
}

/** Initials of a name's words: "Willow Creek Apartments" → "WCA". */
export function initials(name: string): string {
  return stripMarks(name)
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w) && !['de', 'del', 'la', 'las', 'los', 'the', 'of', 'at', '&'].includes(w.toLowerCase()))
    .map((w) => (/^\d/.test(w) ? w : w.charAt(0).toUpperCase()))
    .join('')
    .slice(0, 6);
}

export function propertyCode(r: Rng, m: Metro, name: string, serial: number): string {
  const ini = initials(name) || 'PR';
  return pickW(r, [
    [`${ini}-${m.key.toUpperCase()}`, 4],
    [`${ini}${int(r, 1, 9)}`, 2],
    [`${m.key.toUpperCase()}-${String(serial).padStart(3, '0')}`, 3],
    [`${ini.toLowerCase()}${m.key}`, 2],
  ] as const);
}

export function ownerEntity(r: Rng, m: Metro, name: string): string {
  const core = name.replace(/\b(Apartments|Condominiums|Condos|Townhomes|Townhouses|Mobile Home Park|MHP|Plaza|Lofts|Flats|Commons|Resort|Villas|Cabins|Lodge|Duplex|Fourplex)\b/g, '').replace(/\s+/g, ' ').trim().replace(/^(de|del|de la|las|los|la)\s+/i, '');
  if (m.spanish) return `${core} ${pick(r, ['Realty Corp.', 'Holdings LLC', 'Investments, Inc.', 'Properties LLC'])}`;
  return `${core} ${pick(r, ['Holdings LLC', 'Partners LP', 'Investors LLC', 'Owner LLC', 'Property Co LLC', 'Apartments LLC'])}`;
}

export function shortName(name: string): string | null {
  const s = name.replace(/\s+(Apartments|Condominiums|Condos|Townhomes|Townhouses|Mobile Home Park|Manufactured Home Community|Professional Center|Office Park|Business Park|Industrial Park)$/, '');
  return s !== name && s.length >= 4 ? s : null;
}
