import { dirLine } from './addressBook';
import { type Rng, at } from './rng';
import { normName } from './text';
import type { Kind, PropRec } from './types';
import { PLACE_WORDS, SURNAMES } from './words';

const TYPE_WORDS: Readonly<Partial<Record<Kind, readonly string[]>>> = {
  garden: ['Gardens', 'Garden Apartments', 'Court', 'Commons', 'Village', 'Green', 'Terrace', 'Park Apartments'],
  midrise: ['Lofts', 'House', 'Condominiums', 'Flats', 'Tower', 'Place', 'Residences', 'Building'],
  senior: ['Senior Residences', 'Senior Apartments', 'Senior Living', 'Manor', 'Senior Housing', 'House for Seniors'],
  walkup: ['Flats', 'Walk-Up', 'Hill Apartments', 'Terrace Flats'],
};

const KIND_WORD: Readonly<Record<Kind, string>> = {
  rowhouse: 'Rowhome', trinity: 'Trinity', sfr: 'House', twin: 'Twin', rowConverted: 'Conversion', frontRear: 'Front & Rear',
  alley: 'Alley House', rowBlock: 'Block', double: 'Double', duplex: 'Duplex', tripleDecker: 'Triple-Decker',
  fourFamily: 'Four-Family', fourplex: 'Fourplex', walkup: 'Walk-Up', mixedUse: 'Corner Store', garden: 'Gardens',
  midrise: 'Lofts', senior: 'Seniors', parking: 'Lot',
};

/** Names, aliases and codes, unique as a clerk compares them; the property's ids are set here too. */
export function nameProperties(r: Rng, props: readonly PropRec[]): PropRec[] {
  const taken = new Map<string, PropRec>();
  const claim = (p: PropRec, s: string): boolean => {
    const k = normName(s);
    if (k.length === 0 || taken.has(k)) return false;
    taken.set(k, p);
    return true;
  };
  const codes = r.shuffle(Array.from({ length: 9000 }, (_v, i) => 1000 + i));
  const estate = (p: PropRec): string | null => {
    const words = TYPE_WORDS[p.kind] ?? TYPE_WORDS.garden ?? [];
    for (let i = 0; i < 40; i += 1) {
      const place = r.chance(0.4) ? r.pick(p.metro.hoods) : r.pick(PLACE_WORDS);
      const type = r.pick(words);
      const name = p.kind === 'midrise' && r.chance(0.25) ? `The ${place}` : p.kind === 'walkup' && p.street && r.chance(0.5) ? `${p.street.core} ${type}` : `${place} ${type}`;
      if (claim(p, name)) return name;
    }
    return null;
  };
  const corner = (): string => {
    const s = r.pick(SURNAMES);
    return r.pick([`${s}'s Corner`, `${s} Building`, `The ${s} Block`, `${s} Corner Store`]);
  };
  props.forEach((p, i) => {
    p.code = `${p.metro.code}-${at(codes, i)}`;
    claim(p, p.code);
  });
  for (const p of props) {
    let name: string | null = null;
    if (p.kind === 'garden' || p.kind === 'midrise' || p.kind === 'senior' || (p.kind === 'walkup' && r.chance(0.5))) name = estate(p);
    else if (p.kind === 'mixedUse' && r.chance(0.5)) {
      const c = corner();
      if (claim(p, c)) name = c;
    } else if (p.kind === 'rowBlock' && p.block !== null && p.street) {
      const st = p.street;
      const pre = p.units[0]?.addr?.pre ?? null;
      name = `${p.block * 100} Block ${pre ? `${pre} ` : ''}${st.core} ${st.type}`.trim();
      if (!claim(p, name)) throw new Error(`blind19: duplicate block name ${name}`);
      const alias = `${p.block * 100} Blk ${st.core}`;
      if (claim(p, alias)) p.aliases.push(alias);
    } else if (p.kind === 'parking' && (p.addr === null || r.chance(0.5))) {
      for (let k = 0; k < 30 && name === null; k += 1) {
        const c = p.street && r.chance(0.5) ? `${p.street.core} Street Lot` : `${r.pick(p.metro.hoods)} Parking Lot ${k > 0 ? k + 1 : ''}`.trim();
        if (claim(p, c)) name = c;
      }
    }
    if (name === null && p.addr) {
      const line = dirLine(p.addr);
      for (const c of [line, `${line}, ${p.city.name}`, `${line}, ${p.city.name} ${p.city.state}`]) {
        if (claim(p, c)) { name = c; break; }
      }
      p.namedByAddress = name !== null;
    }
    if (name === null) throw new Error(`blind19: cannot name a ${p.kind} in ${p.city.name}`);
    p.name = name;
    if (!p.namedByAddress && p.kind !== 'rowBlock' && r.chance(0.25)) {
      const former = p.kind === 'parking' || p.kind === 'mixedUse' ? corner() : `${r.pick(PLACE_WORDS)} ${r.pick(TYPE_WORDS[p.kind] ?? ['Apartments'])}`;
      if (claim(p, former)) p.aliases.push(former);
    }
    if (p.namedByAddress && p.street && r.chance(0.15)) {
      const nick = `${p.street.core} ${KIND_WORD[p.kind]}`;
      if (claim(p, nick)) p.aliases.push(nick);
    }
    p.aliases.push(p.code);
  }
  const order = r.shuffle(props);
  let unitSeq = 0;
  order.forEach((p, i) => {
    p.id = `P19-${String(i + 1).padStart(4, '0')}`;
    for (const u of p.units) {
      unitSeq += 1;
      u.id = `U19-${String(unitSeq).padStart(5, '0')}`;
    }
  });
  return order;
}

/** Every normalised name and alias, for judging a misspelt property name. */
export function namePool(props: readonly PropRec[]): Map<string, PropRec> {
  const out = new Map<string, PropRec>();
  for (const p of props) for (const s of [p.name, ...p.aliases]) out.set(normName(s), p);
  return out;
}
