import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  gray?: boolean;
}

/** A US Letter page on which layouts place text by its top-left corner, as designers think. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  text(value: string, x: number, top: number, style?: TextStyle): void;
  rule(x1: number, x2: number, top: number): void;
  box(x: number, top: number, width: number, height: number, shaded?: boolean): void;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument, family: 'helvetica' | 'times' | 'courier' = 'helvetica'): Promise<Fonts> {
  const names: Record<typeof family, [StandardFonts, StandardFonts]> = {
    helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
    times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
    courier: [StandardFonts.Courier, StandardFonts.CourierBold],
  };
  const [regular, bold] = names[family];
  return { regular: await doc.embedFont(regular), bold: await doc.embedFont(bold) };
}

export function addCanvas(doc: PDFDocument, fonts: Fonts): Canvas {
  const page: PDFPage = doc.addPage([612, 792]);
  const height = page.getHeight();
  return {
    width: page.getWidth(),
    height,
    text(value, x, top, style = {}) {
      const size = style.size ?? 9;
      const font = style.bold ? fonts.bold : fonts.regular;
      const width = font.widthOfTextAtSize(value, size);
      const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
      page.drawText(value, { x: left, y: height - top - size, size, font, color: style.gray ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0) });
    },
    rule(x1, x2, top) {
      page.drawLine({ start: { x: x1, y: height - top }, end: { x: x2, y: height - top }, thickness: 0.6, color: rgb(0.5, 0.5, 0.5) });
    },
    box(x, top, width, boxHeight, shaded = false) {
      page.drawRectangle({
        x,
        y: height - top - boxHeight,
        width,
        height: boxHeight,
        borderColor: rgb(0.6, 0.6, 0.6),
        borderWidth: 0.6,
        color: shaded ? rgb(0.92, 0.92, 0.92) : undefined,
      });
    },
  };
}
