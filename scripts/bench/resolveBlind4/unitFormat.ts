/** How a unit label is written on a bill, by the kind of unit. */
import type { Unit } from './buildings';
import type { Rng } from './rand';

const ORD = ['Ground', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th'];
const ORD_WORD = ['Ground', 'First', 'Second', 'Third', 'Fourth', 'Fifth'];
const SIDE: Record<string, string> = { F: 'Front', R: 'Rear', E: 'East', W: 'West', N: 'North', S: 'South' };

export function renderUnit(rng: Rng, u: Unit): string {
  const c = u.core;
  switch (u.kind) {
    case 'num':
    case 'alnum': {
      const lab = u.label.includes('-') && rng.chance(0.4) ? u.label : c;
      const dashed = /^\d[A-Z]$/.test(lab) && rng.chance(0.25) ? `${lab[0]}-${lab[1]}` : lab;
      return rng.pick([`Apt ${dashed}`, `Apt. ${dashed}`, `#${dashed}`, `# ${dashed}`, `Unit ${dashed}`, `APT ${dashed}`, `Unit #${dashed}`, dashed]);
    }
    case 'floor': {
      const f = u.floor;
      return rng.pick([`${ORD[f]} Fl`, `${ORD[f]} Floor`, `${ORD_WORD[f] ?? ORD[f]} Floor`, `Fl ${f}`, `${f}FL`, `Unit ${f}`, `#${f}`, `Apt ${f}`, `${ORD[f]} flr`]);
    }
    case 'side': {
      const f = u.floor;
      const s = u.side;
      return rng.pick([`${ORD[f]} Fl ${SIDE[s]}`, `${f} ${SIDE[s]}`, `${f}${s}`, `Unit ${f}${s}`, `#${f}${s}`, `${ORD[f]} floor ${SIDE[s]?.toLowerCase()}`, `Apt ${f}-${s}`, `Apt ${f}${s}`]);
    }
    case 'garden':
      return u.label === 'G' ? rng.pick(['Apt G', 'Unit G', 'Garden', '#G', 'Garden Apt']) : rng.pick(['Garden', 'Garden Apt', 'Grdn', 'GDN', 'Garden Unit', 'Lower Level']);
    case 'basement':
      return rng.pick(['Basement', 'Bsmt', 'Apt B', 'Basement Apt', 'LL']);
    case 'rear':
      return u.label === 'Rear' ? rng.pick(['Rear', 'Rear House', 'Rear Unit', '(Rear)', 'Coach House']) : rng.pick(['Coach House', 'Coach Hse', 'Rear House', 'Rear']);
    case 'updown':
      return u.side === 'Upper' ? rng.pick(['Upper', 'Upr', 'Upper Unit', 'Upstairs', 'Upper Flat']) : rng.pick(['Lower', 'Lwr', 'Lower Unit', 'Downstairs', 'Lower Flat']);
    case 'store': {
      const n = u.label.replace('Store ', '');
      return rng.pick([`Store ${n}`, `Store #${n}`, `Ste ${n}`, `Retail ${n}`, `Storefront ${n}`]);
    }
    case 'town':
      return rng.pick([`Unit ${u.label}`, `Townhome ${u.label}`, `#${u.label}`]);
  }
}
