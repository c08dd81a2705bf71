import { ordinal, typoDistance } from './text';

/*
 * An address as bills print it, read back into the order and the characters the parser expects:
 * a scan's letters for digits, Spanish streets written number last, Puerto Rico's blocks and lots
 * and kilometre posts, rural routes and boxes, mileposts, Hawaiian letters, words run together.
 */

/**
 * A scanner's letters for digits in a house number of two digits or more ("1O060" for 10060,
 * "l24", "2G59", "12Z16", "S65-571", "8L64", "91-83L") and its zero for an o in a word
 * ("N0rtheast"), its 5 for a direction's S and its 8 for a word's B: read back as printed.
 */
/** A street's type after a number: the number is the street's name ("621 5 Ave"), not a direction or a Queens house's second half. */
const TYPE_AFTER = String.raw`(?:st|street|ave|avenue|av|rd|road|blvd|pl|place|dr|drive|ter|ct|ln|way)\b`;

function scannedDigits(piece: string): string {
  return piece
    .replace(/^(?=(?:[0-9OoIlLSZGB]*\d){2})(?=[0-9OoIlLSZGB]*\d[0-9OoIlLSZGB]*(?:[\s-]|$))[0-9OoIlLSZGB]{2,6}(?=[\s-])/, (house) => house.replace(/[Oo]/g, '0').replace(/[IlL]/g, '1').replace(/S/g, '5').replace(/Z/g, '2').replace(/G/g, '6').replace(/B/g, '8'))
    .replace(/(?<=[a-z])0(?=[a-z])/gi, 'o')
    .replace(/(?<=[a-z])5(?=[a-z])/gi, 's')
    // "128 5 Shields Str", "12402 E 4800 5", "5489 5outh Rainbow": a 5 where a direction stands is an S; "621 5 Ave" is Fifth Avenue.
    .replace(new RegExp(String.raw`^(\d[\w-]*\s+(?:[nsew]\s+\d{1,5}\s+)?)5(?=\s(?!\s*${TYPE_AFTER})|outh\b|$)`, 'i'), '$1S')
    // "5683 8lake St", "455 Rio Rancho 8LVD.": an 8 starting a word is a B (never "8th").
    .replace(/(?<=\s)8(?!(?:st|nd|rd|th)\b)(?=[a-z]{2,}\b)/gi, 'B');
}

/** Spanish street names come before the number: "Calle Cristo 1635", "Ave. Ponce de Leon 1359", "C/ Rosa 1586". */
const NUMBER_LAST = /^((?:calle|c\/|cll\.?|ave?\.?|avenida|avda\.?|carr\.?|carretera|paseo|camino)\s+.+?)\s+#?(\d{1,6}[a-z]?|[a-z]{1,2}-?\d{1,4})$/i;
/**
 * Puerto Rico numbers a house in an urbanización by its block and lot ("Q-22 Calle 16", "Calle
 * Jazmín F-16", "Cll 7 #A-27"): written here number first ("22q"), as a house number is.
 */
const BLOCK_LOT = /^#?([a-z]{1,2})-?(\d{1,4})(?=\s*(?:calle|c\/|cll\.?|ave\.?|avenida)(?:\s|$))\s*/i;
const blockLotFirst = (piece: string) => piece.replace(BLOCK_LOT, (_, block: string, lot: string) => `${lot}${block.toLowerCase()} `);
const numberFirst = (piece: string) =>
  blockLotFirst(piece.replace(NUMBER_LAST, '$2 $1'))
    .replace(/(^|\s)(?:c\/\s*|cll\.?\s+)/i, '$1calle ');
/**
 * A kilometre post on a Puerto Rico highway ("Carr. 149 Km 37.3", "PR-3 Km 23.3", "Road 102 KM
 * 31.5", "Carr 100 Km 25 Hm 5") is a house number on that route: "373k route 149", on a line of
 * its own so that the barrio and town printed around it are not read as its street.
 */
const KM_POST = /\b(?:carr(?:etera)?\.?|pr|road|rd\.?|ruta|route)\s*-?\s*#?\s*(\d{1,3})\s*,?\s*km\.?\s*(\d{1,3})(?:[.,](\d)|\s+hm\.?\s*(\d))?/gi;
export const kmPostsApart = (text: string) => text.replace(KM_POST, (_, route: string, km: string, tenth?: string, hectometre?: string) => `\n${km}${tenth ?? hectometre ?? '0'}k route ${route}\n`);

/** Alaska's and the rural West's places along a highway: "Mile 43 Parks Hwy", "Milepost 1312 Alaska Hwy", "MP 8". */
const MILEPOST = /^(?:mile(?:post)?|mp|m\.p\.|mi\.?)\s*(\d{1,4})(?:\.(\d))?\s+(?=[a-z])/i;
/** The milepost printed after its road: "Parks Hwy Mile 101.3", "Glenn Hwy. MP 116", "KNIK-GOOSE BAY RD MILE 24". */
const MILEPOST_AFTER = /^([a-z][\w .'-]*?(?:hwy|highway|rd|road)\.?)\s+(?:mile(?:post)?|mp|m\.p\.|mi\.?)\s*(\d{1,4}(?:\.\d)?)\b(.*)$/i;
/**
 * A rural address by its route and box ("HC 80 Box 3734", "R.R. 1, Box 102", "RR9 BOX 126") is
 * the place itself, unlike a post office box: written as box "3734" on route "hc80".
 */
const ROUTE_CODE = String.raw`hc|h\.\s*c\.|rr|r\.\s*r\.`;
const ROUTE = String.raw`${ROUTE_CODE}|rural\s+route|star\s+route`;
const ROUTE_BOX = new RegExp(String.raw`^(${ROUTE})\s*#?\s*(\d{1,3})\s*,?\s*(?:box|bx)\s*#?\s*(\d{1,5})\b`, 'i');
/** "R.R. 1, Box 102": the box printed after a comma is still the route's. */
const ROUTE_THEN_BOX = new RegExp(String.raw`^(\s*(?:${ROUTE_CODE})\s*#?\s*\d{1,3})\s*,\s*(?=(?:box|bx)\b)`, 'im');
const routeBoxesJoined = (text: string) => text.replace(ROUTE_THEN_BOX, '$1 ');
const routeBox = (piece: string) => piece.replace(ROUTE_BOX, (_, route: string, number: string, box: string) => `${box} ${route.replace(/[.\s]/g, '').toLowerCase().replace(/^ruralroute$/, 'rr').replace(/^starroute$/, 'hc')}${number} route`);

/**
 * A piece as a scan or a rushed clerk prints it, written apart: Hawaiian names with or without
 * their ʻokina and macrons ("ʻAiea", "Kahuapaʻani"), a house number run into its street's
 * capital ("4125Tramway Dr", "99-364Kahuapaani St"; "14998ailey" is a scan's 1499 Bailey), the
 * two doors of a twin home ("1049 & 1051 Arctic Blvd") as the range they are, and a rear house.
 */
function unglued(piece: string): string {
  return piece
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ʻ‘`]/g, '')
    .replace(/^(\d{1,6}(?:-\d{1,5})?)(?=[A-Z][a-z]{2}|[A-Z]{3})/, '$1 ')
    .replace(/^(\d{1,6})\s*(?:&|and)\s*(\d{1,6})(?=\s)/i, '$1-$2')
    // Pittsburgh's rear houses: "412 Rear Eleanor St" is the house behind 412, as "412 1/2" is elsewhere; "Rear 136 Fernleaf St" is 136's rear unit.
    .replace(/^(\d{1,6})\s+rear\s+(?!(?:st|street|ave|avenue|rd|road|ln|lane|dr|drive|ct|court|way|pl|place|alley|aly)\b)(?=[a-z])/i, '$1 1/2 ')
    .replace(/^rear\s+(\d{1,6}[a-z]?\s+[^,]+)$/i, '$1 Rear');
}

/** Street types a scan or a clerk runs into the name before them: "ELMORERD", "UNIVERSITYPKWY.", "GeigerRd". */
const GLUED_TYPE = /(?<=^\s*\d[\d-]*\s*(?:[nsew]\.?\s+)?[a-z]{3,})(rd|st|ave|dr|ln|blvd|pkwy|hwy|ct|pl|cir|way)\.?(?=\s*(?:$|,|\n))/i;

/**
 * The address with a type run into its street's one word written apart, or null when it has
 * none: asked only when the address as printed names no place ("Forest" is no "Fore St").
 */
export function typeUnglued(text: string): string | null {
  const apart = text.replace(GLUED_TYPE, ' $1');
  return apart === text ? null : apart;
}

/** A house number with a letter run on after it: "3522C Bates", "440D Cleveland Ave". */
const LETTERED_HOUSE = /^(\s*\d{1,6})([a-d])(?=\s+[a-z])([^\n,]*)/i;

/**
 * A lettered house read as the house and its flat ("3522C Bates" is flat C of 3522 Bates, as St.
 * Louis's four-family flats are lettered), or null: asked only when the address as printed names
 * no place, since a directory may know the lettered house itself.
 */
export function houseLetterApart(text: string): string | null {
  const lettered = LETTERED_HOUSE.exec(text);
  return lettered ? `${lettered[1]!}${lettered[3]!}, Unit ${lettered[2]!.toUpperCase()}${text.slice(lettered[0].length)}` : null;
}

/** A house and its flat joined by a dash: "303-1 Salt Springs Rd", "2245-101 Troy Schenectady Rd". */
const HOUSE_DASH_FLAT = /^(\s*\d{1,6})-(\d{1,4}[a-z]?)(?=\s+[a-z0-9])([^\n,]*)/i;

/**
 * A dashed house read as the house and its flat, or null: a range ("1201-1209"), Queens's and
 * Hawaii's numbers ("108-15") print the same way, so the caller takes this reading only where it
 * names one of the house's own units.
 */
export function houseDashApart(text: string): string | null {
  const dashed = HOUSE_DASH_FLAT.exec(text);
  // "7191-7195": as long as the house number and past it, a range of doors.
  const range = dashed !== null && dashed[2]!.length === dashed[1]!.trim().length && Number(dashed[2]) > Number(dashed[1]);
  return dashed && !range ? `${dashed[1]!}${dashed[3]!}, Unit ${dashed[2]!}${text.slice(dashed[0].length)}` : null;
}

/** Queens's house numbers with their hyphen dropped ("31 20 68th Dr", "116 28 83 Ave"); never a number before a street's type ("100 20 Ave"). */
const QUEENS_UNHYPHENATED = new RegExp(String.raw`^(\s*\d{2,3})\s+(\d{2})(?=\s+(?:\d|[a-z]))(?!\s+${TYPE_AFTER})`, 'gim');
/** A direction's letters as a scan or a typist slips them: "Wcst", "Nortb", "Wset", "5.W." */
const SCANNED_DIRECTION = /^(\s*\d[\d-]*(?:\s*&\s*\d+)?\s+)(?:([a-z0-9]{4,9})(?=\s)|5(?=\.\s*[ew]?\.?\s))/gim;
const DIRECTION_WORDS = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);
/** A numbered street printed bare or with its suffix slipped: "876 5 Avenue", "3317 7tb Ave", "4792 E 4ht St", "107-41 76H St", "E 4TTH ST". */
const NUMBERED_STREET = /^(\s*\d[\d-]*\s+(?:[nsew]\.?\s+|(?:north|south|east|west)\s+)?)(\d{1,3})[a-z]{0,3}(?=\s+[a-z])/gim;
/** A one-digit house number's second digit read as a letter: "7S Caledonia St". */
const SCANNED_SECOND_DIGIT = /^(\s*\d)([SOIlZB])(?=\s)/gm;
const DIGIT_OF_LETTER: Record<string, string> = { S: '5', O: '0', I: '1', l: '1', Z: '2', B: '8' };

/**
 * An address as a scan or a hurried clerk misprints it, repaired: Queens's hyphen dropped, a
 * numbered street without its suffix, with a slipped one or with an L for its 1 ("4000 l4 St"), a
 * direction's letters misread, an O read as a zero starting a word ("0tay Lakes Rd"), the 1 of a
 * half read as an L ("3245 L/2"). Null when there is nothing to repair; asked only when the address
 * as printed names no place ("200 10 Mile Rd" is no Queens address).
 */
export function scanRepaired(text: string): string | null {
  const repaired = text
    .replace(SCANNED_SECOND_DIGIT, (_, first: string, letter: string) => `${first}${DIGIT_OF_LETTER[letter] ?? letter}`)
    .replace(QUEENS_UNHYPHENATED, '$1-$2')
    .replace(SCANNED_DIRECTION, (whole, house: string, word?: string) => {
      if (word === undefined) return `${house}S`;
      const read = word.toLowerCase().replace(/c|3/g, 'e').replace(/0/g, 'o').replace(/5/g, 's').replace(/b$/, 'h');
      const direction = [...DIRECTION_WORDS].find((name) => typoDistance(read, name) <= 1);
      return direction ? `${house}${direction}` : whole;
    })
    .replace(/(?<=\s)0(?=[a-z]{2})/gi, 'O')
    .replace(/^(\s*\d[\d-]*\s+(?:[nsew]\.?\s+)?)[lI](?=\d)/gim, '$11')
    .replace(NUMBERED_STREET, (_, before: string, number: string) => `${before}${ordinal(number)}`)
    .replace(/^(\s*\d{1,6}\s*)[lI](?=\/2\b)/gim, '$11');
  return repaired === text ? null : repaired;
}

/** An amount ending a line item that names the site ("Install grab bar - 7830 NE Andresen Rd    $668.84"): no address has cents. */
const AMOUNT_AFTER = /\s+\$?\d{1,3}(?:,?\d{3})*\.\d{2}\s*$/;

/** The pieces of an address (its lines and comma-separated parts), each read back as printed. */
export function printedPieces(text: string): string[] {
  return kmPostsApart(routeBoxesJoined(text))
    .split(/\n|(?<!\d),|,(?!\d{3}\.\d{2})|;/)
    .map((piece) =>
      routeBox(numberFirst(scannedDigits(unglued(piece.replace(AMOUNT_AFTER, '').trim()))))
        .replace(MILEPOST_AFTER, (_, road: string, mile: string, rest: string) => `Mile ${mile} ${road}${rest}`)
        .replace(MILEPOST, (_, mile: string, tenth: string | undefined) => `${mile}${tenth ?? ''}m `),
    )
    .filter(Boolean);
}
