/** Units as the directory stores them (one style per property) and as bills print them (any style). */
import { type UnitLabel } from './model';
import { type Rng } from './random';

const ORD = ['', '1st', '2nd', '3rd', '4th', '5th'];
const ORD_WORD = ['', 'First', 'Second', 'Third', 'Fourth', 'Fifth'];
const WING_ABBR: Record<string, string> = { North: 'N', South: 'S', East: 'E', West: 'W' };
const CARE_WORD: Record<string, string> = { IL: 'Independent Living', AL: 'Assisted Living', MC: 'Memory Care' };

/** How many directory styles each label kind has. */
export const DIR_STYLES: Record<UnitLabel['k'], number> = { floor: 4, apt: 3, bed: 4, room: 3, suite: 3, store: 3, house: 2 };

export function dirUnitText(label: UnitLabel, style: number): string {
  switch (label.k) {
    case 'floor':
      return [String(label.floor), `${ORD[label.floor]} Fl`, `${label.floor}F`, `${ORD_WORD[label.floor]} Floor`][style % 4] ?? String(label.floor);
    case 'apt':
      if (!label.bldg) return label.num;
      return [`${label.bldg}-${label.num}`, `${label.bldg}${label.num}`, `Bldg ${label.bldg} ${label.num}`][style % 3] ?? label.num;
    case 'bed':
      return [`${label.apt}-${label.bed}`, `${label.apt}${label.bed}`, `${label.apt} Bed ${label.bed}`, `${label.apt} - Bed ${label.bed}`][style % 4] ?? label.apt;
    case 'room':
      return [`Rm ${label.n}`, `Room ${label.n}`, String(label.n)][style % 3] ?? String(label.n);
    case 'suite':
      if (label.care) return [`${label.care}-${label.num}`, `${label.care} ${label.num}`, `${label.care}-${label.num}`][style % 3] ?? label.num;
      if (label.wing) return [`${label.wing} Wing ${label.num}`, `${WING_ABBR[label.wing] ?? label.wing} Wing ${label.num}`, `${WING_ABBR[label.wing] ?? label.wing}-${label.num}`][style % 3] ?? label.num;
      return [`Suite ${label.num}`, label.num, `Ste ${label.num}`][style % 3] ?? label.num;
    case 'store':
      if (!label.suite) return 'Storefront';
      return [`Ste ${label.suite}`, `Suite ${label.suite}`, `Commercial ${label.suite}`][style % 3] ?? label.suite;
    case 'house':
      return style % 2 === 0 ? label.code : `${label.addr.number} ${label.addr.street.forms[1] ?? label.addr.street.key}`;
  }
}

function hyphenate(s: string): string {
  const m = /^(\d+)([A-Z])$/.exec(s);
  return m ? `${m[1]}-${m[2]}` : s;
}

/**
 * The unit as a bill prints it. `withWing` false drops a senior wing (the bill just says "Suite 210").
 * Houses are printed through their address, so this returns the house code.
 */
export function billUnitText(label: UnitLabel, rng: Rng, withWing = true): string {
  switch (label.k) {
    case 'floor': {
      const n = label.floor;
      return rng.pick([`Unit ${n}`, `#${n}`, `Apt ${n}`, `${ORD[n]} Floor`, `${ORD[n]} Fl`, `Fl ${n}`, `Floor ${n}`, `${n}F`, `${n}FL`, `${ORD_WORD[n]} Floor`, `${ORD[n]} flr`, `Unit ${n}F`]);
    }
    case 'apt': {
      const num = label.num;
      if (label.bldg) return rng.pick([`Bldg ${label.bldg} Apt ${num}`, `${label.bldg}-${num}`, `${label.bldg}${num}`, `Building ${label.bldg}, Unit ${num}`, `Apt ${label.bldg}-${num}`]);
      const forms = [`Apt ${num}`, `Apt. ${num}`, `#${num}`, `Unit ${num}`, `Apartment ${num}`, `APT ${num}`, `Unit #${num}`];
      if (/[A-Z]$/.test(num)) forms.push(`#${hyphenate(num)}`, `Unit ${num.slice(0, -1)} ${num.slice(-1)}`, `Apt ${hyphenate(num)}`);
      return rng.pick(forms);
    }
    case 'bed':
      return rng.pick([`Unit ${label.apt} Bed ${label.bed}`, `${label.apt}-${label.bed}`, `Apt ${label.apt} Bedroom ${label.bed}`, `Bed ${label.bed}, Apt ${label.apt}`, `${label.apt}${label.bed}`, `Suite ${label.apt} Bed ${label.bed}`, `Unit ${label.apt}-${label.bed}`, `Rm ${label.apt}${label.bed}`]);
    case 'room':
      return rng.pick([`Rm ${label.n}`, `Room ${label.n}`, `Rm. ${label.n}`, `#${label.n}`, `Room #${label.n}`]);
    case 'suite': {
      const n = label.num;
      if (label.care) {
        const word = CARE_WORD[label.care] ?? label.care;
        return rng.pick([`${label.care}-${n}`, `${word} ${n}`, `${label.care} Apt ${n}`, `${word}, Rm ${n}`, `${label.care} Suite ${n}`]);
      }
      if (label.wing && withWing) {
        const w = WING_ABBR[label.wing] ?? label.wing;
        return rng.pick([`${label.wing} Wing ${n}`, `${w} Wing ${n}`, `${label.wing} Wing, Suite ${n}`, `Wing ${w} Rm ${n}`, `${w}. Wing Ste ${n}`, `${label.wing} Wing Apt ${n}`]);
      }
      return rng.pick([`Suite ${n}`, `Ste ${n}`, `Ste. ${n}`, `Apt ${n}`, `Rm ${n}`, `#${n}`]);
    }
    case 'store':
      if (!label.suite) return rng.pick(['Storefront', 'Store Front', 'Storefront Unit', 'Ground Fl Storefront', 'Retail Storefront', 'STOREFRONT']);
      return rng.pick([`Suite ${label.suite}`, `Ste ${label.suite}`, `Ste. ${hyphenate(label.suite)}`, `Unit ${label.suite}`, `#${label.suite}`, `Commercial Unit ${label.suite}`, `Ste ${hyphenate(label.suite)}`]);
    case 'house':
      return label.code;
  }
}

/** The apartment a bed is in, as a bill for the whole apartment prints it. */
export function bedAptText(apt: string, rng: Rng): string {
  return rng.pick([`Apt ${apt}`, `Unit ${apt}`, `#${apt}`, `Apartment ${apt}`, `Suite ${apt}`]);
}
