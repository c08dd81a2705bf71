import type { Line } from './document';
import { DERIVED, type Found, HEURISTIC, LABELLED } from './found';

/**
 * What a document's country says about reading it: whether 04/12/19 is the 4th of December
 * (day first, as in the UK, Ireland, Australia, New Zealand and India) or April 12th, and which
 * currency a bare "$" is.
 */
export interface DocumentLocale {
  dayFirst: boolean;
  currency: Found<string> | null;
}

type Country = 'US' | 'CA' | 'GB' | 'IE' | 'AU' | 'NZ' | 'ZA' | 'IN' | 'SG' | 'MY' | 'CH' | 'AR' | 'MX' | 'CL' | 'EU';

/**
 * A currency's own symbol where it marks money: before an amount ("£12.50"), after one ("12,50 €"),
 * or standing alone ("Total (£)"). A symbol inside a word is a misread glyph: OCR of a US bill's
 * fine print gave "re.9£!'cl g".
 */
const symbol = (sign: string) => String.raw`${sign}(?=\s?[\d(-])|(?<=\d\s?)${sign}(?=[\s.,;:)\]]|$)|(?<![\p{L}\p{N}])${sign}(?![\p{L}\p{N}])`;
/** A currency's code that is also a word or a name ("Mad River", "RON A BAUMERT"): it names the money only beside an amount or in brackets ("279,90 RON", "BRUTĂ [RON]"). */
const besideAmount = (code: string) => String.raw`(?<=\d[ \u00a0]?)${code}\b|\b${code}[ \u00a0]?(?=\d)|[[(]${code}[\])]`;

/** South Africa's rand written before an amount with its cents: "R 4,500,000.00", "R0.00" (not Brazil's "R$"). */
const RAND = String.raw`(?<![\p{L}\p{N}$])R ?(?=\d{1,3}(?:[ ,]\d{3})*\.\d{2}(?!\d))`;

/** Signs of a country in a document's addresses, taxes and company forms, strongest first. */
const COUNTRY_SIGNS: Array<[Country, RegExp]> = [
  // Before Australia's signs: South African companies are "(Pty) Ltd" too.
  ['ZA', /\bsouth\s+africa\b|\bZAR\b|\.(?:co|org|gov)\.za\b/i],
  ['NZ', /\bnew\s+zealand\b|\bNZ\$|\bNZD\b|\bIRD\s+(?:no|number)\b|\bGST\s+(?:reg(?:istration)?\.?\s*)?(?:no\.?|number)?\s*:?\s*\d{2,3}-\d{3}-\d{3}\b|\b(?:wellington|christchurch|dunedin|tauranga|takapuna|hamilton\s+\d{4})\s+\d{4}\b|\bauckland\b/i],
  // "A$" in capitals only: "agree to a$1.50 convenience fee" is a US bill's.
  ['AU', /\bA\$|\bAU\$/],
  ['AU', /\baustralia\b|\bAUD\b|\bABN\b|\bpty\.?\s+ltd\b|\b(?:NSW|VIC|QLD|TAS|ACT)\s+\d{4}\b/i],
  // An Eircode: a routing key, a space, and four characters of which at least one is a letter.
  ['IE', /\bireland\b|\b(?:co\.\s*)?dublin\s+\d{1,2}\b|\b[AC-FHKNPRTV-Y]\d{2}\s(?=[0-9]*[AC-FHKNPRTV-Y])[AC-FHKNPRTV-Y0-9]{4}\b|\bteoranta\b/],
  ['GB', new RegExp(String.raw`\bunited\s+kingdom\b|\bengland\b|\bscotland\b|\bwales\b|\bVAT\s+(?:reg(?:istration)?\.?\s*(?:no\.?|number)?|no\.?|number)\s*:?\s*(?:GB)?\s*\d{3}\s?\d{4}\s?\d{2}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|${symbol('£')}|\bGBP\b`, 'u')],
  ['IN', new RegExp(String.raw`\bindia\b|${symbol('₹')}|\bINR\b|\bGSTIN\b|\bRs\.?\s?\d`, 'iu')],
  // GST alone is no sign: New Zealand, Australia, India and Singapore levy one too.
  ['CA', /\bcanada\b|\bCA\$|\bC\$|\bCAD\b|\b(?:AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b(?:HST|QST|TPS|TVQ)\b/],
  // Not "S$": OCR reads a plain "$" so often enough.
  ['SG', /\bsingapore\b|\bSGD\b|\bUEN\b/i],
  ['MY', /\bmalaysia\b|\bsdn\.?\s+bhd\b|\bMYR\b|\bRM\s?\d/i],
  ['CH', /\bswitzerland\b|\bsuisse\b|\bschweiz\b|\bsvizzera\b|\bCHF\b|\bCHE-\d{3}\.\d{3}\.\d{3}\b/i],
  // The peso countries print "$" too: Argentina's AFIP invoices name the CUIT and the IVA category.
  ['AR', /\bargentina\b|\bCUIT\b|\bAFIP\b|\bingresos\s+brutos\b|\bIVA\s+responsable\s+inscripto\b|\bARS\b/i],
  ['MX', /\bm[ée]xico\b|\bMXN\b|\bCFDI\b/i],
  ['CL', /\bchile\b|\bCLP\b/i],
  ['EU', new RegExp(String.raw`${symbol('€')}|\bEUR\b|\bUSt-?IdNr\b|\bTVA\b|\bBTW\b`, 'u')],
  // The rand before an amount is the weakest sign, and none on a page of dollars: a stray "R 12.00" may be anything else's.
  ['ZA', new RegExp(String.raw`^(?![^]*\$)[^]*${RAND}`, 'u')],
  // Spain's tax numbers ("N.I.F.: B38310322", "C.I.F.: B-76733419") and the Canaries' IGIC; an
  // IBAN of a euro country. Scans and small firms often print their amounts with no € at all.
  ['EU', /\b(?:N\.?\s?I\.?\s?F|C\.?\s?I\.?\s?F)\.?\s*:?\s*[A-Z]?-?\d{2}|\bI\.?G\.?I\.?C\b|\bIBAN\b[^\n\d]{0,20}\b(?:AT|BE|CY|DE|EE|ES|FI|FR|GR|HR|IE|IT|LT|LU|LV|MT|NL|PT|SI|SK)\d{2}\b/],
];

const DAY_FIRST: ReadonlySet<Country> = new Set(['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG', 'MY', 'CH', 'AR', 'MX', 'CL', 'EU']);

/** Explicit currencies: a code or a symbol that names one. */
const CURRENCY_MARKS: Array<[string, RegExp]> = [
  ['USD', /\bUS\$|\bUSD\b|\bU\.S\.\s*dollars?\b/i],
  ['CAD', /\bCA\$|\bC\$|\bCAD\b|\bcanadian\s+dollars?\b/i],
  ['AUD', /\bA\$|\bAU\$/],
  ['AUD', /\bAUD\b|\baustralian\s+dollars?\b/i],
  ['NZD', /\bNZ\$|\bNZD\b|\bnew\s+zealand\s+dollars?\b/i],
  ['GBP', new RegExp(String.raw`${symbol('£')}|\bGBP\b|\bpounds?\s+sterling\b`, 'iu')],
  ['EUR', new RegExp(String.raw`${symbol('€')}|\bEUR\b|\beuros?\b`, 'iu')],
  ['INR', new RegExp(String.raw`${symbol('₹')}|\bINR\b|\bRs\.?\s?\d`, 'iu')],
  // Morocco's dirham ("960.0 DH") and Romania's leu.
  ['MAD', new RegExp(String.raw`${besideAmount('MAD')}|(?<=\d[ \u00a0]?)DH\b|\b[Dd]irhams?\b`)],
  ['RON', new RegExp(besideAmount('RON'))],
  ['CHF', /\bCHF\b|\bSFr\.?|\bswiss\s+francs?\b/i],
  ['SGD', /\bSGD\b|\bsingapore\s+dollars?\b/i],
  ['MYR', /\bMYR\b|\bRM\s?\d|\bringgit\b/i],
  ['JPY', new RegExp(String.raw`${symbol('¥')}|\bJPY\b|円`, 'u')],
  // Bounded by letters of any script: JavaScript's \b knows only ASCII, so "pln" in the Czech "plnění" was a word.
  ['PLN', /(?<![\p{L}\p{N}])(?:PLN|zł|złotych)(?![\p{L}\p{N}])/iu],
  ['CZK', /(?<![\p{L}\p{N}])(?:CZK|Kč)(?![\p{L}\p{N}])/u],
  ['BGN', /(?<![\p{L}\p{N}])(?:BGN|лв)(?![\p{L}\p{N}])/u],
  ['SEK', /\bSEK\b/],
  ['NOK', /\bNOK\b/],
  ['DKK', /\bDKK\b/],
  ['ZAR', /\bZAR\b/],
  ['HKD', /\bHK\$|\bHKD\b/],
  ['RSD', /\bRSD\b|\bdinara?\b/i],
  ['ARS', /\bARS\b|\bpesos?\s+argentinos?\b/i],
  ['MXN', /\bMXN\b|\bpesos?\s+mexicanos?\b/i],
  ['CLP', /\bCLP\b|\bpesos?\s+chilenos?\b/i],
  // Brazil's real: "R$ 125,26", "Valor (R$)".
  ['BRL', /\bR\$|\bBRL\b|\breais\b/],
];

const DOLLAR_OF: Partial<Record<Country, string>> = { US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', SG: 'SGD', AR: 'ARS', MX: 'MXN', CL: 'CLP' };
/** The money of a country whose document prints amounts with no mark at all. */
const MONEY_OF: Record<Country, string> = { US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', ZA: 'ZAR', GB: 'GBP', IE: 'EUR', IN: 'INR', SG: 'SGD', MY: 'MYR', CH: 'CHF', AR: 'ARS', MX: 'MXN', CL: 'CLP', EU: 'EUR' };

/** Slashed dates whose first or second number is over 12 settle the order for the whole document. */
const SLASHED = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})(?![\d/.-])/g;
const ORDINAL_DAY = /(?<![\d.])\d{1,2}\.\s\d{1,2}\.\s\d{4}(?!\d)/g;

export function readLocale(lines: Line[]): DocumentLocale {
  const text = lines.map((line) => line.text).join('\n');
  const country = COUNTRY_SIGNS.find(([, sign]) => sign.test(text))?.[0] ?? null;
  return { dayFirst: dayFirstIn(text) ?? (country ? DAY_FIRST.has(country) : false), currency: currencyOf(text, country) };
}

/** "DATE (DD/MM/YYYY): 02/12/2014", "Datum (TT.MM.JJJJ)", "date (JJ/MM/AAAA)": the page says how it writes dates. */
const DATE_FORMAT = /\b(dd|jj|tt|mm)[/.-](mm|dd|jj|tt)[/.-](?:yyyy|yy|aaaa|aa|jjjj)\b/i;

function dayFirstIn(text: string): boolean | null {
  const format = DATE_FORMAT.exec(text);
  if (format && format[1]!.toLowerCase() !== format[2]!.toLowerCase()) return format[1]!.toLowerCase() !== 'mm';
  // "10. 02. 2015": a day written as an ordinal, as Czech, Slovak and German invoices print it.
  let dayFirst = text.match(ORDINAL_DAY)?.length ?? 0;
  let monthFirst = 0;
  for (const [, first, second] of text.matchAll(SLASHED)) {
    if (Number(first) > 12 && Number(second) <= 12) dayFirst += 1;
    if (Number(second) > 12 && Number(first) <= 12) monthFirst += 1;
  }
  if (dayFirst === monthFirst) return null;
  return dayFirst > monthFirst;
}

/**
 * A currency named by a code or its own symbol is as sure as a label; "$" alone is the dollar of
 * the country the addresses show, or the US dollar of a US product's vendors, less sure; amounts
 * with no mark at all are the country's money, less sure still.
 */
function currencyOf(text: string, country: Country | null): Found<string> | null {
  const named = CURRENCY_MARKS.map(([code, mark]) => ({ code, count: text.match(new RegExp(mark.source, `${mark.flags.replace('g', '')}g`))?.length ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
  if (named[0]) return { value: named[0].code, confidence: LABELLED };
  if (!/\$/.test(text)) return country ? { value: MONEY_OF[country], confidence: HEURISTIC + 0.2, reason: 'the money of the country the addresses show: no amount names a currency' } : null;
  const dollar = country ? DOLLAR_OF[country] : 'USD';
  return dollar ? { value: dollar, confidence: country ? DERIVED : DERIVED - 0.1 } : null;
}
