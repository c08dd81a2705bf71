import { CLIENT_DOMAIN, type Office } from './client';
import type { AddressBook, Metro, StreetKind } from './geo';
import type { PropRec, PropertyKind } from './model';
import { FORMER_PREFIX, STEM_FIRST, STEM_SECOND } from './names';
import { at, type Rng } from './rng';
import { squash } from './text';

/*
 * The portfolio's properties: 2,000 of eight kinds across twelve metros. Each has a stem of two
 * words unique in the directory, so a name, an alias or a bill's nickname of it never matches a
 * second property.
 */

export const PROPERTY_COUNT = 2000;

const KIND_COUNTS: readonly (readonly [PropertyKind, number])[] = [
  ['garden', 300],
  ['student', 70],
  ['senior', 90],
  ['strip', 340],
  ['office', 280],
  ['hoa', 340],
  ['mhc', 200],
  ['smallmf', 380],
];

const STREET_KIND: Record<PropertyKind, readonly (readonly [StreetKind, number])[]> = {
  garden: [['arterial', 4], ['numbered', 3], ['local', 3]],
  student: [['arterial', 6], ['numbered', 3], ['local', 1]],
  senior: [['arterial', 3], ['numbered', 2], ['local', 5]],
  strip: [['arterial', 8], ['numbered', 2]],
  office: [['arterial', 7], ['numbered', 3]],
  hoa: [['local', 6], ['arterial', 2], ['numbered', 2]],
  mhc: [['arterial', 4], ['local', 5], ['numbered', 1]],
  smallmf: [['local', 5], ['numbered', 5]],
};

function nameFor(rng: Rng, kind: PropertyKind, stem: string, campus: string): { name: string; aliases: string[] } {
  switch (kind) {
    case 'garden': {
      const name = rng.pick([`${stem} Apartments`, `${stem} Apartments`, `${stem} Apartment Homes`, `The ${stem} Apartments`]);
      return { name, aliases: [stem, `${stem} Apts`] };
    }
    case 'student': {
      const name = rng.pick([`${stem} Student Living`, `The ${stem} at ${campus}`, `${stem} ${campus} Student Housing`]);
      return { name, aliases: [`${stem} ${campus}`, `${stem} Student`] };
    }
    case 'senior': {
      const name = rng.pick([`${stem} Senior Living`, `${stem} Retirement Community`, `${stem} Assisted Living`, `The ${stem} Senior Apartments`]);
      return { name, aliases: [`${stem} Senior`, stem] };
    }
    case 'strip': {
      const name = rng.pick([`${stem} Shopping Center`, `${stem} Plaza`, `${stem} Marketplace`, `${stem} Village Shops`]);
      return { name, aliases: [`${stem} SC`, stem] };
    }
    case 'office': {
      const name = rng.pick([`${stem} Professional Center`, `${stem} Office Park`, `${stem} Corporate Center`, `${stem} Medical Plaza`]);
      return { name, aliases: [`${stem} Prof Ctr`, stem] };
    }
    case 'hoa': {
      const name = rng.pick([`${stem} Condominium Association`, `${stem} Homeowners Association`, `${stem} Townhome Owners Association`, `${stem} Owners Association`]);
      const short = name.includes('Condominium') ? 'COA' : 'HOA';
      return { name, aliases: [`${stem} ${short}`, `${stem} Condos`] };
    }
    case 'mhc': {
      const name = rng.pick([`${stem} Mobile Home Park`, `${stem} Manufactured Home Community`, `${stem} Estates`, `${stem} MH Community`]);
      return { name, aliases: [`${stem} MHP`, `${stem} MHC`] };
    }
    case 'smallmf':
      return { name: stem, aliases: [] };
  }
}

const FORMER_SUFFIX: Partial<Record<PropertyKind, string>> = {
  garden: 'Apartments',
  senior: 'Retirement Center',
  strip: 'Shopping Center',
  office: 'Business Park',
};

export function buildProperties(rng: Rng, metros: readonly Metro[], book: AddressBook, offices: readonly Office[]): PropRec[] {
  const kinds: PropertyKind[] = [];
  for (const [kind, n] of KIND_COUNTS) for (let i = 0; i < n; i++) kinds.push(kind);
  rng.shuffle(kinds);
  const metroWeights = metros.map((m) => [m, m.spec.weight] as const);
  const stems = new Set<string>();
  const props: PropRec[] = [];

  const freshStem = (metro: Metro): string => {
    for (let attempt = 0; attempt < 500; attempt++) {
      const stem = `${rng.pick(STEM_FIRST[metro.spec.region])} ${rng.pick(STEM_SECOND)}`;
      if (!stems.has(squash(stem))) {
        stems.add(squash(stem));
        return stem;
      }
    }
    throw new Error('out of property stems');
  };

  kinds.forEach((kind, idx) => {
    const metro = rng.weighted(metroWeights);
    const city = rng.weighted(metro.cityWeights);
    const addr = book.allocate(rng, metro, city, rng.weighted(STREET_KIND[kind]));
    const campus = rng.pick(metro.spec.campuses);
    let stem: string;
    let named: { name: string; aliases: string[] };
    if (kind === 'smallmf') {
      const plex = rng.pick(['Duplex', 'Triplex', 'Fourplex', 'Cottages']);
      stem = `${addr.num} ${addr.street.name}`;
      stems.add(squash(stem));
      named = { name: `${addr.num} ${addr.street.canon} ${plex}`, aliases: [`${stem} ${plex}`] };
    } else {
      stem = freshStem(metro);
      named = nameFor(rng, kind, stem, campus);
    }
    let formerName: string | null = null;
    const formerSuffix = FORMER_SUFFIX[kind];
    if (formerSuffix && rng.chance(0.1)) {
      for (let attempt = 0; attempt < 20 && !formerName; attempt++) {
        const old = `${rng.pick(FORMER_PREFIX)} ${rng.pick(STEM_SECOND)}`;
        if (!stems.has(squash(old))) {
          stems.add(squash(old));
          formerName = `${old} ${formerSuffix}`;
        }
      }
    }
    const aliasPool = named.aliases.filter(() => rng.chance(0.6));
    if (formerName) aliasPool.push(formerName);
    const office = Math.max(0, offices.findIndex((o) => o.metro === metro.spec.key));
    props.push({
      idx,
      id: `P13-${String(idx + 1).padStart(4, '0')}`,
      kind,
      metro: metro.spec.key,
      region: metro.spec.region,
      stem,
      name: named.name,
      aliases: aliasPool,
      formerName,
      addr,
      addrInDirectory: rng.chance(0.97),
      cityInDirectory: rng.chance(0.96),
      zipInDirectory: rng.chance(0.92),
      buildings: [],
      units: [],
      office,
      siteEmail: `${squash(stem)}@${CLIENT_DOMAIN}`,
    });
  });
  return props;
}

/** Raw unit counts per property, scaled so the whole portfolio holds exactly `total` units. */
export function unitCounts(rng: Rng, props: readonly PropRec[], total: number): number[] {
  const raw = props.map((p) => {
    switch (p.kind) {
      case 'garden':
        return rng.int(10, 36);
      case 'student':
        return rng.int(12, 40);
      case 'senior':
        return rng.int(8, 24);
      case 'strip':
        return rng.chance(0.1) ? 0 : rng.int(3, 11);
      case 'office':
        return rng.chance(0.15) ? 0 : rng.int(2, 9);
      case 'hoa':
        return rng.chance(0.05) ? 0 : rng.int(4, 16);
      case 'mhc':
        return rng.int(8, 28);
      case 'smallmf':
        return rng.int(2, 4);
    }
  });
  const flexible = (i: number) => ['garden', 'student', 'senior', 'hoa', 'mhc'].includes(at(props, i).kind) && at(raw, i) > 0;
  const fixedSum = raw.reduce((s, c, i) => s + (flexible(i) ? 0 : c), 0);
  const flexSum = raw.reduce((s, c, i) => s + (flexible(i) ? c : 0), 0);
  const factor = (total - fixedSum) / flexSum;
  const counts = raw.map((c, i) => (flexible(i) ? Math.max(4, Math.round(c * factor)) : c));
  let diff = total - counts.reduce((s, c) => s + c, 0);
  const order = rng.shuffle(props.map((_p, i) => i).filter(flexible));
  for (let k = 0; diff !== 0; k++) {
    const i = at(order, k % order.length);
    const c = at(counts, i);
    if (diff > 0) {
      counts[i] = c + 1;
      diff--;
    } else if (c > 4) {
      counts[i] = c - 1;
      diff++;
    }
  }
  return counts;
}
