import type { EmailSummary } from '../../../shared/contract/emails';

/** Elements whose text is not part of what the reader sees. */
const HIDDEN = new Set(['HEAD', 'TITLE', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'svg']);
/** Elements on lines of their own; paragraphs and headings also leave a blank line around them. */
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'CENTER', 'DD', 'DIV', 'DL', 'DT', 'FIGURE', 'FOOTER', 'FORM', 'HEADER', 'HR', 'LI',
  'MAIN', 'NAV', 'OL', 'PRE', 'SECTION', 'TABLE', 'TBODY', 'TFOOT', 'THEAD', 'TR', 'UL',
]);
const PARAGRAPHS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** Writes text the way a browser lays it out: collapsed spaces, breaks between blocks. */
class TextWriter {
  private out = '';
  private pendingBreaks = 0;

  text(value: string, pre: boolean): void {
    let text = pre ? value : value.replace(/\s+/g, ' ');
    const lineStart = this.out === '' || this.out.endsWith('\n') || this.pendingBreaks > 0;
    if (!pre && (lineStart || this.out.endsWith(' '))) text = text.replace(/^ /, '');
    if (!text) return;
    this.flush();
    this.out += text;
  }

  lineBreak(): void {
    this.flush();
    this.out += '\n';
  }

  blockBoundary(breaks: number): void {
    this.pendingBreaks = Math.max(this.pendingBreaks, breaks);
  }

  result(): string {
    return this.out
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/^\n+|\s+$/g, '');
  }

  private flush(): void {
    if (this.out) this.out += '\n'.repeat(this.pendingBreaks);
    this.pendingBreaks = 0;
  }
}

function collect(node: Node, writer: TextWriter, pre: boolean): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) writer.text((child as Text).data, pre);
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName;
    if (HIDDEN.has(tag)) continue;
    if (tag === 'BR') {
      writer.lineBreak();
      continue;
    }
    const breaks = PARAGRAPHS.has(tag) ? 2 : BLOCKS.has(tag) ? 1 : 0;
    writer.blockBoundary(breaks);
    collect(child, writer, pre || tag === 'PRE');
    writer.blockBoundary(breaks);
    if (tag === 'TD' || tag === 'TH') writer.text(' ', false);
  }
}

/**
 * The text of an HTML body with its line breaks. DOMParser builds an inert document: nothing in
 * it runs or loads, so even a hostile body is only read.
 */
export function htmlToPlainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const writer = new TextWriter();
  collect(document.body ?? document.documentElement, writer, false);
  return writer.result();
}

export interface EmailContent {
  html: string | null;
  /** The plain text to show: the message's own, or derived from the HTML; null when neither has any. */
  text: string | null;
}

/** SPEC.md section 2: plain text comes from the e-mail, else from its HTML. */
export function emailContent(email: Pick<EmailSummary, 'body' | 'rawEmailData'>): EmailContent {
  const html = email.rawEmailData?.html?.trim() ? email.rawEmailData.html : null;
  const own = [email.body, email.rawEmailData?.text].find((text) => text && text.trim());
  const text = own ?? (html ? htmlToPlainText(html) : '');
  return { html, text: text.trim() ? text : null };
}
