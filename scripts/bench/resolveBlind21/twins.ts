/** Deliberate look-alikes: the same street and number in several towns, Blvd N vs S, Rancho Dr vs Rd. */
import { IE_SHARED } from './geo';
import { cityKey } from './normalize';
import type { Rng } from './prng';
import type { PropInfo } from './properties';
import { streetKey, type StreetParts } from './street';

const twinSet = new WeakSet<PropInfo>();
function markTwin(p: PropInfo): void { twinSet.add(p); }
export function isTwin(p: PropInfo): boolean { return twinSet.has(p); }

const NO_OWN_UNIT_ADDRESSES = new Set(['sfrHoa', 'garden', 'storage', 'stripRetail', 'senior', 'student', 'mhp', 'smallApt', 'bungalowCourt', 'mixedUse']);

function retarget(p: PropInfo, street: StreetParts, taken: Set<string>): boolean {
  const key = streetKey(street, cityKey(p.city.name));
  if (taken.has(key) || !p.street) return false;
  taken.delete(streetKey(p.street, cityKey(p.city.name)));
  taken.add(key);
  p.street = street;
  markTwin(p);
  return true;
}

export function twinAddresses(rng: Rng, props: PropInfo[], taken: Set<string>): void {
  const eligible = props.filter((p) => NO_OWN_UNIT_ADDRESSES.has(p.type));
  const ie = eligible.filter((p) => p.metro.key === 'ie');
  const ieShared = ie.filter((p) => p.street && IE_SHARED.some((s) => s.split('|')[0] === p.street?.name));
  let groups = 0;
  for (const seed of rng.shuffle([...ieShared]).slice(0, 40)) {
    if (!seed.street) continue;
    const others = rng.shuffle(ie.filter((o) => o !== seed && o.city.name !== seed.city.name)).slice(0, rng.int(1, 4));
    let got = 0;
    for (const o of others) if (retarget(o, { ...seed.street }, taken)) got++;
    if (got) { markTwin(seed); groups++; }
    if (groups >= 30) break;
  }
  const lv = eligible.filter((p) => p.metro.key === 'lv' && p.city.name === 'Las Vegas');
  const pairs: [string, string, string | null, string][] = [['Las Vegas', 'Blvd', 'S', 'N'], ['Rancho', 'Dr', null, 'Rd']];
  for (const [name, suffix, dir, other] of pairs) {
    const from = lv.filter((p) => p.street?.name === name && p.street.suffix === suffix && (dir === null || p.street.dir === dir));
    for (const p of rng.shuffle(from).slice(0, 8)) {
      const o = rng.pick(lv);
      if (o === p || !p.street) continue;
      const twin: StreetParts = dir === null ? { ...p.street, suffix: other } : { ...p.street, dir: other };
      if (retarget(o, twin, taken)) markTwin(p);
    }
  }
  const reno = eligible.filter((p) => p.metro.key === 'reno' && p.city.name === 'Reno');
  for (const p of rng.shuffle(reno.filter((q) => q.street?.name === 'Virginia' && q.street.dir !== null)).slice(0, 6)) {
    const o = rng.pick(reno);
    if (o === p || !p.street) continue;
    if (retarget(o, { ...p.street, dir: p.street.dir === 'N' ? 'S' : 'N' }, taken)) markTwin(p);
  }
}
