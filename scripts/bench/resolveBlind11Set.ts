/*
 * Blind resolver set 11: a West Coast and Sun Belt manager (Seattle, Tacoma, Portland, the Bay
 * Area, Los Angeles, San Diego, the Inland Empire, Phoenix, Tucson, Las Vegas, Reno, South
 * Florida, Tampa, Orlando, the Keys and Oahu). 2,000 properties, 20,000 units, 5,000 vendors,
 * coding history and 10,000 bills with their expected property, unit, vendor and GL account.
 * Written without sight of the resolver; deterministic for a given seed.
 */
import { buildBlind11 } from './resolveBlind11/build';
import { type ResolveSet } from './resolveSet';

export function blindResolveSet11(seed = 11): ResolveSet {
  const built = buildBlind11(seed);
  return {
    directory: built.directory,
    bills: built.made.map((m) => ({ input: m.input, expected: m.expected })),
  };
}
