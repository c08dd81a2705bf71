import { parseDocument } from 'htmlparser2';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];

/** What a link to a vendor's billing portal says, or where it goes. */
const PORTAL_TEXT = /\b(?:view|see|download|open|get|access|review)\b.{0,30}\b(?:bill|invoice|statement|account|balance|document)s?\b|\bpay\b|\bpayment\b|\bbill\b|\binvoice\b|\bportal\b|\bmy\s*account\b|\b(?:log|sign)\s*in\b/i;
const PORTAL_HREF = /(?:bill|invoice|statement|pay|portal|account|myaccount|billing)/i;
/** Links every e-mail carries that never lead to a bill. */
const NOT_PORTAL = /unsubscribe|opt[\s-]*out|preferences|privacy|terms|help|support|faq|contact|facebook|twitter|linkedin|instagram|youtube|x\.com|app\s*store|google\s*play|careers|newsletter|webinar|blog/i;
const MAX_LINKS = 5;

const textOf = (node: ChildNode): string => ('children' in node ? node.children.map(textOf).join(' ') : node.type === 'text' ? node.data : '');

/**
 * The links a reviewer follows to a bill held in the vendor's portal ("View your bill", "Pay
 * now"), in the order the e-mail shows them: http(s) only, marketing, help and social links left
 * out, each once, at most five.
 */
export function portalLinks(html: string | null, text: string | null): string[] {
  const found: string[] = [];
  const add = (href: string, label: string) => {
    const url = href.trim();
    if (!/^https?:\/\/[^\s"<>]+$/i.test(url) || found.includes(url) || found.length >= MAX_LINKS) return;
    if (NOT_PORTAL.test(label) || NOT_PORTAL.test(url)) return;
    if (PORTAL_TEXT.test(label) || PORTAL_HREF.test(url)) found.push(url);
  };
  if (html) {
    const walk = (node: ChildNode) => {
      if ('attribs' in node && node.name === 'a' && node.attribs.href) add(node.attribs.href, `${textOf(node)} ${node.attribs.title ?? ''}`.replace(/\s+/g, ' '));
      if ('children' in node) node.children.forEach(walk);
    };
    parseDocument(html, { decodeEntities: true }).children.forEach(walk);
  } else if (text) {
    for (const match of text.matchAll(/(?:^|\n)([^\n]{0,80}?)\s*<?(https?:\/\/[^\s<>]+)>?/g)) add(match[2]!, match[1] ?? '');
  }
  return found;
}
