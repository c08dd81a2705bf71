/** Normalizations a careful clerk applies when comparing printed text with the directory. */
const LEGAL = /\b(incorporated|inc|llc|l l c|co|corp|corporation|company|lp|ltd|the)\b/g;

export const normName = (s: string): string =>
  s.toLowerCase().replace(/&/g, ' and ').replace(/[.,'’]/g, '').replace(/[^a-z0-9 ]/g, ' ').replace(LEGAL, ' ').replace(/\s+/g, ' ').trim();

export const digitsOf = (s: string): string => s.replace(/\D/g, '');

export const normText = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
