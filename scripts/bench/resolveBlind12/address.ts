/** A service address as a bill prints it: any street form, village or town, ZIP in every shape. */
import { type Addr } from './model';
import { STATE_ABBR_OLD, STATE_NAMES, isNewEngland } from './places';
import { maybeNoise } from './noise';
import { pad, type Rng } from './random';

export type Layout = 'line' | 'two' | 'unitLine' | 'utility';

function numberText(rng: Rng, n: string): string {
  const m = /^(\d+)-(\d+)$/.exec(n);
  if (!m) return n;
  return rng.pick([m[1] ?? n, m[2] ?? n, n, `${m[1]} - ${m[2]}`, `${m[1]}-${(m[2] ?? '').slice(-1)}`]);
}

export function streetText(rng: Rng, a: Addr, pTypo = 0.05, pOcr = 0.03): string {
  const forms = a.street.forms;
  const f = rng.weighted<string>([[forms[0] ?? a.street.key, 3], [forms[1] ?? a.street.key, 5], ...forms.slice(2).map((x) => [x, 4 / Math.max(1, forms.length - 2)] as const)]);
  return `${numberText(rng, a.number)} ${maybeNoise(rng, f, pTypo, pOcr)}`;
}

export function zipText(rng: Rng, a: Addr, allowMissing: boolean): string {
  const ne = isNewEngland(a.place.metro);
  const plus4 = pad(rng.int(1000, 9999), 4);
  return rng.weighted<string>([
    [a.zip, 50], [`${a.zip}-${plus4}`, 18], [`${a.zip}${plus4}`, 3], [a.zip.replace(/^0/, ''), ne ? 12 : 0], ['', allowMissing ? 15 : 0],
  ]);
}

export function cityText(rng: Rng, a: Addr): string {
  const city = a.village && rng.chance(0.5) ? a.village : a.place.city;
  return maybeNoise(rng, city, 0.03, 0.01);
}

export function stateText(rng: Rng, st: string): string {
  return rng.weighted<string>([[st, 85], [STATE_NAMES[st] ?? st, 4], [STATE_ABBR_OLD[st] ?? st, 3], ['', 8]]);
}

/** The whole address; `unit` is placed as the layout says (null: no unit printed). */
export function billAddress(rng: Rng, a: Addr, unit: string | null, layout: Layout): string {
  const street = streetText(rng, a);
  const noCity = rng.chance(0.06);
  const city = noCity ? '' : cityText(rng, a);
  const st = stateText(rng, a.place.state);
  const zip = zipText(rng, a, !noCity);
  const tail = [city, [st, zip].filter(Boolean).join(' ')].filter(Boolean).join(layout === 'utility' ? ' ' : ', ');
  const inline = unit ? `${rng.chance(0.6) ? ' ' : ', '}${unit}` : '';
  switch (layout) {
    case 'line':
      return [street + inline, tail].filter(Boolean).join(', ');
    case 'two':
      return [street + inline, tail].filter(Boolean).join('\n');
    case 'unitLine':
      return [street, unit ?? '', tail].filter(Boolean).join('\n');
    case 'utility':
      return [street, unit ?? '', tail].filter(Boolean).join(' ').toUpperCase().replace(/[.,]/g, '');
  }
}
