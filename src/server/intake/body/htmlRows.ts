import { parseDocument } from 'htmlparser2';

// htmlparser2 brings its own domhandler; its types are taken from it rather than from another copy.
type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

/** A piece of text as the e-mail shows it, with the size of its type in points. */
export interface Run {
  text: string;
  size: number;
}

/** One line of text inside a cell. */
export type TextLine = Run[];
/** A cell: its lines, top to bottom. */
export type Cell = TextLine[];
/** A visual row: its cells side by side. */
export type Row = Cell[];

const DEFAULT_SIZE = 10;
const HEADING_SIZES: Record<string, number> = { h1: 22, h2: 18, h3: 15, h4: 12 };
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'template', 'noscript', 'svg', 'iframe', 'object']);
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'center', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'address', 'hr', 'form', 'fieldset', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption', 'body', 'html']);

const isElement = (node: ChildNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** Hidden preheaders and tracking text are not what the reader sees. */
function hidden(element: Element): boolean {
  const style = element.attribs.style ?? '';
  return /display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0|font-size\s*:\s*0(?:px)?\s*(?:;|$)/i.test(style) || element.attribs.hidden !== undefined || element.attribs['aria-hidden'] === 'true';
}

function sizeOf(element: Element, inherited: number): number {
  const heading = HEADING_SIZES[element.name];
  if (heading) return heading;
  const match = /font-size\s*:\s*([\d.]+)\s*(px|pt|em|rem)?/i.exec(element.attribs.style ?? '');
  if (!match) return inherited;
  const value = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  const points = unit === 'pt' ? value : unit === 'px' ? value * 0.75 : value * DEFAULT_SIZE;
  return Number.isFinite(points) && points > 0 ? Math.min(points, 60) : inherited;
}

/** Rows of the table's own rows (not those of tables nested in its cells). */
function ownRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.children) {
    if (!isElement(child)) continue;
    if (child.name === 'tr') rows.push(child);
    else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') rows.push(...child.children.filter(isElement).filter((row) => row.name === 'tr'));
  }
  return rows;
}

const containsTable = (element: Element): boolean => element.children.some((child) => isElement(child) && (child.name === 'table' || containsTable(child)));

/**
 * Lines of runs of a piece of content that holds no table: a block element or a <br> ends a
 * line, inline elements only change the size of their text.
 */
function stackOf(nodes: ChildNode[], size: number): Cell {
  const lines: Cell = [[]];
  const breakLine = () => {
    if (lines[lines.length - 1]!.length > 0) lines.push([]);
  };
  const walk = (node: ChildNode, current: number) => {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      const line = lines[lines.length - 1]!;
      // Blank text between two inline elements still keeps their words apart.
      if (text.trim() !== '' || line.length > 0) line.push({ text, size: current });
      return;
    }
    if (!isElement(node) || SKIPPED.has(node.name) || hidden(node)) return;
    if (node.name === 'br') return breakLine();
    const block = BLOCKS.has(node.name);
    if (block) breakLine();
    const inner = sizeOf(node, current);
    for (const child of node.children) walk(child, inner);
    if (block) breakLine();
  };
  for (const node of nodes) walk(node, size);
  return lines.filter((line) => line.length > 0);
}

/**
 * An HTML body as rows of cells, the way it is drawn: a table row whose cells hold only text
 * becomes one row with its cells side by side (labels over or beside their values); a cell that
 * holds another table (the layout tables of billing e-mails) is laid out row by row in turn.
 */
export function htmlRows(html: string): Row[] {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
  const rows: Row[] = [];
  const flow = (nodes: ChildNode[], size: number) => {
    let pending: ChildNode[] = [];
    const flush = () => {
      for (const line of stackOf(pending, size)) rows.push([[line]]);
      pending = [];
    };
    for (const node of nodes) {
      if (isElement(node) && !SKIPPED.has(node.name) && !hidden(node) && (node.name === 'table' || containsTable(node))) {
        flush();
        if (node.name === 'table') table(node, sizeOf(node, size));
        else flow(node.children, sizeOf(node, size));
      } else pending.push(node);
    }
    flush();
  };
  const table = (element: Element, size: number) => {
    for (const row of ownRows(element)) {
      if (hidden(row)) continue;
      const cells = row.children.filter(isElement).filter((cell) => (cell.name === 'td' || cell.name === 'th') && !hidden(cell));
      if (cells.some(containsTable)) {
        for (const cell of cells) flow(cell.children, sizeOf(cell, size));
        continue;
      }
      const stacks = cells.map((cell) => stackOf(cell.children, sizeOf(cell, sizeOf(row, size))));
      if (stacks.some((stack) => stack.length > 0)) rows.push(stacks);
    }
  };
  flow(document.children, DEFAULT_SIZE);
  return rows;
}
