import type { DocumentKind } from '../../../shared/contract/documentKinds';
import type { Line, PageText } from './document';
import { DERIVED, type Found, HEURISTIC, LABELLED } from './found';
import { asksForPayment, paidInFull } from './amounts';
import { isStatementOfAccount } from './statement';

/**
 * What a document is, from its title first (the largest or first words at the top of its
 * first page), then from what its text says. A kind named by the title is as sure as a label;
 * one only the body suggests is less sure, and a document nothing marks is an invoice only if it
 * has an invoice's marks (decided by the caller).
 */
interface KindRule {
  kind: Exclude<DocumentKind, 'invoice'>;
  title?: RegExp;
  body?: RegExp;
}

const MINIMUM_PAYMENT = String.raw`\b(?:minimum\s+payment\s+due|pagamento\s+m[íi]nimo|pago\s+m[íi]nimo)(?![\p{L}])`;
const CREDIT_LIMIT = String.raw`\b(?:credit\s+limit|available\s+credit|limite\s+(?:total|de\s+cr[ée]dito|dispon[íi]vel)|l[íi]mite\s+de\s+cr[ée]dito)(?![\p{L}])`;

const RULES: KindRule[] = [
  { kind: 'credit_note', title: /\bcredit\s*(?:note|memo(?:randum)?)\b|\bavoir\b|\bgutschrift\b/i },
  {
    kind: 'not_a_bill',
    title: /\bcertificate\s+of\s+[\p{L}’' ]{0,40}insurance\b|\b(?:service\s+)?rates?\s+(?:change|increase|adjustment)s?\b|\babout\s+your\s+(?:service\s+)?rates\b|\bform\s+w-?9\b|\bw-?9\b|request\s+for\s+taxpayer|\b(?:service\s+)?agreement\b|\bcontract\b|\bnewsletter\b|\bservice\s+update\b|\brate\s+(?:change|notice)\b|\bannouncement\b|\b(?:usage|billing|payment|account|(?:monthly|annual)(?:\s+\p{L}+)?)\s+history\b|\btariff\b|\bamorti[sz](?:ation|sement)\b|\b(?:load|rate)\s+confirmation\b|\brent\s+roll\b|\b(?:explanation|estimate)\s+of\s+benefits\b|\bpredetermination\b|\bstatements?\s+of\s+(?:comprehensive\s+)?(?:income|operations|cash\s+flows?|financial\s+position|changes\s+in\s+equity)\b|\bbalance\s+sheet\b|\bnotice\s+of\s+(?:(?:annual|extraordinary|special)\s+)?general\s+meeting\b|\bminutes\s+of\s+(?:the\s+)?(?:(?:annual|extraordinary|special)\s+)?(?:general\s+)?meeting\b|\bowners\s+corporation\s+certificate\b|\bcertificate\s+of\s+currency\b/iu,
    body: /\bunsubscribe\b|\bnothing\s+to\s+pay\b|\bthis\s+is\s+not\s+a\s+bill\b|\bno\s+payment\s+is\s+(?:due|required)\b|\bno\s+action\s+is\s+(?:needed|required)\b|\byour\s+next\s+(?:invoice|bill)\s+will\b/i,
  },
  {
    kind: 'receipt',
    // "Due upon receipt" is an invoice's terms, not a receipt.
    title: /(?<!\b(?:upon|on|of|after)\s+)\breceipt\b|\bk[uw]itansi\b|\bfac?tura[\s/-]*recibo\b|\bpayment\s+(?:received|confirmation)\b|(?<!\b(?:not|if|unless)\s+)\bpaid\s+in\s+full\b|^paid$/i,
    body: /\bpayment\s+received,?\s+thank\s+you\b|\bbelow\s+is\s+your\s+receipt\b|\byour\s+(?:card\s+)?(?:sale|payment|purchase|transaction)\s+(?:is|was|has\s+been)\s+(?:complete|successful|approved)\b|\bthanks?\s+(?:you\s+)?for\s+(?:your\s+payment|riding)\b|\bwe\s+confirm\s+receipt\s+of\s+your\b.*\bpayment\b|\bbalance\s+(?:remaining|due)\s*:?\s*\$?0\.00\b|\bchange\s+due\b|\bcheck\s+closed\b|\bbukti\s+pembayaran\b/i,
  },
  {
    kind: 'quote',
    title: /\bquot(?:e|ation)\b|\bestimate\b|\bproposal\b|\bbid\b|\btender\b|\bdevis\b|\bpresupuesto\b|\bangebot\b|\bofferte\b/i,
    body: /\b(?:valid|good)\s+(?:until|through|for\s+\d+\s+days)\b|\bthis\s+is\s+not\s+an\s+invoice\b|\bto\s+accept\s+this\s+(?:quote|estimate|proposal)\b/i,
  },
  {
    // A card's statement asks for a minimum payment against a credit limit: it lists charges already paid to others.
    // A Brazilian card's "fatura" asks for its "pagamento mínimo" against a "limite de crédito", a Spanish one for its "pago mínimo".
    kind: 'statement',
    body: new RegExp(`${MINIMUM_PAYMENT}[\\s\\S]*${CREDIT_LIMIT}|${CREDIT_LIMIT}[\\s\\S]*${MINIMUM_PAYMENT}`, 'iu'),
  },
  {
    // A bank's account statement lists deposits and withdrawals between two balances; it asks for nothing.
    kind: 'statement',
    body: /^(?=[\s\S]*\b(?:beginning|opening)\s+balance\b)(?=[\s\S]*\b(?:ending|closing)\s+balance\b)(?=[\s\S]*\bdeposits?\b)(?=[\s\S]*\bwithdrawals?\b)/i,
  },
  {
    kind: 'reminder',
    title: /\bpast[\s-]*due\b|\boverdue\b|\breminder\b|\b(?:final|second|last)\s+notice\b|\bdunning\b|\bcollection\s+notice\b|\bdisconnection\s+notice\b/i,
    body: /\boutstanding\s+invoice\b|\bis\s+now\s+(?:more\s+than\s+)?\d*\s*days?\s+(?:past\s+due|overdue)\b|\bremains?\s+unpaid\b|\bhas\s+not\s+(?:yet\s+)?been\s+paid\b/i,
  },
];

/** "Status: Paid", "Statut : payée", "Invoice status: PAID": the invoice says it was paid. */
const PAID_STATUS = /\bstat(?:us|ut)\s*:?\s*(?:paid|pay[ée]e|pagad[ao]|bezahlt)\b/i;
/**
 * "Cette facture a été réglée par Credit Card", "This invoice has been paid", "Your credit card (…7162) has been successfully authorized",
 * "heeft u de factuur vooruitbetaald met Credit Card": the invoice says so in a sentence ("Heeft u deze factuur al betaald?" only asks).
 */
const PAID_SENTENCE = /\bthis\s+invoice\s+(?:has\s+been|was|is)\s+(?:paid|settled)\b|\byour\s+(?:credit\s+|debit\s+)?card\b[^.]{0,40}?\bhas\s+been\s+(?:successfully\s+)?(?:charged|authori[sz]ed|debited)\b|\bcette\s+facture\s+a\s+[ée]t[ée]\s+(?:r[ée]gl[ée]e|pay[ée]e)\b|\bdiese\s+rechnung\s+(?:wurde|ist)\s+(?:bereits\s+)?bezahlt\b|\bdie\s+zahlung\s+erfolgte\s+(?:per|mit|via|durch)\b|\bbetrag\s+(?:per|mit|via)\s+\S+\s+bezahlt\b|\bheeft\s+u\s+(?:de(?:ze)?\s+factuur\s+)?(?:al\s+|reeds\s+)?(?:vooruit)?betaald\b(?!\s*\?)|\bfactuur\s+is\s+(?:al\s+|reeds\s+)?(?:vooruit)?betaald\b(?!\s*\?)/i;

const NOT_A_BILL = /\bthis\s+is?\s+not\s+a\s+bill\b/i;
const PRO_FORMA = /\bpro[\s-]?forma\b/i;
/** German compounds name invoices too: "Schlussrechnung" (final), "Teilrechnung", "Abschlagsrechnung"; Czech, Polish and Nordic "Faktura", Finnish "Lasku", Greek "Τιμολόγιο". */
const INVOICE_TITLE = /\b(?:tax\s+)?invoice\b|\bfee\s+note\b|\bbill\b|\bfa[ck]tur[ae]?\b|rechnung\b|\blasku\b|(?<![\p{L}])(?:фактура|sz[áa]mla|τιμολ[όο]γιο)(?![\p{L}])/iu;

/** A token that is only a document's name, as in a box "Quotation  Q-8737" or a heading. */
const KIND_WORD = /^(?:tax\s+)?(?:invoice|quot(?:e|ation)|estimate|proposal|statement(?:\s+of\s+account)?|(?:(?:transaction|payment|sales?|purchase)\s+)?receipt|credit\s*(?:note|memo)|fee\s+note|(?:final|past[\s-]*due)\s+notice|reminder)$/i;

/**
 * The title: the tallest text in the top third of the first page, the short texts of its first
 * lines, and any token up there that is only a document's name.
 */
export function titleOf(page: PageText): string {
  const top = page.lines.filter((line) => line.y < page.height * 0.35);
  const heights = top.map((line) => line.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const tall = top.filter((line) => line.height >= median * 1.25).map((line) => line.text);
  const named = top.flatMap((line) => line.tokens).map((token) => token.text.trim()).filter((text) => KIND_WORD.test(text));
  // A heading is a few words; a sentence near the top ("Re: outstanding invoice 12") is not one.
  const short = top.slice(0, 2).flatMap((line) => line.tokens).map((token) => token.text.trim()).filter((text) => text.split(/\s+/).length <= 4 && !/[.!?]$/.test(text));
  return [...tall, ...short, ...named].join('\n');
}

export function classifyDocument(pages: PageText[]): Found<DocumentKind> {
  const first = pages[0];
  if (!first) return { value: 'not_a_bill', confidence: HEURISTIC };
  const title = titleOf(first);
  const lines = pages.flatMap((page) => page.lines);
  const text = lines.map((line) => line.text).join('\n');
  if (pages.some(isStatementOfAccount)) return { value: 'statement', confidence: LABELLED };
  // An insurer's estimate says "THIS IS NOT A BILL" (its scan "THIS I NOT A BILL") above an "amount you may owe".
  if (NOT_A_BILL.test(text) && !asksForPayment(lines)) return { value: 'not_a_bill', confidence: LABELLED, reason: 'it says it is not a bill' };
  const titled = RULES.find((rule) => rule.title?.test(title));
  // An invoice stamped PAID, or whose status says so, is a receipt: it was paid, and must not be paid again.
  if (titled?.kind === 'receipt' || paidStamp(first)) return { value: 'receipt', confidence: titled ? LABELLED : DERIVED };
  if (PAID_STATUS.test(text)) return { value: 'receipt', confidence: DERIVED, reason: 'its status says it is paid' };
  if (PAID_SENTENCE.test(text)) return { value: 'receipt', confidence: DERIVED, reason: 'it says it has been paid' };
  if (!titled && paidInFull(lines)) return { value: 'receipt', confidence: DERIVED, reason: 'paid when issued: the amount paid is the total and nothing is left to pay' };
  // "Factura proforma", "Pro forma invoice": asks for money before a sale, and is no invoice to book.
  if (PRO_FORMA.test(title)) return { value: 'quote', confidence: LABELLED, reason: 'a pro forma invoice: no bill to pay' };
  // A bill that heads a chart "ENERGY USAGE HISTORY" beside what it asks to be paid is still the bill.
  if (titled?.kind === 'not_a_bill' && INVOICE_TITLE.test(title) && asksForPayment(lines)) return { value: 'invoice', confidence: DERIVED, reason: 'titled a bill and asks for payment, beside a heading of another kind' };
  if (titled && !(INVOICE_TITLE.test(title) && !titledAbove(first, titled.title!))) return { value: titled.kind, confidence: LABELLED };
  if (INVOICE_TITLE.test(title)) return { value: 'invoice', confidence: LABELLED };
  // "Thank you for your payment" on a bill that asks for the next one thanks for the last.
  const bodied = RULES.find((rule) => rule.body?.test(text) && !(rule.kind === 'receipt' && asksForPayment(lines)));
  if (bodied) return { value: bodied.kind, confidence: DERIVED };
  return { value: 'invoice', confidence: HEURISTIC };
}

/**
 * When the title names an invoice and another kind too ("Invoice - Past Due"), the kind
 * printed larger or higher wins.
 */
function titledAbove(page: PageText, pattern: RegExp): boolean {
  const rank = (test: (line: Line) => boolean) => {
    const line = page.lines.find(test);
    return line ? line.height * 10 - line.y / 10 : -Infinity;
  };
  return rank((line) => pattern.test(line.text)) > rank((line) => INVOICE_TITLE.test(line.text));
}

/** A "PAID" stamp: the word alone in its own token, set large. */
function paidStamp(page: PageText): boolean {
  const heights = page.lines.map((line) => line.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  return page.lines.some((line) => line.height >= median * 1.5 && line.tokens.some((token) => /^paid(?:\s+in\s+full)?$/i.test(token.text.trim())));
}
