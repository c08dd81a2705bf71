import type { Line, Token } from './document';
import { blockSpotsAfter } from './labels';
import { nameOnly, NOT_A_NAME, upToCompanyForm } from './companyNames';
import { findDate } from './dates';

const REMIT = /(?:remit(?:tance)?\s*(?:to|address)|(?:checks?|payments?)\s*(?:&|and)\s*mail\s+to|(?:mail|send)\s+(?:your\s+)?payments?\s+to|(?:make\s*)?(?:checks?\s*|cheques?\s*)?payable\s*to|pay\s*to(?:\s*the\s*order\s*of)?|(?:bank\s+)?(?:transfer|deposit)\s+to|(?:(?:product\(?s?\)?|services?)\s+|(?<![a-z][\s,]*))(?:provided|sold|billed|issued)\s+by|vendu\s+par|vendido\s+por|verkauft\s+von|(?:energy\s+|electricity\s+|gas\s+)?service\s+provider(?=\s*:|\s*$)|societ[àa]\s*emittente|(?<!\bnon-[\w-]*\s+|\bnon\s+)(?:seller|supplier|vendor|landlord|lessor|prestataire|[ée]metteur|dodavatel|arrendador|sprzedawca|verk[äa]ufer|lieferant|fournisseur|vendeur|leverancier|доставчик|v[âa]nz[ăa]tor|pred[áa]vaj[úu]ci|sz[áa]ll[íi]t[óo]|elad[óo])(?:\s*\/\s*[^\s:/]{2,20})?(?=\s*:|\s*$)|payments?\s+in\s+favou?r\s+of|account\s*(?:name|holder)|beneficiary(?:\s*name)?|titulaire\s*du\s*compte|kontoinhaber|rekeninghouder|ten\s*name\s*van|name\s*\(as\s+shown\s+on\s+your\s+income\s+tax\s+return\)[^]*|^from(?=\s*:\s*$))\s*:?\s*/i;
const FROM = /^from\b/i;
const SUPPLIER_LABEL = /^(?:supplier|lieferant|fournisseur|leverancier)\b/i;

/**
 * The name a payment is made out to: after "remit to", "payable to", "seller:", an account's
 * holder or a W-9's "Name (as shown on your income tax return)", on its line or in the block
 * under the label; and the addressee of the payment advice a customer sends back.
 */
export function remitTo(lines: Line[]): string | null {
  for (const [lineIndex, line] of lines.entries()) {
    for (const [tokenIndex, token] of line.tokens.entries()) {
      const match = REMIT.exec(token.text);
      if (!match && !adviceTo(lines, lineIndex, token)) continue;
      const label = match?.[0] ?? token.text;
      // "Supplier: MEGA ENERGY OF MAINE LLC" on page 4 of a utility's bill is the energy supplier it bills for, not the vendor a first page names.
      if (SUPPLIER_LABEL.test(label) && line.page !== lines[0]!.page) continue;
      // "payable to the City of Prairie Lake" names a public body; "payable to the District" does not.
      const rest = token.text.slice(match ? match.index + label.length : token.text.length).trim().replace(/^[‘'"“]\s*|\s*[’'"”](?=[.,;]|$)/g, '').replace(/^the\s+(?=(?:city|town|village|county|borough|state|commonwealth)\s+of\s+\p{Lu})/iu, '');
      const name = rest || runOn(namedBlock(blockSpotsAfter({ lineIndex, tokenIndex, token, rest: '' }, lines, 2, 4)));
      // "payable to the District", "payable to us": no name at all.
      // "payable to Rogers (12 digit account number)": the bracket the line breaks open is no part of the name;
      // "(made payable to / Washington Gas) with this remittance stub": nor is what follows the bracket closed after it.
      // "From: 01/05/2024" opens a period, not a sender's block.
      if (FROM.test(label) && name && findDate(name)) continue;
      // "Account Name:" over "BIC/SWIFT:" with nothing filled in: a label is no name.
      const bareLabel = /^\S+(?:\s+\S+){0,2}:$/.test(name ?? '');
      if (name && /^\p{Lu}/u.test(name) && /\p{L}{2}/u.test(name) && !/^\d/.test(name) && !bareLabel && !NOT_A_NAME.test(name)) return upToCompanyForm(nameOnly(name.replace(/\s*\([^)]*$/, '').replace(/^([^(]*?)\s*\).*$/, '$1')));
    }
  }
  return null;
}

/** "Seller" over "Name:   Sopharma AD": a form's row label under the block's label names what stands beside it. */
function namedBlock(block: ReturnType<typeof blockSpotsAfter>): string[] {
  return block.map((spot) => {
    if (!/^(?:name|company|firma)\s*:?$/i.test(spot.text.trim())) return spot.text;
    return spot.line.tokens[spot.line.tokens.indexOf(spot.token) + 1]?.text ?? spot.text;
  });
}

/** "OSTROVIT SPÓŁKA Z OGRANICZONĄ / ODPOWIEDZIALNOŚCIĄ": a name whose last words cannot end it goes on to the next line. */
function runOn(block: string[]): string | undefined {
  const [first, second] = block;
  return first && second && /(?:\bz\s+ograniczon[ąa]|\s(?:&|and|of|und|et|y|e))$/iu.test(first) ? `${first} ${second}` : first;
}

const ADVICE = /\b(?:payment|remittance)\s+(?:advice|slip)\b/i;

/** "PAYMENT ADVICE" over "To: TINYZIMMERTECH LTD": the slip a customer sends back with a payment is addressed to the vendor. */
export function adviceTo(lines: Line[], lineIndex: number, token: Token): boolean {
  const line = lines[lineIndex]!;
  return /^to\s*:?$/i.test(token.text.trim()) && lines.slice(Math.max(0, lineIndex - 2), lineIndex + 1).some((above) => above.page === line.page && ADVICE.test(above.text));
}
