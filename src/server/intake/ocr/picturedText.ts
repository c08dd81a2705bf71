import { type Line, lineText } from '../extraction/document';
import { loadPdfJs, standardFontDataUrl, type PdfPage } from '../pdf/pdfjs';
import { prepareRendered } from './pageImages';
import { recognizePage } from './recognize';
import { drawPage } from './renderPdf';

/** Lines that a page of a text PDF shows only as a picture or a drawing, read by OCR. */
export interface PicturedPage {
  number: number;
  lines: Line[];
}

/** A letterhead's logo sits in the top third of its page. */
const BAND = 1 / 3;
const DPI = 200;
/** Fewer dark pixels than this left after the text is painted over: a rule or a box's corner, no word. */
const INK_MIN = 400;
/**
 * OCR reads a picture's shapes as short words of little certainty ("R)", "OoYO" at 0.40 for the
 * oyo logo); a logo's name that it reads well ("Saeco" 0.94, "QualityHosting" 0.90) is kept.
 */
const WORD_SURE = 0.7;
const WORD = /\p{L}.*\p{L}.*\p{L}/u;

/**
 * The words a text PDF prints only in pictures or drawings at the top of the given pages: a
 * vendor whose name is its logo (a picture) prints it nowhere in the text layer. Each page's top
 * third is drawn with every run of the text layer painted over in white, so OCR sees only what
 * the text layer lacks; a band with no ink left is not read. Never throws: a page that cannot
 * be drawn gives no lines.
 */
export async function picturedText(bytes: Uint8Array, pages: readonly number[]): Promise<PicturedPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl: standardFontDataUrl(), verbosity: 0 });
  try {
    const doc = await task.promise;
    const read: PicturedPage[] = [];
    for (const number of pages.filter((n) => n >= 1 && n <= doc.numPages)) {
      const lines = await pageBand(await doc.getPage(number), number).catch(() => []);
      if (lines.length > 0) read.push({ number, lines });
    }
    return read;
  } catch {
    return [];
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

async function pageBand(page: PdfPage, number: number): Promise<Line[]> {
  const viewport = page.getViewport({ scale: DPI / 72 });
  const content = await page.getTextContent();
  const { canvas, context } = await drawPage(page, DPI, BAND);
  context.fillStyle = '#ffffff';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c, d, e, f] = item.transform as number[];
    const size = Math.hypot(c ?? 0, d ?? 0) || item.height;
    // The run's box from below its descenders to above its accents, a little wider than its advance.
    const [x1, y1] = viewport.convertToViewportPoint(e ?? 0, (f ?? 0) - size * 0.3) as [number, number];
    const [x2, y2] = viewport.convertToViewportPoint((e ?? 0) + item.width, (f ?? 0) + size * 1.1) as [number, number];
    context.fillRect(Math.min(x1, x2) - 2, Math.min(y1, y2) - 2, Math.abs(x2 - x1) + 4, Math.abs(y2 - y1) + 4);
  }
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let ink = 0;
  for (let i = 0; i < pixels.length && ink < INK_MIN; i += 4) if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 384) ink += 1;
  page.cleanup();
  if (ink < INK_MIN) return [];
  const image = await prepareRendered(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), canvas.width, canvas.height, DPI);
  const { page: read } = await recognizePage(image, number);
  return read.lines.flatMap((line) => {
    const tokens = line.tokens.filter((token) => (token.confidence ?? 0) >= WORD_SURE && WORD.test(token.text));
    return tokens.length > 0 ? [{ ...line, tokens, text: lineText(tokens) }] : [];
  });
}
