import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { contentIdOfSource, type InlineImages } from './inlineImages';

/**
 * The fixed allow-list of SPEC.md section 2: what formatted e-mail needs to read well (text,
 * lists, tables, links, images, inline styles) and nothing that can run, submit or embed.
 */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'address', 'b', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup',
  'dd', 'del', 'div', 'dl', 'dt', 'em', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd',
  'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strike', 'strong', 'style', 'sub', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'tt', 'u', 'ul',
];

export const ALLOWED_ATTR = [
  'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'class', 'color', 'colspan', 'dir', 'face',
  'height', 'href', 'hspace', 'lang', 'nowrap', 'rowspan', 'size', 'span', 'src', 'start', 'style', 'title', 'type',
  'valign', 'vspace', 'width',
];

/** Named again so a later edit of the allow-list cannot let them in by accident. */
const FORBID_TAGS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'option', 'meta', 'link', 'base', 'svg', 'math', 'template', 'noscript', 'portal'];
const FORBID_ATTR = ['srcdoc', 'srcset', 'action', 'formaction', 'xlink:href', 'background', 'id', 'name', 'ping'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Keeps a leading <style> in the body instead of losing it to the parsed <head>.
  FORCE_BODY: true,
};

const LINK_URL = /^(?:https?:|mailto:|tel:)/i;
/** The pictures a message may embed as data: URLs: raster only, an SVG is a document, not a picture. */
const RASTER = 'image\\/(?:png|jpe?g|gif|webp|bmp)';
const IMAGE_URL = new RegExp(`^(?:https?:|cid:|data:${RASTER};)`, 'i');
/** CSS that once ran script in some browser, or reaches beyond the message (old IE, Firefox XBL). */
const ACTIVE_CSS = new RegExp(`expression\\s*\\(|javascript:|vbscript:|behaviou?r\\s*:|-moz-binding|@import|url\\s*\\(\\s*['"]?\\s*(?!https?:|data:${RASTER};)`, 'i');

const EMBEDDABLE = new RegExp(`^${RASTER}$`, 'i');
const IMAGE_CAP = 'max-width:100% !important;height:auto !important';

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, '');
}

const NO_PICTURES: InlineImages = new Map();
/** The pictures of the message being sanitised; hooks are set once, so the call in progress lends them its own. */
let inlineImages = NO_PICTURES;

function restrictAttributes(node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) {
  let value = data.attrValue.trim();
  const contentId = data.attrName === 'src' ? contentIdOfSource(value) : undefined;
  // The picture itself in place of its name; it still has to pass the image rule below.
  const picture = contentId === undefined ? undefined : inlineImages.get(contentId);
  if (picture) value = data.attrValue = picture;
  if (data.attrName === 'style' && ACTIVE_CSS.test(withoutComments(value))) data.keepAttr = false;
  if (data.attrName === 'href' && !LINK_URL.test(value)) data.keepAttr = false;
  if (data.attrName === 'src' && (node.tagName !== 'IMG' || !IMAGE_URL.test(value))) data.keepAttr = false;
}

function finishElement(node: Element) {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    const own = node.getAttribute('style')?.trim().replace(/;?$/, ';') ?? '';
    node.setAttribute('style', `${own === ';' ? '' : own}${IMAGE_CAP}`);
  }
  // A <style> element's text is CSS for the whole frame: the same rules as a style attribute.
  if (node.tagName === 'STYLE' && ACTIVE_CSS.test(withoutComments(node.textContent ?? ''))) node.textContent = '';
}

let purifier: Purifier | null = null;

/** One instance of our own, so the hooks never touch a DOMPurify someone else configures. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', restrictAttributes);
  purifier.addHook('afterSanitizeAttributes', finishElement);
  return purifier;
}

/** Whether a picture of this content type may be shown embedded, as a data: URL. */
export function isEmbeddableImage(contentType: string): boolean {
  return EMBEDDABLE.test(contentType);
}

/**
 * E-mail HTML made safe to show: the allow-list above, links to a new tab, images capped, and
 * a `cid:` picture replaced by its data: URL when `pictures` has it.
 */
export function sanitizeEmailHtml(html: string, pictures: InlineImages = NO_PICTURES): string {
  inlineImages = pictures;
  try {
    return getPurifier().sanitize(html, CONFIG);
  } finally {
    // Not kept past the call: a message's pictures can weigh megabytes.
    inlineImages = NO_PICTURES;
  }
}
