import { DIRECTION_SET, slippedType, streetTypeOf, type ParsedAddress } from './addresses';
import type { Place } from './places';
import { simplify, typoDistance } from './text';

/*
 * How a street a bill prints is compared with one the directory holds: the town printed after
 * it, a property before its own unit at one address, typing slips and run-on towns, ranges of
 * house numbers.
 */

export interface AddressEntry {
  place: Place;
  address: ParsedAddress;
  /** As the directory writes it, for the reason. */
  label: string;
  /** The property's city in normal form ("fort worth"), or null. */
  city: string | null;
}

const NEAR_ADDRESS = 0.85;
/** A highway or an interstate by its number, as addresses.ts writes them ("hwy2222", "i35w"). */
const NUMBERED_ROAD = /^(?:hwy|i)\d+[ewc]?$/;

/**
 * Of places on the same street in several towns ("5484 Camino Carlos Rey" in Santa Fe and in
 * Española), those in the town the text names after the street ("…, Santa Fe"; "Santa Fe NM" on
 * the next line), the longest such name winning ("South Tucson" over "Tucson"), else a town it
 * shortens ("Indep."). A town named for none of them rules nothing out: the mailing town of a
 * home is not always its own.
 */
export function inCityNamed(entries: AddressEntry[], text: string): AddressEntry[] {
  if (new Set(entries.map((entry) => entry.place.propertyId)).size < 2) return entries;
  const after = ` ${simplify(text.split(/[,\n]/).slice(1).join(' '))} `;
  const named = new Set(entries.map((entry) => entry.city).filter((city): city is string => city !== null && after.includes(` ${city} `)));
  const longest = [...named].filter((city) => ![...named].some((other) => other !== city && other.includes(city)));
  const inCity = entries.filter((entry) => entry.city !== null && longest.includes(entry.city));
  if (inCity.length > 0) return inCity;
  // A town shortened ("Indep." for Independence, "Phila" for Philadelphia): its first word's letters in order.
  const words = after.split(' ').filter((word) => word.length >= 3);
  const shortened = entries.filter((entry) => entry.city !== null && words.some((word) => abbreviates(word, entry.city!.split(' ')[0]!)));
  return shortened.length > 0 ? shortened : entries;
}

/**
 * Where a property and one of its units share an address (a triplex known by its first home's
 * number), the address is the property's: it cannot tell a bill for the building from one for
 * that home, and the unit is left to what else the bill prints.
 */
export function wholeBeforeUnit(entries: AddressEntry[]): AddressEntry[] {
  const wholes = new Set(entries.filter((entry) => entry.place.unitId === null).map((entry) => entry.place.propertyId));
  return entries.filter((entry) => entry.place.unitId === null || !wholes.has(entry.place.propertyId));
}

/**
 * Slips between a bill's street and a directory's at the same house number. A street printed
 * without its type may run on into the city ("493 Rockwood Greenwood", "1833 12th Indpls"): its
 * name is then the words the directory's name has, from the first that is no direction, when
 * what follows is nothing, the place's city, whole or abbreviated, or its type with a slip; such a
 * match is less sure.
 */
export function streetSlips(bill: ParsedAddress, entry: AddressEntry): { slips: number; runOn: boolean } {
  if (namesStateShort(bill.name, entry.address)) return { slips: 0, runOn: false };
  // A numbered highway is named by its number: a word misspelt beside it ("Rnach Road 2222", "Interstate 30 Frnotage Rd") makes it less sure, as a run-on town does.
  if (NUMBERED_ROAD.test(entry.address.name) && bill.name !== entry.address.name && bill.name.split(' ').includes(entry.address.name)) return { slips: 0, runOn: true };
  // A scan reads "m" as "rn" ("Harnpden" for Hampden) and "rn" as "m" ("Aubum" for Auburn): no slip of the street's own.
  const slips = Math.min(typoDistance(bill.name, entry.address.name), typoDistance(bill.name.replace(/rn/g, 'm'), entry.address.name), typoDistance(bill.name, entry.address.name.replace(/rn/g, 'm')));
  if (!bill.untyped) return { slips, runOn: false };
  const named = bill.untyped.slice(Math.max(0, bill.untyped.findIndex((word) => !DIRECTION_SET.has(word))));
  const length = entry.address.name.split(' ').length;
  const rest = named.slice(length);
  // Or the type is printed with a slip of its own ("3685 Marina Blvvd", "4854 Fruitvale Ae"): the street's own type, one slip off.
  const type = rest.length === 1 ? streetTypeOf(entry.address) : null;
  const typeSlipped = type !== null && slippedType(rest[0]!, type);
  if (rest.length > 0 && !typeSlipped && !(entry.city && abbreviates(rest[0]!, entry.city.split(' ')[0]!))) return { slips, runOn: false };
  const runOn = typoDistance(named.slice(0, length).join(' '), entry.address.name);
  return runOn < slips ? { slips: runOn, runOn: true } : { slips, runOn: false };
}

/**
 * Avenues named for states, as Washington's are, printed with the state shortened ("Wisc Ave",
 * "NH Avenue", "R.I. Ave", "Penna Ave"). The long names are in addresses.ts's normal form, where a
 * first compass word is a direction ("North Carolina Ave" is "n carolina ave"). Compared only with
 * a street at the same house number, so "Penn Ave" is Pennsylvania Avenue only where no Penn
 * Avenue has that number.
 */
const STATE_SHORT: Record<string, string> = {
  mass: 'massachusetts', conn: 'connecticut', wisc: 'wisconsin', wis: 'wisconsin', penna: 'pennsylvania', penn: 'pennsylvania', pa: 'pennsylvania',
  nh: 'new hampshire', nj: 'new jersey', ny: 'new york', nm: 'new mexico', nc: 'n carolina', sc: 's carolina', nd: 'n dakota', sd: 's dakota', wva: 'w virginia',
  ri: 'rhode island', 'r i': 'rhode island', del: 'delaware', md: 'maryland', va: 'virginia', ga: 'georgia', fla: 'florida', ala: 'alabama', tenn: 'tennessee',
  ky: 'kentucky', mich: 'michigan', minn: 'minnesota', ill: 'illinois', ind: 'indiana', mo: 'missouri', miss: 'mississippi', la: 'louisiana', ark: 'arkansas',
  okla: 'oklahoma', tex: 'texas', colo: 'colorado', ariz: 'arizona', calif: 'california', cal: 'california', ore: 'oregon', wash: 'washington', neb: 'nebraska', kans: 'kansas', vt: 'vermont',
};

function namesStateShort(name: string, directory: ParsedAddress): boolean {
  const state = STATE_SHORT[name];
  return state !== undefined && directory.street.slice(directory.house.length + 1).startsWith(`${state} `);
}

const sidesOf = (address: ParsedAddress) => address.street.split(' ').filter((word) => DIRECTION_SET.has(word)).join(' ');

/**
 * Whether a near street (a slip in its name) lies on the side the bill prints: of "2348 S Charles
 * St" and "2348 N Charles St", "2348 N Chharles" is the north one. A bill that prints no side
 * agrees with none, and rules nothing out.
 */
export function sameSides(bill: ParsedAddress, directory: ParsedAddress): boolean {
  const sides = sidesOf(bill);
  return sides !== '' && sides === sidesOf(directory);
}

/** "indpls" for "indianapolis", "ft" for "fort", the word itself: its letters in order, from the first. */
function abbreviates(short: string, word: string): boolean {
  if (short[0] !== word[0] || short.length > word.length) return false;
  let at = 0;
  for (const char of word) if (char === short[at]) at += 1;
  return at === short.length;
}

/** Slips a street name of this length may carry and still be that street: none in "Oak", one in "Cedar". */
export function allowedSlips(name: string): number {
  return name.length >= 9 ? 2 : name.length >= 4 ? 1 : 0;
}

/** A near street (same house number) is surer when the ZIP agrees, less sure with each slip. */
export function nearConfidence(slips: number, address: ParsedAddress, entry: AddressEntry): number {
  const zip = address.zip && address.zip === entry.address.zip ? 0.04 : 0;
  return Math.min(0.89, NEAR_ADDRESS - 0.07 * slips + zip);
}

/** Whether a house number is a property's own: the same number, or within its range ("6230" in "6200-6280"). */
export function houseWithin(house: string, own: string): boolean {
  if (house === own) return true;
  const number = Number.parseInt(house, 10);
  const [low, high] = own.split('-').map((part) => Number.parseInt(part, 10));
  return Number.isFinite(number) && high !== undefined && low! <= number && number <= high;
}
