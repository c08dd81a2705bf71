import type { PageText } from './document';

/*
 * What a company's name looks like on a bill: its legal forms, where a name ends, what is never
 * a name, and when two spellings name the same company. Where the payee stands on the page is
 * payee.ts's business.
 */

/** Labels, titles, addresses, countries, web addresses, a greeting to the customer ("Olá, Natanael!") and a question are no names. */
export const NOT_A_NAME =
  /^(?:p\.?\s*o\.?\s*box|postbus|postfach)\b|^att(?:entio)?n\s*:|^(?:(?:tax\s+|service\s+|sales\s+|progress\s+|premium\s+)?invoice|(?:service\s+)?ticket|progress\s+billing|application\s+for\s+payment|factuur|facture|factura|fattura|fatura|faktura|фактура|sz[áa]mla|rechnung|recibo|certificate\s+of\b|statement|bill\b|billing|receipt|credit\s*(?:memo|note)|quot(?:e|ation)|estimate|proposal|devis|past\s*due|final\s*notice|reminder|account\s+summary|amount|total|balance|page\s*(?:\d|\/)|date|phone|tel|fax|e-?mail|www\.|https?:)|^your\b|^description\s+of\s+(?:services?|work|goods)$|^(?:number|details|description|monthly|quarterly|annual|summary|overview|riepilogo|resumo|resumen|r[ée]capitulatif|zusammenfassung|name|firma|company|fiscal|account\s*(?:no\.?|number|#)|scan\s*(?:&|and)\s*pay)$|^(?:office|business)\s+hours\b|^print\s+name\b|^(?:received|prepared|approved|issued|printed|checked|entered|authori[sz]ed)\s+by\b|^payments?\s+(?:are|can|may|will|must)\b|\b(?:amount|balance)\s+(?:due|forward|owing)\b|^previous\s+(?:amount|balance)\b|^(?:original|duplicado|triplicado|copia|copy|duplicate|customer\s+copy|pay[ée]e?|paid|pagado|bezahlt)$|^\(?(?:original|duplicate|triplicate|quadruplicate)\s+(?:for|copy)\b|^condici[oó]n\s+de\s+venta\b|^c[oó]digo\b|^(?:payments?|adjustments?|credits?)(?:\s*(?:\/|&|and)\s*(?:payments?|adjustments?|credits?))*$|^(?:bic|iban|swift|vat|btw|kvk|siret|siren|tva|ust|abn|gst)\b\s*(?:no\.?|nr\.?|id)?\s*:|^(?:bank(?:\s+(?:name|details|account))?|(?:bic|swift)(?:\s*\/\s*(?:bic|swift))?|sort\s+code|routing(?:\s+(?:no\.?|number))?|bsb|ifsc(?:\s+code)?|account\s+(?:name|holder))\s*:?$|^(?:united\s+states(?:\s+of\s+america)?|usa|united\s+kingdom|germany|deutschland|ireland|france|canada|australia|new\s+zealand|lithuania|netherlands|nederland|spain|españa|italy|poland|austria|switzerland|india)$|^dublin\s+\d+$|\b[\w-]+\.(?:co\.uk|co\.nz|com\.au|de|fr|nl|ie|io|eu|uk|co)\b|\b(?:invoice|bill|statement|receipt|confirmation)$|certificate\s+for\s+payment|^[+*]|\b(?:charges|credits)$|^(?:https?:\/\/)?[\w.-]+\.[a-z]{2,6}(?:\/\S*)?$|\b(?:notice|renewal|summary)\b|@|\.(?:com|net|org|gov|example)\b|^(?:ol[áa]|oi|hello|hi|hey|dear|hola|bonjour|hallo|ciao)(?:\s*,|\s+\S+(?:\s+\S+)?\s*[,!]?$)|\?$|^(?:num|n°|no)\.?\s*(?:client|commande|facture|customer|order)\b|^[^\p{L}\p{N}]*$/iu;
/** Company forms: a name that carries one is a legal entity's. */
const ENTITY =
  /\b(?:l\.?l\.?c|inc(?:orporated)?|corp(?:oration)?|co(?:mpany)?|ltd|limited|ltée|pty|pvt|llp|plc|gmbh|(?<!\d\s?)kg|s\.?a\.?[su]?|sarl|s\.?r\.?l|s\.p\.a|s\.?l\.?u?|sdn\.?\s*bhd|berhad|b\.?v|n\.?v|ag|oy|a\/?s|aps|cooperative|co-?op|district|authority|council|department|bureau|utilities|city\s+of|town\s+of|county(?:\s+of)?)\b\.?/i;
/** "Kuwait Petroleum Italia SpA", "S.p.A.", a German cooperative's "eG": written so, not "Pool & Spa" or "EG". */
const SPA = /\bS\.?p\.?A\b|\beG\b/;
export const isEntity = (text: string) => ENTITY.test(text) || SPA.test(text);

/** A capitalised name closed by a company form, inside a sentence ("…transfer to Tyneside Lock & Safe Ltd 40-22-19"). */
const NAME_IN_TEXT =
  /(?<![\p{L}\d])(?:\p{Lu}[\p{L}'’.-]*\s+(?:(?:&|and|of)\s+)?){1,6}(?:Pty\.?\s+Ltd|Pvt\.?\s+Ltd|L\.?L\.?C|L\.?L\.?P|Inc|Incorporated|Corp|Corporation|Company|GmbH\s+&\s+Co\.?\s+KG|Co|Ltd|Limited|PLC|GmbH|AG|KG|eG|B\.V|N\.V|SARL|S\.A\.S?|S\.A\.U|S\.?p\.?A|S\.?r\.?l|S\.?L\.?U?|Sdn\.?\s+Bhd|Berhad|Ltée)\b\.?/gu;

const PARENT_BEFORE = /\b(?:direzione\s+e\s+coordinamento|controllat[ao])\s+(?:di|da)\s+(?:parte\s+di\s+)?$/i;

export function legalNamesIn(text: string): string[] {
  if (!isEntity(text)) return [];
  return [...text.matchAll(NAME_IN_TEXT)]
    // "… soggetta all'attività di direzione e coordinamento di Octopus Energy Group Limited": an Italian company's parent, not the company.
    .filter((match) => !PARENT_BEFORE.test(text.slice(0, match.index)))
    .map((match) => withoutInitials(match[0].replace(/^(?:The|To|From|For|By|Of|Pay|Payable|Transfer|Deposit)\s+/, '').trim()))
    .filter((name) => name.split(/\s+/).length >= 2 && !NOT_A_NAME.test(name) && !isBareForm(name));
}

/** "Dat betaal ik zelf wel.": a slogan is a sentence, mostly small words; a name is capitalised. */
export function isSentence(piece: string): boolean {
  const words = piece.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const small = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= 3 && small * 2 >= words.length;
}

/** "Sarl au capital de…" cut to "Sarl": a company form alone names no company. */
export function isBareForm(piece: string): boolean {
  return piece.replace(new RegExp(ENTITY.source, 'gi'), '').replace(/[\s,.&-]+/g, '') === '';
}

/** Forms that end a company's name ("Acme Supply Co., 12 Main St"); a public body's name goes on ("Department of Building Safety"). */
export const SUFFIX_FORM = /\b(?:l\.?l\.?c|inc(?:orporated)?|corp(?:oration)?|co|company|ltd|limited|ltée|llp|plc|gmbh|(?<!\d\s?)kg|s\.?a\.?[su]?|sarl|s\.?r\.?l|s\.p\.a|s\.?l\.?u?|sdn\.?\s*bhd|berhad|b\.?v|n\.?v|ag|oy|aps)\b\.?/gi;

const LEADING_FORM = /^(?:S\.?A\.?S\.?U?|SARL|EURL|SNC|SCI|SA)\.?\s+(?=\p{Lu})/u;

/**
 * A legal name ends with its company form, and a public body's at the first comma:
 * "Kingsmead Borough Council, Guildhall, High Street" is the council.
 */
export function upToCompanyForm(text: string): string {
  if (!isEntity(text)) return text;
  // "SAS D2AD", "S.A.S. LIOT": a French company's form may come first, and its name after it.
  const leading = LEADING_FORM.exec(text);
  if (leading && ![...text.slice(leading[0].length).matchAll(SUFFIX_FORM)].length) return text.split(/,\s+|\s+-\s+/)[0]!;
  // "(Co. No. 12345-X)" after a name is its registration, not its form.
  const forms = [...text.matchAll(SUFFIX_FORM), ...text.matchAll(new RegExp(SPA.source, 'g'))]
    .sort((a, b) => a.index - b.index)
    .filter((match) => match.index < 80 && !/\([^)]*$/.test(text.slice(0, match.index)));
  // "Republic Services, Inc. Republic Services, Inc. itself does not…": a form closed by a full stop
  // and followed by a capitalised word that is no form of its own ("Co. KG") ends the name.
  const closing = forms.findIndex((match) => match[0].endsWith('.') && /^\s+\p{Lu}/u.test(text.slice(match.index + match[0].length)) && !new RegExp(`^\\s+(?:${SUFFIX_FORM.source}|&)`, 'i').test(text.slice(match.index + match[0].length)));
  if (closing >= 0) forms.splice(closing + 1);
  const last = forms[forms.length - 1];
  if (!last) return text.split(/,\s+/)[0]!;
  const end = last.index + last[0].length;
  return /^[\s,.]*$/.test(text.slice(end)) ? text : text.slice(0, end).replace(/,\s*$/, '');
}

/** "GR Greenbin Recycling Ltd": a logo's initials set before the name they stand for. */
export function withoutInitials(name: string): string {
  const match = /^([A-Z]{2,3})\s+(.+)$/.exec(name);
  if (!match) return name;
  const initials = match[2]!.split(/\s+/).map((word) => word[0]).join('').toUpperCase();
  return initials.startsWith(match[1]!) ? match[2]! : name;
}

/**
 * "Acme Inc., PO Box 12, Austin, TX" → "Acme Inc.": the address after the name is not part of it,
 * nor is a sentence after it ("Checks payable to Ray Thompson. Thank you!"), even where a scan
 * lost its full stop ("… Pool & Spa Service Accounts over 30 days may …", "Anycompany Bank USA
 * to ensure your payment is processed").
 */
export function nameOnly(text: string): string {
  const name = text.split(/(?<=[A-Za-z]{2})[.!]\s+(?=[A-Z][a-z]*\s+[a-z])|(?<=[A-Za-z]{2})\s+(?=[A-Z][a-z]+\s+(?:over|are|is|will|may|must|can|should|not|past|older|unpaid)\s)|(?<=[A-Za-z]{2})\s+(?=to\s+[a-z]+\s+[a-z]+\s+[a-z]+)|(?<=[A-Za-z]{2})\.\s+(?!(?:KG|AG|OHG|LLC|LLP|Ltd|LTD|Limited|LIMITED|Inc|INC|Corp|CORP|PLC|Pvt|PVT|Pte|PTE|GmbH|SA|SAS|BV|NV|Bhd|BHD)\b)(?=\d|[A-Z]{2,}\b|[A-Z][a-z]+:)/)[0]!;
  // "Company: Matrix Document Imaging, Inc": the label a form prints before the name is no part of it.
  const cut = name.replace(/^(?:company|vendor|firm|name)\s*:\s*/i, '').split(/,\s*(?=p\.?\s*o\.?\s*box|\d|attn|suite|dept\b|department\b|lock\s*box|ste\b)|\s+-\s+/i)[0]!;
  // A full stop ends a sentence, not "Inc.", "Co." or a dotted form such as "B.V.".
  return cut.replace(/[,;:]+$/, '').replace(/(?<!\b(?:inc|co|corp|ltd|[a-z]\.[a-z]))\.$/i, '').trim();
}

export const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

export function sameName(a: string, b: string): boolean {
  return normal(a).includes(normal(b)) || normal(b).includes(normal(a));
}

/**
 * A legal name that spells out the brand: it begins with the brand's first word ("Skyreach
 * Broadband, LLC" for "skyreach"), holds every word of it ("Maritime Waste Haulers Ltd." for
 * "WASTE HAULERS"), runs its words together ("southerlyfibre") or has it as initials ("NCG").
 */
export function sharesBrand(name: string, brand: string): boolean {
  const brandWords = normal(brand).split(' ').filter(Boolean);
  const nameWords = normal(name).split(' ').filter(Boolean);
  const word = brandWords[0] ?? '';
  if (word.length < 3 && !/^[A-Z]{2,4}$/.test(brand.split(/\s+/)[0] ?? '')) return false;
  if (nameWords[0] === word) return true;
  if (brandWords.length >= 2 && brandWords.every((w) => nameWords.includes(w))) return true;
  if (word.length >= 6 && nameWords.join('').startsWith(word)) return true;
  const initials = /^[A-Z]{2,4}$/.test(brand.split(/\s+/)[0] ?? '') ? word : '';
  return initials !== '' && nameWords.map((w) => w[0]).join('').startsWith(initials);
}

/**
 * An e-invoice's seller as the page prints its legal name: "MUSTER-Autovermietung" in the XML,
 * "MUSTER-Autovermietung GMBH" on the page. Null when the page prints no longer form of it.
 */
export function printedLegalName(name: string, pages: PageText[]): string | null {
  const wanted = normal(name);
  if (wanted.length < 3) return null;
  for (const line of pages.flatMap((page) => page.lines)) {
    for (const token of line.tokens) {
      const names = [...legalNamesIn(token.text), ...token.text.split(/\s+[-–—·•|]\s+|\s{2,}/).map((piece) => upToCompanyForm(nameOnly(piece)))];
      const found = names.find((candidate) => isEntity(candidate) && normal(candidate).startsWith(`${wanted} `) && candidate.split(/\s+/).length <= wanted.split(' ').length + 3);
      if (found) return found;
    }
  }
  return null;
}
