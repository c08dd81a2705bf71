import type { PdfJs, PdfPage } from '../pdf/pdfjs';
import type { DecodedPicture } from './pageImages';

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** pdf.js's names for how a decoded picture's bytes are laid out (its ImageKind); RGBA is drawn. */
const CHANNELS: Record<number, DecodedPicture['channels']> = { 1: 'bits', 2: 3 };

const near = (value: number, wanted: number, of: number) => Math.abs(value - wanted) <= 0.03 * of;

/**
 * A scanner's page: one picture, upright, over the whole page and nothing else drawn. Such a
 * page is read from its picture as pdf.js decodes it, at the scanner's own resolution, instead
 * of being drawn onto a canvas first: drawing cost ~0.3 s and ~100 MB a page and added nothing.
 * Anything else (text, vector art, several pictures, a turned page, a mask, a hidden layer, a
 * picture shorter than it says) is null, and the page is drawn.
 */
export async function scannerPicture(page: PdfPage, OPS: PdfJs['OPS']): Promise<DecodedPicture | null> {
  if (page.rotate % 360 !== 0) return null;
  try {
    const found = await soleUprightPicture(page, OPS);
    if (!found) return null;
    const objects = found.name.startsWith('g_') ? page.commonObjs : page.objs;
    const image = await new Promise<unknown>((resolve) => objects.get(found.name, resolve));
    const { width, height, kind, data } = (image ?? {}) as { width?: number; height?: number; kind?: number; data?: unknown };
    const channels = kind === undefined ? undefined : CHANNELS[kind];
    if (!width || !height || !channels || !(data instanceof Uint8Array || data instanceof Uint8ClampedArray)) return null;
    // A truncated stream decodes short; drawn, its missing rows are white.
    const needed = channels === 'bits' ? Math.ceil(width / 8) * height : width * height * channels;
    if (data.byteLength < needed) return null;
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels, drawnWidth: found.width, drawnHeight: found.height };
  } catch {
    return null;
  }
}

/** The name and drawn size (in points) of the page's one picture, when it is all the page draws and covers it upright. */
async function soleUprightPicture(page: PdfPage, OPS: PdfJs['OPS']): Promise<{ name: string; width: number; height: number } | null> {
  // Marked content with properties may be an optional layer that is hidden: not harmless.
  const harmless = new Set<number>([OPS.dependency, OPS.save, OPS.restore, OPS.transform, OPS.beginMarkedContent, OPS.endMarkedContent]);
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let found: { name: string; ctm: Matrix } | null = null;
  for (const [index, fn] of fnArray.entries()) {
    const args = argsArray[index] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject && !found && typeof args?.[0] === 'string') found = { name: args[0], ctm };
    else if (!harmless.has(fn)) return null;
  }
  if (!found) return null;
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const [a, b, c, d, e, f] = found.ctm;
  const [pageWidth, pageHeight] = [x1 - x0, y1 - y0];
  // The unit square the picture fills, turned by nothing, mirrored by nothing, on the page's own box.
  const upright = Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6 && a > 0 && d > 0;
  const covers = near(a, pageWidth, pageWidth) && near(d, pageHeight, pageHeight) && near(e, x0, pageWidth) && near(f, y0, pageHeight);
  return upright && covers ? { name: found.name, width: a, height: d } : null;
}
