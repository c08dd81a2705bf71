import { normal, SUFFIX_FORM } from './companyNames';
import type { PageText } from './document';

/*
 * The web and mail addresses a vendor prints of itself, and the names they spell: a vendor whose
 * name is only in its logo still prints its web address.
 */

/** Mailbox providers: a sender's address there names no company. */
const FREE_MAIL = /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|gmx|web|mail|proton|protonmail|zoho|yandex|orange|free|wanadoo|btinternet|sky|comcast|verizon|att|shaw|rogers|bell|sympatico|rediffmail)$/;
/** A domain's name is its label before the public suffix, past any subdomain: "ajuda.inter.co" is inter, "myaccount.xcelenergy.com" xcelenergy, "www.bancointer.com.br" bancointer. */
const WEB_ADDRESS = /\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)*?([a-z0-9][a-z0-9-]{2,})\.(?:[a-z]{2,3}\.)?[a-z]{2,6}\b(?![.-]?[a-z0-9])/gi;

/** "Powered by TCPDF (www.tcpdf.org)": the program that wrote the PDF, not its vendor. */
const GENERATOR = /\b(?:powered|generated|created|made|produced)\s+(?:by|with|using)\b/i;

/** The web and mail domains printed outside the customer's blocks, by their name ("enbridgegas"), each as first printed and how often as a web address. */
export type Domains = Map<string, { printed: string; site: string; web: number }>;

export function vendorDomains(page: PageText, last: PageText | undefined, excluded: Set<string>): Domains {
  const domains: Domains = new Map();
  const lines = [...page.lines, ...(last && last !== page ? last.lines : [])];
  for (const token of lines.flatMap((line) => line.tokens)) {
    if (excluded.has(token.text) || GENERATOR.test(token.text)) continue;
    for (const match of token.text.matchAll(WEB_ADDRESS)) {
      // "Disc.Up" heads a column (discount per unit) and "shnaton.OFat" is OCR's "Washington, DC": no domain ends in a word of mixed case.
      const ending = match[0].slice(match[0].lastIndexOf('.') + 1);
      if (ending !== ending.toLowerCase() && ending !== ending.toUpperCase()) continue;
      const label = match[1]!.toLowerCase().replace(/-/g, '');
      // "john.smith@acme.com" is a mailbox's name before its domain, no domain of its own.
      if (label.length < 4 || FREE_MAIL.test(label) || token.text[match.index + match[0].length] === '@') continue;
      const seen = domains.get(label);
      const mail = token.text[match.index - 1] === '@';
      domains.set(label, { printed: seen?.printed ?? match[1]!, site: seen?.site ?? match[0].replace(/^https?:\/\/(?:www\.)?|^www\./i, ''), web: (seen?.web ?? 0) + (mail ? 0 : 1) });
    }
  }
  return domains;
}

/** A company's initials only: "California Public Utilities Commission" is cpuc, the regulator, not the utility. */
const ENDS_IN_FORM = new RegExp(`(?:${SUFFIX_FORM.source})$`, 'i');

/**
 * Whether a name spells one of the domains: "Sticker Mule" spells stickermule, "Enbridge Gas
 * Distribution Inc." enbridgegas, and a company's name of three words or more its initials, its
 * company form included: "Uttar Gujarat Vij Company Ltd." ugvcl.
 */
export function spellsDomain(name: string, domains: Domains): boolean {
  const joined = normal(name.replace(new RegExp(SUFFIX_FORM.source, 'gi'), '')).replace(/ /g, '');
  const words = normal(name).split(' ').filter(Boolean);
  const initials = words.length >= 3 && ENDS_IN_FORM.test(name.trim()) ? words.map((word) => word[0]).join('') : null;
  return joined.length >= 4 && [...domains.keys()].some((label) => joined === label || label === initials || (label.length >= 5 && joined.startsWith(label)) || (joined.length >= 5 && label.startsWith(joined)));
}

/** The web address printed most often (the first of those printed as often); a mail address's domain may be its provider's. */
export function mostPrinted(domains: Domains): { printed: string; site: string } | null {
  let best: { printed: string; site: string; web: number } | null = null;
  for (const domain of domains.values()) if (domain.web > 0 && (!best || domain.web > best.web)) best = domain;
  return best;
}

/** "duke-energy" → "Duke Energy", "PortlandGeneral" → "Portland General": the words a domain runs together, where it shows them. */
export function nameOfDomain(printed: string): string {
  return printed
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
    .split(/[-\s]+/)
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** Whether the web address holds one of a text's words: "The Nussbaum Center for Entrepreneurship" at nussbaumcfe.org. */
export function holdsWordOf(site: { printed: string }, text: string): boolean {
  const joined = site.printed.toLowerCase().replace(/-/g, '');
  return normal(text).split(' ').some((word) => word.length >= 4 && joined.includes(word));
}
