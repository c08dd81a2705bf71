import type { Line, PageText, Token } from './document';
import { blockAfter, findLabels } from './labels';
import { isBareForm, isEntity, isSentence, legalNamesIn, nameOnly, normal, NOT_A_NAME, sameName, sharesBrand, upToCompanyForm, withoutInitials } from './companyNames';
import { DERIVED, type Found, HEURISTIC, LABELLED } from './found';
import { type Domains, holdsWordOf, mostPrinted, nameOfDomain, spellsDomain, vendorDomains } from './webAddresses';
import { footerSender, senderLine, windowAddress } from './senderLines';
import { adviceTo, remitTo } from './remitTo';

/**
 * The vendor, who is paid: never the customer, a label or a document's title. Candidates are the
 * "remit to" / "payable to" name, the letterhead (the largest text at the top), and every legal
 * name on the page (a name with a company form: Inc., LLC, Ltd, Pty Ltd, District, Council…)
 * outside the customer's blocks. A legal name that spells out the letterhead's brand ("Skyreach
 * Broadband, LLC" for a "skyreach" logo) is the name a cheque must carry. A vendor's W-9 names
 * it on the line under "Name (as shown on your income tax return)".
 */
const CUSTOMER_LABEL =
  /bill(?:ed)?[\s-]*to|billing\s*contact|technical\s*contact|factuurontvanger|rechnungsempf[äa]nger|empf[äa]nger|nabywca|acheteur|destinataire|client(?=\s*:|\s*$)|sold[\s-]*to|ship[\s-]*to|customer|service\s*(?:location|address|for)|job\s*(?:site|location)|property|attn|deliver\s*to|prepared\s*for|submitted\s*to|named\s*insured|insured|received\s*from|responsible\s*party|buyer\s*name|buyer(?=\s*:|\s*$)|invoice\s*to|permit\s*holder|facturer\s*à|adress[ée]e?\s*à|adresse\s*de\s*(?:facturation|livraison)|factuuradres|afleveradres|rechnungsadresse|lieferadresse|получател|cump[ăa]r[ăa]tor|kupuj[úu]ci|odb[ěe]ratel|vev[őo]|t\.a\.v\.|to(?=\s*:?\s*$)/;
const CUSTOMER_BLOCK = new RegExp(`^(?:${CUSTOMER_LABEL.source})`, 'i');
/** Trade words in a letterhead without a company form. */
const TRADE = /\b(?:services?|plumbing|hvac|supply|electric|landscap\w*|cleaning|heating|air|mechanical|group|roofing|pest|security|insurance|water|gas|energy|software)\b/i;
/** A big date ("October 12") or a short code ("NMI") printed large is no letterhead. */
const DATE_OR_CODE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|^[A-Z]{1,4}$/i;

/** Tax and registration numbers printed after a name are not part of it. */
const AFTER_NAME = /\s+(?:ABN|ACN|GST|HST|VAT|TPS|EIN|Tax\s+ID|Reg\.?\s*No)\b.*$/i;
const PIECE = /\s+[·|•]\s+|\s{2,}/;

interface Candidate {
  text: string;
  score: number;
  entity: boolean;
  /** At the top of the first page: may be the letterhead. */
  letterhead: boolean;
  /** How much it stands out as a letterhead: size, then height on the page. */
  prominence: number;
  tall: boolean;
  line: Line;
}

export function findPayee(pages: PageText[]): Found<string> | null {
  const found = choosePayee(pages);
  // OCR reads a company form's D as O: "CENTRE COM HAWTHORN PTY LTO".
  return found && { ...found, value: withoutLogoMark(found.value, pages).replace(/(?<=\s)(LT|Lt)[O0](?=\.?$)/, '$1D') };
}

/**
 * "Av Waitemata District Council": a logo's mark read by OCR as a short word before the name,
 * dropped where the page prints the name again without it ("… to Waitemata District Council").
 */
function withoutLogoMark(name: string, pages: PageText[]): string {
  const marked = /^(\S{1,2})\s+(\p{Lu}\S*(?:\s+\S+)+)$/u.exec(name);
  if (!marked || /^(?:A|I|&|St|Mr|Dr|Ms|De|La|Le|El|Al|Da|Di|Du)$/i.test(marked[1]!)) return name;
  const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
  return text.split(name).length === 2 && text.split(marked[2]!).length > 2 ? marked[2]! : name;
}

function choosePayee(pages: PageText[]): Found<string> | null {
  const lines = pages.flatMap((page) => page.lines);
  const remit = remitTo(lines);
  const first = pages[0];
  if (!first) return remit ? { value: remit, confidence: LABELLED - 0.1, reason: 'named after "payable to" or "remit to"' } : null;
  const excluded = customerBlocks(first);
  const candidates = candidatesOn(first, pages[pages.length - 1], excluded);
  const letterhead = candidates.filter((c) => c.letterhead).sort((a, b) => b.prominence - a.prominence)[0];
  // A legal name spells the letterhead out; one that is only the start of it ("Acme GmbH & Co." of "Acme GmbH & Co. KG") is cut short.
  // The letterhead read again as a legal name spells nothing out; the name printed elsewhere, or longer beside it, does.
  // A letterhead that is a legal name already is spelled out only by a longer form of itself: "Kuwait Petroleum Corporation" is another company than "Kuwait Petroleum Italia SpA".
  const legal = letterhead ? candidates.find((c) => c.entity && !(sameSpot(c.line, letterhead.line) && normal(c.text) === normal(letterhead.text)) && sharesBrand(c.text, letterhead.text) && (!letterhead.entity || normal(c.text).startsWith(normal(letterhead.text))) && !(normal(letterhead.text).startsWith(normal(c.text)) && normal(letterhead.text) !== normal(c.text))) : undefined;

  // The name a cheque must carry is the remit-to one, also when the letterhead abbreviates it.
  if (remit && letterhead && sameName(remit, letterhead.text)) return { value: remit, confidence: 0.95, reason: 'named after "payable to", matching the letterhead' };
  // "CENTRE COM HAWTHORN PTY LTO" beside a letterhead "… PTY LTD": the same company, one of them misspelt (often by OCR).
  if (remit && letterhead && sharesBrand(remit, letterhead.text)) return { value: remit, confidence: DERIVED, reason: 'named after "payable to"; the letterhead spells it otherwise: check it' };
  const domains = vendorDomains(first, pages[pages.length - 1], excluded);
  // Checks made out to another name than the letterhead's: one of them is not the vendor's (a window envelope's addressee read as the letterhead).
  // The vendor's own web address settles it: "pacificpower.net" under "APPLE INC … C/O CASS INFORMATION SYSTEMS", checks made out to Pacific Power.
  if (legal && remit && !sharesBrand(remit, legal.text) && spellsDomain(remit, domains) && !spellsDomain(legal.text, domains)) return { value: remit, confidence: DERIVED, reason: `named after "payable to", which the vendor's web address spells; "${legal.text}" at the top is another's` };
  // The top name printed again word for word spells nothing out: an addressee is printed twice
  // too, in the address window and on the stub. Small, over an address, and not what the vendor's
  // own web or mail address names ("help@ampion.net" on Ampion's bill to "Austin Street Brewery, LLC"),
  // it is the customer's.
  if (legal && letterhead && !letterhead.tall && normal(legal.text) === normal(letterhead.text) && opensAddress(lines, letterhead.line) && domains.size > 0 && !spellsDomain(legal.text, domains)) {
    const banked = bankingName(lines);
    if (banked) return banked;
    const site = mostPrinted(domains) ?? [...domains.values()][0]!;
    return { value: nameOfDomain(site.printed), confidence: HEURISTIC, reason: `"${legal.text}" is printed twice over an address, as a customer is on a bill and its stub, and the vendor's own address ${site.site} names another: check it` };
  }
  if (legal && letterhead) return spelledOut(legal, letterhead, remit, lines);
  const signed = letterhead && !remit ? signedFor(pages[pages.length - 1]!, letterhead.text) : null;
  if (signed) return { value: signed, confidence: LABELLED, reason: `the name the bill is signed for, spelling out the letterhead "${letterhead!.text}"` };
  const sender = senderLine(first);
  if (sender) return { value: sender.name, confidence: remit && !sameName(remit, sender.name) ? HEURISTIC + 0.2 : DERIVED, reason: 'the sender line over the address window' };
  if (remit) return { value: remit, confidence: LABELLED - 0.1, reason: 'named after "payable to" or "remit to"' };
  const stub = stubRemitName(first, excluded, domains);
  if (stub) return { value: stub, confidence: HEURISTIC + 0.2, reason: 'the name over a PO box on the payment stub, where payments go: check it' };
  const spelled = spelledByDomain(first, pages[pages.length - 1], letterhead, excluded, domains);
  if (spelled) return spelled;
  const mentioned = legalMention(lines);
  if (mentioned) return mentioned;
  if (letterhead?.tall) return { value: letterhead.text, confidence: letterhead.entity ? DERIVED : HEURISTIC + 0.2, reason: 'the largest text at the top of the page' + (letterhead.entity ? '' : ' (no company form): check it') };
  const banked = bankingName(lines);
  if (banked) return banked;
  const footer = footerSender(pages[pages.length - 1]!, excluded);
  if (footer) return { value: footer, confidence: HEURISTIC + 0.2, reason: 'the name beside an address in the footer: check it' };
  const entity = [...candidates].filter((c) => c.entity).sort((a, b) => b.score - a.score)[0];
  if (entity) return { value: entity.text, confidence: HEURISTIC + 0.2, reason: 'a company name on the page, the letterhead being unclear: check it' };
  // A vendor whose name is only in its logo still prints its web address: "duke-energy.com" is Duke Energy.
  // The words at the top stand when the address holds one of them ("The Nussbaum Center …" at nussbaumcfe.org).
  const site = mostPrinted(domains);
  if (site && !(letterhead && holdsWordOf(site, letterhead.text))) return { value: nameOfDomain(site.printed), confidence: HEURISTIC, reason: `no name printed as text: the vendor's web address ${site.site} names it, check it` };
  if (!letterhead) return null;
  return { value: letterhead.text, confidence: HEURISTIC + 0.1, reason: 'the first words at the top of the page: check it' };
}

/** "City of Johannesburg Banking details:": the holder of the account a payment goes to, named over it. */
const BANKING_DETAILS = /^(\p{Lu}[\p{L}&'’ .,-]{2,60}?)\s+bank(?:ing)?\s+details\s*:?$/iu;
const NOT_A_HOLDER = /\b(?:our|your|the|please|see|find|vendor|supplier|company|payment|remittance)\b/i;

function bankingName(lines: Line[]): Found<string> | null {
  for (const token of lines.flatMap((line) => line.tokens)) {
    const name = BANKING_DETAILS.exec(token.text.trim())?.[1]?.trim();
    if (name && name.split(/\s+/).length >= 2 && !NOT_A_HOLDER.test(name) && !NOT_A_NAME.test(name)) return { value: name, confidence: HEURISTIC + 0.2, reason: 'the name over the banking details a payment goes to: check it' };
  }
  return null;
}

/**
 * "ATMOS ENERGY / PO Box 790311 / St Louis, MO 63179-0311" on the stub of a bill whose logo is a
 * picture: the name a payment is mailed to, over a PO box and a town with its state and ZIP code,
 * in the lower half of the page and outside the customer's blocks.
 */
function stubRemitName(page: PageText, excluded: Set<string>, domains: Domains): string | null {
  const names: string[] = [];
  for (const [index, line] of page.lines.entries()) {
    const [token] = line.tokens;
    const next = page.lines[index + 1];
    const town = page.lines[index + 2];
    if (!token || !next || !town || line.y < page.height / 2 || next.y - line.y > 2.5 * line.height || excluded.has(token.text)) continue;
    const name = token.text.trim();
    // "REPUBLIC SERVICES #615": a vendor's branch may follow its name.
    if (!/^\p{Lu}[\p{L}&'’ .,-]{2,60}(?:\s#\d{1,5})?$/u.test(name) || NOT_A_NAME.test(name) || CUSTOMER_BLOCK.test(name)) continue;
    if (/^p\.?\s*o\.?\s*box\s+\d/i.test(next.text.trim()) && /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/.test(town.text)) names.push(name);
  }
  // A customer may get its mail at a PO box too: of two such blocks, the vendor's web address tells which is whose, or neither is taken.
  return names.length === 1 ? names[0]! : (names.find((name) => spellsDomain(name, domains)) ?? null);
}

/** "For Vasudha Electricals & Sanitary Traders" over the signatory: the issuer's whole name, on a line of its own. */
const SIGNED_FOR = /^\s*for\s+(\p{Lu}[\p{L}\d&'’ .,-]{2,80}?)\s*$/iu;

/** The name the last page's signature is made for, when it spells out every word of the letterhead ("Vasudha Electricals" at the top). */
function signedFor(last: PageText, letterhead: string): string | null {
  const words = normal(letterhead).split(' ');
  for (const line of last.lines) {
    if (line.y < last.height / 2 || line.tokens.length !== 1) continue;
    const name = SIGNED_FOR.exec(line.tokens[0]!.text)?.[1];
    if (!name || NOT_A_NAME.test(name)) continue;
    const spelled = normal(name).split(' ');
    if (spelled.length > words.length && words.every((word) => spelled.includes(word)) && sharesBrand(name, letterhead)) return name;
  }
  return null;
}

/** "BOUYGUES TELECOM - Société Anonyme au capital de 712 588 399,56 €": a French company's legal mention names the issuer. */
const LEGAL_MENTION = /^(\p{Lu}[\p{L}\d&'’ .-]{1,60}?)\s*[-–—,]\s*(?:soci[ée]t[ée]\s+(?:anonyme|par\s+actions\s+simplifi[ée]e|[àa]\s+responsabilit[ée]\s+limit[ée]e)|s\.?a\.?s?\.?u?|s\.?a\.?r\.?l\.?|eurl)\s+(?:[àa]\s+\p{L}+\s+)?au\s+capital\b/iu;

function legalMention(lines: Line[]): Found<string> | null {
  for (const token of lines.flatMap((line) => line.tokens)) {
    const name = LEGAL_MENTION.exec(token.text)?.[1]?.trim();
    if (name && !NOT_A_NAME.test(name)) return { value: name, confidence: DERIVED, reason: 'the company its legal mention names ("… au capital de …")' };
  }
  return null;
}

/**
 * "Sticker Mule … www.stickermule.com", "Enbridge Gas Distribution Inc." beside "enbridgegas.com":
 * the vendor prints its own web or mail address, and its name spells it. Addresses in the
 * customer's blocks are the customer's. The letterhead stands when it spells one too.
 */
function spelledByDomain(page: PageText, last: PageText | undefined, letterhead: Candidate | undefined, excluded: Set<string>, domains: Domains): Found<string> | null {
  if (domains.size === 0) return null;
  const spells = (name: string) => spellsDomain(name, domains);
  if (letterhead && spells(letterhead.text)) return null;
  const lines = [...page.lines, ...(last && last !== page ? last.lines : [])];
  const names = lines.flatMap((line) => line.tokens.filter((token) => !excluded.has(token.text) && !CUSTOMER_BLOCK.test(token.text.trim())).flatMap((token) => [...legalNamesIn(token.text), ...pieces(token)]));
  const found = names.filter(spells).sort((a, b) => Number(isEntity(b)) - Number(isEntity(a)) || b.length - a.length)[0];
  return found ? { value: found, confidence: DERIVED, reason: 'the name the vendor\'s own web or mail address spells' } : null;
}

/** The legal name that spells the letterhead out: sure, unless checks are made out to another or it is an addressee printed twice. */
function spelledOut(legal: Candidate, letterhead: Candidate, remit: string | null, lines: Line[]): Found<string> {
  if (remit && !sharesBrand(remit, legal.text)) {
    return { value: legal.text, confidence: HEURISTIC + 0.2, reason: `the company's full name, spelling out the letterhead "${letterhead.text}", but checks are made out to "${remit}": check it` };
  }
  if (normal(legal.text) === normal(letterhead.text) && opensAddress(lines, letterhead.line) && opensAddress(lines, legal.line)) {
    return { value: legal.text, confidence: DERIVED, reason: 'the name at the top over an address, printed again over it lower on the page, as an addressee is on a bill and its stub: check it' };
  }
  // Printed again under a signature ("For Summit Crest Roofing LLC"), the name is the issuer's; printed again anywhere else, it may be an addressee's.
  if (normal(legal.text) === normal(letterhead.text) && !SIGNED_FOR.test(legal.line.text)) {
    return { value: legal.text, confidence: DERIVED, reason: 'the name at the top, printed again lower on the page, spelling nothing more out: check it' };
  }
  return { value: legal.text, confidence: LABELLED, reason: `the company's full name, spelling out the letterhead "${letterhead.text}"` };
}

/** Whether the line under a name starts a street address ("90 Matawan Road", "PO Box 209"). */
function opensAddress(lines: Line[], line: Line): boolean {
  const next = lines[lines.indexOf(line) + 1];
  return next !== undefined && next.page === line.page && /^(?:\d{1,6}\s+\p{L}|p\.?\s*o\.?\s*box\b)/iu.test(next.text.trim());
}

/** The same line, or the line a later page repeats at its place (a running header). */
function sameSpot(a: Line, b: Line): boolean {
  return a === b || Math.abs(a.y - b.y) < 3;
}

function customerBlocks(page: PageText): Set<string> {
  const customers = findLabels(page.lines, CUSTOMER_LABEL).filter((hit) => !adviceTo(page.lines, hit.lineIndex, hit.token));
  return new Set([...customers.flatMap((hit) => blockAfter(hit, page.lines, 5, 4)), ...windowAddress(page)]);
}

/** Every name-like piece of the first page (and of the last one's footer), outside the customer's blocks. */
function candidatesOn(page: PageText, last: PageText | undefined, excluded: Set<string>): Candidate[] {
  const heights = page.lines.map((line) => line.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 10;
  const footer = last && last !== page ? last.lines.filter((line) => line.y > last.height * 0.8) : [];
  const candidates: Candidate[] = [];
  for (const line of [...page.lines, ...footer]) {
    const top = line.page === page.number && line.y < page.height * 0.3;
    for (const token of line.tokens) {
      if (excluded.has(token.text) || CUSTOMER_BLOCK.test(token.text.trim())) continue;
      for (const name of legalNamesIn(token.text)) candidates.push({ text: name, score: 6 + (top ? 2 : 0), entity: true, letterhead: false, prominence: 0, tall: false, line });
      for (const piece of pieces(token)) {
        const entity = isEntity(piece);
        if (!entity && !top) continue;
        const size = token.height ?? line.height;
        const tall = size >= median * 1.3;
        const prominence = (tall ? 4 : 0) + (entity || TRADE.test(piece) ? 1 : 0) + (token.x < page.width / 2 ? 1 : 0) + size / 2 - line.y / 100;
        const score = (entity ? 6 : 0) + (top ? 2 : 0) + prominence;
        candidates.push({ text: piece, score, entity, letterhead: top, prominence, tall, line });
      }
    }
  }
  return candidates;
}

/** A token's name-like pieces: cut at bullets and wide spaces, without a title, initials or tax numbers. */
function pieces(token: Token): string[] {
  return token.text
    .split(PIECE)
    // "SERVICE FOR:" is a label, whatever it says; "#* ironwood Mechanical" is a logo's mark read by OCR before the name, "[SAC]" a column's code in brackets.
    .filter((piece) => !/:\s*$/.test(piece))
    .map((piece) => withoutInitials(upToCompanyForm(nameOnly(piece.replace(/^[^\p{L}\d@]+/u, '').replace(/[\]}>|*_~]+$/u, '').replace(/^(?:(?:receipt|invoice|bill|statement)\s+from|sold\s+by|seller|vendor|supplier|from)\s*:?\s+/i, '').replace(AFTER_NAME, '')))))
    .filter((piece) => piece.split(/\s+/).length <= 8 && !isSentence(piece) && !isBareForm(piece) && !DATE_OR_CODE.test(piece))
    .filter((piece) => piece.length >= 3 && /[A-Za-z]{3}/.test(piece) && !NOT_A_NAME.test(piece) && !/^\d/.test(piece) && (piece.match(/\d/g)?.length ?? 0) <= 2);
}
