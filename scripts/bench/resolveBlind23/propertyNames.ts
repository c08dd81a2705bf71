/**
 * Property names, aliases and codes: houses go by their street line, plexes by house and street,
 * complexes and parks by a local word and a feature ("Sandia Vista Apartments"), condos by their
 * building and unit. Names are unique as the clerk reads them; short names may be shared.
 */
import { type Addr, streetLine } from './address';
import type { BuildingKind, Metro } from './geography';
import { propKey } from './names';
import type { Rng } from './rng';

const FEATURES = 'Ridge Pointe Commons Village Crossing Court Terrace Vista Canyon Park Place Gardens Heights Station Trails Landing Meadows Bluffs Springs Creek Hills Arroyo Ranch Grove Row Summit View Oaks Pines Willows Point Square'.split(' ');
const SURNAMES = 'Ortega Baca Lucero Trujillo Montoya Sandoval Archuleta Vigil Nguyen Larson Olson Schmidt Yoder Hoffman Weber Harjo Begay Bowman Carter Romero'.split(' ');

export interface NameInput { metro: Metro; kind: BuildingKind; addr: Addr; building: string | null; units: number; rv: boolean; unitNum: string | null }
export interface NameOut { name: string; aliases: string[]; code: string }

export function propertyNames(rng: Rng, items: readonly NameInput[]): NameOut[] {
  const used = new Set<string>();
  const seq = new Map<string, number>();
  const buildingBase = new Map<string, string>();
  const unique = (make: () => string, fallback: (n: number) => string): string => {
    for (let i = 0; i < 40; i++) {
      const name = make();
      if (!used.has(propKey(name))) { used.add(propKey(name)); return name; }
    }
    for (let n = 2; ; n++) {
      const name = fallback(n);
      if (!used.has(propKey(name))) { used.add(propKey(name)); return name; }
    }
  };
  const out = items.map((it) => {
    const n = (seq.get(it.metro.code) ?? 0) + 1;
    seq.set(it.metro.code, n);
    const code = `${it.metro.code}-${String(n).padStart(4, '0')}`;
    const word = () => rng.pick(it.metro.words);
    const line = streetLine(it.addr);
    const houseName = it.addr.box !== null ? `RR ${it.addr.name} Box ${it.addr.box}` : `${it.addr.house.split('-')[0] ?? ''} ${it.addr.name}`;
    let short: string | null = null;
    let name: string;
    switch (it.kind) {
      case 'sfh':
        name = unique(() => line, (k) => (k === 2 ? `${line} - ${it.metro.code}` : `${line} (${k})`));
        break;
      case 'duplex':
      case 'plex': {
        const word2 = it.kind === 'duplex' ? 'Duplex' : it.units === 3 ? 'Triplex' : 'Fourplex';
        name = unique(() => (rng.chance(0.8) ? `${houseName} ${word2}` : `${rng.pick(SURNAMES)} ${word2}`), (k) => `${houseName} ${word2} ${k}`);
        break;
      }
      case 'condo': {
        const key = it.building ?? '';
        let base = buildingBase.get(key);
        if (!base) {
          const bases = new Set(buildingBase.values());
          do base = `${word()} ${rng.pick(['Lofts', 'Tower', 'Condominiums', 'Place', 'House', 'Flats'])}`; while (bases.has(base) && bases.size < 500);
          buildingBase.set(key, base);
        }
        const b = base;
        short = b;
        name = unique(() => `${b} #${it.unitNum ?? ''}`, (k) => `${b} Unit ${it.unitNum ?? ''} (${k})`);
        break;
      }
      default: {
        const kinds = it.kind === 'garden' ? ['Apartments', 'Apartment Homes', 'Residences', 'Townhomes', 'Apartments']
          : it.kind === 'smallmf' ? ['Apartments', 'Flats', 'Manor', 'Villas', 'Lofts']
            : it.kind === 'retail' ? ['Plaza', 'Shopping Center', 'Square', 'Marketplace', 'Center']
              : it.rv ? ['RV Resort', 'RV Park'] : ['Mobile Home Park', 'MHP', 'Mobile Home Community', 'Manufactured Home Community', 'Estates'];
        let stem = '';
        name = unique(() => { stem = `${word()} ${rng.pick(FEATURES)}`; return `${stem} ${rng.pick(kinds)}`; }, (k) => `${stem} ${rng.pick(kinds)} ${k}`);
        short = stem;
      }
    }
    const aliases = [code];
    if (short && rng.chance(0.7)) aliases.push(short);
    if (it.kind === 'sfh' && rng.chance(0.3)) aliases.push(`${it.addr.name} ${rng.pick(['House', 'Rental', 'Home'])}`);
    if ((it.kind === 'duplex' || it.kind === 'plex') && rng.chance(0.4)) aliases.push(line);
    if ((it.kind === 'garden' || it.kind === 'smallmf') && rng.chance(0.2)) aliases.push(`${word()} ${rng.pick(FEATURES)} Apartments`);
    return { name, aliases, code };
  });
  // An alias may be shared between properties, but never reads as another property's name.
  for (const o of out) o.aliases = o.aliases.filter((a) => !used.has(propKey(a)));
  return out;
}
