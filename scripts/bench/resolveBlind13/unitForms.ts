import type { PropRec, UnitRec } from './model';
import type { Rng } from './rng';

/*
 * How bills write a unit. Every form below names exactly one unit of its property: buildings are
 * always printed for properties with buildings, beds for student housing. The partial mentions
 * (a building only, an apartment of beds only) are separate and name no unit.
 */

function formsFor(u: UnitRec, p: PropRec): string[] {
  const n = u.num;
  switch (u.form) {
    case 'bldgApt': {
      const b = u.bldg ?? '';
      const numeric = /^\d+$/.test(b);
      const forms = [`Bldg ${b} Unit ${n}`, `Bldg ${b}, Apt ${n}`, `${b}-${n}`, `#${b}${n}`, `Building ${b} #${n}`, `Apt ${b}${n}`, `Unit ${b}-${n}`, `Bldg. ${b} - ${n}`, `Apt ${b}-${n}`, `Unit ${n}, Bldg ${b}`];
      if (numeric) forms.push(`B${b}-${n}`, `${b}${n}`);
      return forms;
    }
    case 'apt':
      return [`Apt ${n}`, `#${n}`, `Unit ${n}`, `APT. ${n}`, `Apartment ${n}`, `Apt #${n}`, `Unit #${n}`, p.kind === 'hoa' ? `Condo ${n}` : `Apt. ${n}`];
    case 'bed': {
      const b = u.bed ?? 'A';
      return [`Unit ${n} Bed ${b}`, `${n}${b}`, `Rm ${n}-${b}`, `Bedroom ${b}, Apt ${n}`, `Apt ${n} / Bed ${b}`, `${n}-${b}`, `Bed ${n}${b}`, `Unit ${n}-${b}`];
    }
    case 'cottage':
      return [`Cottage ${n}`, `Cottage #${n}`, `Cott. ${n}`, `Cottage No. ${n}`];
    case 'suite':
      return [`Ste ${n}`, `Suite ${n}`, `#${n}`, `STE. ${n}`, `Unit ${n}`, `Suite #${n}`, `Ste. ${n}`];
    case 'space':
      return p.kind === 'mhc'
        ? [`Space ${n}`, `Spc ${n}`, `Sp ${n}`, `Space #${n}`, `Sp. ${n}`, `SPC ${n}`, `Lot ${n}`]
        : [`Space ${n}`, `Spc ${n}`, `Space #${n}`, `Unit ${n}`, `Sp. ${n}`];
    case 'lot':
      return [`Lot ${n}`, `Lt ${n}`, `Lot #${n}`, `#${n}`, `LOT ${n}`, `Space ${n}`, `Lot No. ${n}`];
    case 'site':
      return [`Site ${n}`, `Site #${n}`, `Homesite ${n}`, `Lot ${n}`, `Space ${n}`];
    case 'letter': {
      if (u.bldg) return [`Unit ${u.bldg}-${n}`, `${u.bldg}${n}`, `Bldg ${u.bldg} #${n}`, `#${u.bldg}-${n}`, `Unit ${u.bldg}${n}`, `${u.bldg}-${n}`];
      if (n === 'Upper' || n === 'Lower') return [`${n} Unit`, n, `${n} unit`, `Unit ${n}`];
      return [`Unit ${n}`, `Apt ${n}`, `#${n}`, `Unit #${n}`];
    }
    case 'townhome':
      return [`Unit ${n}`, `#${n}`, `Townhome ${n}`, `TH ${n}`, `Unit #${n}`];
  }
}

/** The unit as a bill writes it; the directory's own label now and then. */
export function printUnit(rng: Rng, u: UnitRec, p: PropRec): string {
  if (rng.chance(0.15)) return /^[\dA-Z][\dA-Z-]*$/.test(u.label) && u.form !== 'bed' ? `Unit ${u.label}` : u.label;
  return rng.pick(formsFor(u, p));
}

/** A mention that names a building or an apartment of beds, never one unit. */
export function partialMention(rng: Rng, u: UnitRec): string | null {
  if (u.form === 'bldgApt' && u.bldg) return rng.pick([`Bldg ${u.bldg}`, `Building ${u.bldg}`, `BLDG ${u.bldg}`, `Bldg. ${u.bldg}`]);
  if (u.form === 'bed') return rng.pick([`Unit ${u.num}`, `Apt ${u.num}`, `Apartment ${u.num}`, `Suite ${u.num}`]);
  if (u.form === 'letter' && u.bldg) return rng.pick([`Bldg ${u.bldg}`, `Building ${u.bldg}`]);
  return null;
}
