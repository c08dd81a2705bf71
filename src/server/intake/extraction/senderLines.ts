import { isBareForm, isEntity, NOT_A_NAME, upToCompanyForm } from './companyNames';
import type { PageText } from './document';

/*
 * A sender printed with its address on one line: over a European letter's address window, or in
 * a web shop's footer. Where no letterhead names the vendor, that line does.
 */

const SENDER_LABEL = /^(?:remite|from|de|von|absender|sender|exp[ée]diteur)\s*:\s*/i;
const SENDER_PIECES = /\s+[–—·•|«»-]\s+|,\s+(?=\d|postbus|postfach|p\.?o\.?\s*box)/i;
const POSTAL = /^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{L}|\b\p{L}[\p{L}.' -]*\s+\d{1,4}[a-z]?$|^(?:postbus|postfach|p\.?o\.?\s*box)\s+\d/iu;

/** A street, not a name: "Rue Saint Denis", "Avenue de l'Annonciade", "Main Street". */
const STREET = /^(?:rue|avenue|av\.|boulevard|bd|chemin|route|place|all[ée]e|quai|via|viale|piazza|calle|carrer|avenida|rua|stra(?:ß|ss)e|street|road)\b|\b(?:street|st|road|rd|avenue|ave|lane|drive|stra(?:ß|ss)e|weg|laan|straat|gasse|platz)\.?$/i;
const COUNTRY = /^(?:belgi(?:que|um|[eë])|monaco|luxemb(?:ou)?rg|suisse|schweiz|italia|portugal|polska|[öo]sterreich|nederland|espa[ñn]a|deutschland|france)$/i;

/**
 * "Nutrimeo - 36, Avenue de l'Annonciade - 98000 Monaco", "Rue Saint Denis, 112 - 1190 Bruxelles
 * - Belgique - Nutrimea": a web shop whose logo is a picture prints its name beside its address
 * in the footer, first or last.
 */
export function footerSender(last: PageText, excluded: Set<string>): string | null {
  for (const line of last.lines) {
    const [token] = line.tokens;
    if (!token || line.y < last.height * 0.8 || line.tokens.length > 2 || excluded.has(token.text)) continue;
    const pieces = token.text.split(SENDER_PIECES).map((piece) => piece.trim());
    if (pieces.length < 3 || !pieces.some((piece) => POSTAL.test(piece))) continue;
    const name = [pieces[0]!, pieces[pieces.length - 1]!].find((piece) => /^\p{Lu}[\p{L}&'’ .-]{2,40}$/u.test(piece) && piece.split(/\s+/).length <= 4 && !POSTAL.test(piece) && !STREET.test(piece) && !COUNTRY.test(piece) && !NOT_A_NAME.test(piece));
    if (name) return upToCompanyForm(name);
  }
  return null;
}

/**
 * "Medienpilot GmbH & Co. KG • Am Saueracker 23 • 91244 Reichenschwand": the one small line of
 * the sender's name and address printed over the address window of a European letter. The
 * block under it is the customer's address.
 */
export function senderLine(page: PageText): { name: string; lineIndex: number } | null {
  for (const [lineIndex, line] of page.lines.entries()) {
    if (line.y > page.height * 0.4) continue;
    // "Remite: IBERDROLA CLIENTES, S.A.U. · Apartado 61087 · 28080 Madrid": the sender's label is no part of its name.
    const text = line.tokens[0]!.text.replace(SENDER_LABEL, '');
    const pieces = text.split(SENDER_PIECES).map((piece) => piece.trim());
    const [name, ...rest] = pieces;
    if (name && rest.length > 0 && isEntity(name) && rest.some((piece) => POSTAL.test(piece))) return { name: upToCompanyForm(name), lineIndex };
    // "MADISON Hotel GmbH Schaarsteinweg 4 20459 Hamburg": the name ends at its company form.
    const legal = upToCompanyForm(text);
    // "CO 80205 Denver USA" is a customer's state and ZIP code, not a company called "Co".
    if (legal !== text && isEntity(legal) && !isBareForm(legal) && /\d{4,5}\s+\p{L}/u.test(text.slice(legal.length)) && text.length < 90) return { name: legal, lineIndex };
  }
  return null;
}

/** The address block under the sender line: the customer's, whatever it says. */
export function windowAddress(page: PageText): string[] {
  const sender = senderLine(page);
  if (!sender) return [];
  const x = page.lines[sender.lineIndex]!.tokens[0]!.x;
  return page.lines
    .slice(sender.lineIndex + 1, sender.lineIndex + 8)
    .flatMap((line) => line.tokens.filter((token) => Math.abs(token.x - x) < 15))
    .map((token) => token.text);
}
