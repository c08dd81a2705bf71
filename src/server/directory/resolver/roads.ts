import { typoDistance } from './text';

/*
 * Numbered roads as bills print them: highways by their system, interstates and their frontage
 * roads, county and township roads, a state's routes by its postal code. Each is written one way
 * ("hwy121", "i10e", "twp367") so that a bill's spelling meets the directory's.
 */

/**
 * Numbered highways, however a bill names their system: "State Highway 121", "Hwy 121", "SH
 * 121", "U.S. 31", "FM 1960" are each one name, "hwy121".
 */
const HIGHWAY =
  /\b(?:(?:sta+te|st|us|u s|county|farm to market|fm|f m|ranch to market|ranch|rm|r m)\s+)?(?:highway|hwy|route|rte|rt|road|rd)\s+(\d{1,4})\b|\b(?:sh|sr|us|u s|fm|f m|cr|rm|r m|rr|farm to market|ranch to market)\s+(\d{1,4})\b|\b(?:fm|rm)(\d{2,4})\b/g;
/**
 * An interstate and the frontage road along it are one name, however a bill prints them: "E
 * Interstate 10 Frontage Rd", "I 10 E Service Rd", "EAST IH 10", "IH-35 N Access Rd" are all "i10"
 * or "i35" with their side; "35W" and "69C" are highways of their own.
 */
const INTERSTATE = /\b(?:interstate(?:\s+(?:highway|hwy))?|ih|i)\s*(\d{1,3})([ewc])?\b((?:\s+(?:north|south|east|west|[nsew]))?)(?:\s+(?:frontage|service|svc|access)(?:\s+(?:road|rd))?)?/g;
/** The words of a highway's name, which bills misspell ("U.S. Highqay 290", "Ranch-to-Markct 967", "Interstate 30 Frnotage Rd"). */
const SYSTEM_WORDS = ['highway', 'market', 'frontage', 'service', 'interstate'];
const SYSTEM_WORD = /\b[a-z]{6,10}\b(?=\s+(?:\d|road\b|rd\b))|(?<=\bto\s)[a-z]{5,7}\b/g;
/** A highway's system, which a number after it belongs to. */
export const HIGHWAY_BEFORE = /\b(?:ih|i|interstate|hwy|highway|fm|rm|us|sh|sr|route|rte|cr)[\s-]*$/i;
/** A numbered highway's road type says nothing more: "FM 518 Rd" is FM 518. */
const HIGHWAY_ROAD = /\b((?:hwy|i)\d+[ewc]?)\s+(?:road|rd)\b/g;
/** A county road by its letters or number, as Wisconsin and Minnesota name them: "County Road FF", "Cty Rd FF", "CTH A", "CR W21", "Co Rd 87". */
const COUNTY_ROAD = /\b(?:(?:county|cnty|cty|co)\s+(?:road|rd|highway|hwy|trunk(?:\s+highway)?)|cth|ctyh|cr)\s+([a-z]{1,3}\d{0,3}|\d{1,4})\b/g;
/** A township road: "Township Road 367", "Twp Rd 367", "TR 367". */
const TOWNSHIP_ROAD = /\b(?:(?:township|twp)\s+(?:road|rd)|tr)\s+(\d{1,4})\b/g;
/** A state's route by its postal code: "MN-87", "LA 1", "LA Hwy 1" are State Highway 87 and 1. */
const STATE_ROUTE = /\b(?:al|ak|az|ar|ca|ct|de|fl|ga|hi|id|il|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|nv|nh|nj|nm|ny|nc|nd|oh|ok|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy)\s+(?:(?:hwy|highway|route|rte|rt)\s+)?(\d{1,4})\b/g;

/** A simplified street's words with each numbered road written one way: "state highway 121" → "hwy121", "ih 35 n access rd" → "i35 n". */
export function roadsNamedOneWay(words: string): string {
  return words
    .replace(SYSTEM_WORD, (word: string) => SYSTEM_WORDS.find((known) => typoDistance(word, known) <= (known.length >= 7 ? 2 : 1)) ?? word)
    .replace(COUNTY_ROAD, (_, road: string) => `hwy${road}`)
    .replace(TOWNSHIP_ROAD, (_, road: string) => `twp${road}`)
    .replace(STATE_ROUTE, (_, road: string) => `hwy${road}`)
    .replace(INTERSTATE, (_, road: string, branch: string | undefined, side: string) => `i${road}${branch ?? ''}${side}`)
    .replace(HIGHWAY, (_, one: string | undefined, two: string | undefined, glued: string | undefined) => `hwy${one ?? two ?? glued}`)
    .replace(HIGHWAY_ROAD, '$1');
}
