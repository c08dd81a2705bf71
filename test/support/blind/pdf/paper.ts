import {
  PDFDocument, PDFHexString, PDFNumber, PDFOperator, PDFOperatorNames as Ops, StandardFonts, degrees, rgb,
  type PDFFont, type PDFName, type PDFPage, type PDFRef,
} from 'pdf-lib';

export type FontKey = 'sans' | 'sansBold' | 'sansItalic' | 'serif' | 'serifBold' | 'serifItalic' | 'mono' | 'monoBold';

const STANDARD: Record<FontKey, StandardFonts> = {
  sans: StandardFonts.Helvetica,
  sansBold: StandardFonts.HelveticaBold,
  sansItalic: StandardFonts.HelveticaOblique,
  serif: StandardFonts.TimesRoman,
  serifBold: StandardFonts.TimesRomanBold,
  serifItalic: StandardFonts.TimesRomanItalic,
  mono: StandardFonts.Courier,
  monoBold: StandardFonts.CourierBold,
};

export interface TextStyle {
  font?: FontKey;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Degrees counter-clockwise about the text origin. */
  rotate?: number;
  opacity?: number;
}

export interface ShapeStyle {
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: number[];
  opacity?: number;
}

export const ZW = '\u200b';

export function color(hex: string): ReturnType<typeof rgb> {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * A code that draws nothing and reads back as U+200B: standard fonts cannot encode it, so a
 * Helvetica with zero width and a ToUnicode map stands in for it.
 */
function zeroWidthFont(pdf: PDFDocument): PDFRef {
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '1 beginbfchar <20> <200B> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const toUnicode = pdf.context.register(pdf.context.flateStream(cmap));
  return pdf.context.register(
    pdf.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding', FirstChar: 32, LastChar: 32, Widths: [0], ToUnicode: toUnicode }),
  );
}

export class Paper {
  readonly sheets: Sheet[] = [];
  private readonly fonts = new Map<FontKey, PDFFont>();
  private zeroWidth: PDFRef | undefined;

  private constructor(readonly pdf: PDFDocument, readonly size: [number, number]) {}

  static async create(size: [number, number]): Promise<Paper> {
    // No dates or producer in the file, so the same seed gives the same bytes.
    return new Paper(await PDFDocument.create({ updateMetadata: false }), size);
  }

  font(key: FontKey): PDFFont {
    let font = this.fonts.get(key);
    if (!font) {
      font = this.pdf.embedStandardFont(STANDARD[key]);
      this.fonts.set(key, font);
    }
    return font;
  }

  zeroWidthRef(): PDFRef {
    this.zeroWidth ??= zeroWidthFont(this.pdf);
    return this.zeroWidth;
  }

  page(size: [number, number] = this.size): Sheet {
    const sheet = new Sheet(this, this.pdf.addPage(size));
    this.sheets.push(sheet);
    return sheet;
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }
}

/** One page, measured from its top-left corner (y grows downwards, text y is the baseline). */
export class Sheet {
  private zeroWidthKey: PDFName | undefined;

  constructor(readonly paper: Paper, readonly page: PDFPage) {}

  get width(): number {
    return this.page.getWidth();
  }

  get height(): number {
    return this.page.getHeight();
  }

  measure(text: string, style: TextStyle = {}): number {
    return this.paper.font(style.font ?? 'sans').widthOfTextAtSize(text.split(ZW).join(''), style.size ?? 9);
  }

  /** Draws one line of text and gives back its width; a U+200B in it stays in the text layer. */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    const size = style.size ?? 9;
    const font = this.paper.font(style.font ?? 'sans');
    const width = this.measure(text, style);
    let left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    const pieces = text.split(ZW);
    pieces.forEach((piece, index) => {
      if (index > 0) this.zeroWidthSpace(left, y, size);
      if (piece === '') return;
      this.page.drawText(piece, {
        x: left, y: this.height - y, size, font, color: color(style.color ?? '#111111'),
        rotate: style.rotate ? degrees(style.rotate) : undefined, opacity: style.opacity,
      });
      left += font.widthOfTextAtSize(piece, size);
    });
    return width;
  }

  rect(x: number, y: number, w: number, h: number, style: ShapeStyle = {}): void {
    this.page.drawRectangle({
      x, y: this.height - y - h, width: w, height: h,
      color: style.fill ? color(style.fill) : undefined,
      borderColor: style.stroke ? color(style.stroke) : undefined,
      borderWidth: style.stroke ? (style.width ?? 0.75) : 0,
      borderDashArray: style.dash, opacity: style.opacity, borderOpacity: style.opacity,
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, style: ShapeStyle = {}): void {
    this.page.drawLine({
      start: { x: x1, y: this.height - y1 }, end: { x: x2, y: this.height - y2 },
      thickness: style.width ?? 0.6, color: color(style.stroke ?? '#444444'), dashArray: style.dash, opacity: style.opacity,
    });
  }

  circle(x: number, y: number, r: number, style: ShapeStyle = {}): void {
    this.page.drawCircle({
      x, y: this.height - y, size: r,
      color: style.fill ? color(style.fill) : undefined,
      borderColor: style.stroke ? color(style.stroke) : undefined, borderWidth: style.stroke ? (style.width ?? 1) : 0,
    });
  }

  /** An SVG path drawn with its origin at (x, y), y down as in SVG. */
  path(d: string, x: number, y: number, style: ShapeStyle & { scale?: number } = {}): void {
    this.page.drawSvgPath(d, {
      x, y: this.height - y, scale: style.scale ?? 1,
      color: style.fill ? color(style.fill) : undefined,
      borderColor: style.stroke ? color(style.stroke) : undefined, borderWidth: style.stroke ? (style.width ?? 1) : 0,
    });
  }

  private zeroWidthSpace(x: number, y: number, size: number): void {
    this.zeroWidthKey ??= this.page.node.newFontDictionary('ZW', this.paper.zeroWidthRef());
    this.page.pushOperators(
      PDFOperator.of(Ops.BeginText),
      PDFOperator.of(Ops.SetFontAndSize, [this.zeroWidthKey, PDFNumber.of(size)]),
      PDFOperator.of(Ops.MoveText, [PDFNumber.of(x), PDFNumber.of(this.height - y)]),
      PDFOperator.of(Ops.ShowText, [PDFHexString.of('20')]),
      PDFOperator.of(Ops.EndText),
    );
  }
}
