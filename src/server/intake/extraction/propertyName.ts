/**
 * The property in a line that names a site, as AP files bills under it: "Roof restoration -
 * Harbor Point Lofts, 900 Wharf St, Tacoma" names Harbor Point Lofts. The line is cut at dashes,
 * commas and bullets; the first piece that reads as a place's name wins, else the street
 * address it starts with (the document's own words when it names no building).
 */
const PIECES = /\s+[-–—]\s+|\s*[,·|]\s*|\s+\(|\)/;
/** Small words a name may hold in lower case: "Place des Érables", "Court at the Park". */
const JOINERS = new Set(['of', 'the', 'at', 'on', 'and', 'de', 'des', 'du', 'la', 'le', 'by', '&']);
const STREET = /^\d+[A-Z]?\s+\S|^(?:p\.?\s*o\.?\s*box|unit|suite|apt|ste|flat|level)\b/i;
const CITY_STATE_ZIP = /^[A-Za-z .'-]+\s+[A-Z]{2,3}\s+[A-Z0-9]{3,5}(?:[- ]\w{3,4})?$|^[A-Z]{2}\s+\d{5}|^\d{4,5}(?:-\d{4})?$|^(?:united\s+kingdom|canada|usa|ireland|australia|new\s+zealand)$/i;

export interface PickedName {
  name: string;
  /** Whether the name is the whole text, or a piece picked out of a longer line (less sure). */
  whole: boolean;
  /** A place's name; false when only its street address was found. */
  isName: boolean;
}

function isName(piece: string): boolean {
  const words = piece.split(/\s+/);
  if (words.length === 0 || words.length > 7 || STREET.test(piece) || CITY_STATE_ZIP.test(piece)) return false;
  if (!/^\p{Lu}/u.test(piece) || /\d{3,}/.test(piece)) return false;
  return words.every((word) => /^[\p{Lu}\d#'’(]/u.test(word) || JOINERS.has(word.toLowerCase()));
}

export function pickPropertyName(text: string): PickedName | null {
  const trimmed = text.trim().replace(/[.;:]+$/, '');
  if (!trimmed || !/[A-Za-z]{2}/.test(trimmed)) return null;
  const pieces = trimmed.split(PIECES).map((piece) => piece.trim()).filter(Boolean);
  // After the street come the city and the state: a name stands before it, never after.
  const beforeStreet = pieces.slice(0, Math.max(0, pieces.findIndex((piece) => STREET.test(piece))));
  const named = (pieces.some((piece) => STREET.test(piece)) ? beforeStreet : pieces).find(isName);
  if (named) return { name: named, whole: named === trimmed, isName: true };
  const first = pieces[0];
  return first && /[A-Za-z]{2}/.test(first) ? { name: first, whole: first === trimmed, isName: false } : null;
}
