import path from 'node:path';
import { createWorker, OEM, PSM, type Line as OcrLine, type Worker as Tesseract } from 'tesseract.js';
import { type Line, lineText, type PageText } from '../extraction/document';
import { buildLines, type PositionedText } from '../pdf/lines';
import type { PageImage } from './pageImages';

/** The English LSTM model shipped in @tesseract.js-data/eng: nothing is fetched at run time. */
const MODEL_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let engine: Promise<Tesseract> | null = null;

/** One recognizer per OCR thread, started on first use (~0.2 s) and kept. */
function recognizer(): Promise<Tesseract> {
  engine ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: MODEL_DIR, gzip: true, cacheMethod: 'none', logger: () => undefined }).then(async (worker) => {
    // Sparse text: a bill is labels and values scattered over the page, and the automatic page
    // layout drops a right-hand column of values as often as not. Tesseract's own notes
    // ("Estimating resolution…") would go to standard error for every page.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '1', debug_file: '/dev/null' });
    return worker;
  });
  return engine;
}

export async function stopRecognizer(): Promise<void> {
  const running = engine;
  engine = null;
  await (await running)?.terminate();
}

export interface RecognizedPage {
  page: PageText;
  /** Tesseract's mean word confidence for the page, 0..1. */
  confidence: number;
  /** The skew the page was read at, in degrees (a page fed in a little crooked). */
  skewDegrees: number;
}

/** Reads one page's words with their boxes and confidences, straightened, as the extractor's lines. */
export async function recognizePage(image: PageImage, number: number): Promise<RecognizedPage> {
  const worker = await recognizer();
  // The image says nothing of its resolution; told it, tesseract sizes its glyph models right.
  await worker.setParameters({ user_defined_dpi: String(Math.round(72 / image.pointsPerPixel)) });
  const { data } = await worker.recognize(image.pgm, {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const angle = skewOf(lines);
  const words = straightened(lines, angle, image).map((word) => scaled(word, image.pointsPerPixel));
  return {
    page: { number, width: image.width * image.pointsPerPixel, height: image.height * image.pointsPerPixel, lines: buildLines(words, number).map(withoutSpecks), ...(angle ? { skew: angle } : {}) },
    confidence: data.confidence / 100,
    skewDegrees: (angle * 180) / Math.PI,
  };
}

/** A speck read as "!" inside a word ("Protec!tive", often two words run together): no word is written so. */
const INNER_MARK = /(?<=\p{Ll})!(?=\p{Ll})/gu;

export function withoutSpecks(line: Line): Line {
  if (!line.text.includes('!')) return line;
  const tokens = line.tokens.map((token) => ({ ...token, text: token.text.replace(INNER_MARK, '') }));
  return { ...line, tokens, text: lineText(tokens) };
}

/**
 * The page's skew: the median slope of its text lines' baselines, the long lines counting most
 * (a short line's slope is mostly noise). Tesseract reads a tilted page well but reports boxes
 * as they lie on it, and lines 1–3° off would no longer line up with their labels.
 */
function skewOf(lines: OcrLine[]): number {
  const slopes = lines
    .map((line) => ({ dx: line.baseline.x1 - line.baseline.x0, dy: line.baseline.y1 - line.baseline.y0 }))
    .filter(({ dx }) => dx > 200)
    .map(({ dx, dy }) => ({ angle: Math.atan2(dy, dx), weight: dx }))
    .sort((a, b) => a.angle - b.angle);
  const total = slopes.reduce((sum, s) => sum + s.weight, 0);
  let seen = 0;
  for (const slope of slopes) {
    seen += slope.weight;
    if (seen >= total / 2) return slope.angle;
  }
  return 0;
}

/**
 * Each word as the PDF reader would give it: its left edge on its line's baseline (not its own
 * bottom, which descenders move), the line's height as its size, all turned by -angle about the
 * page's centre, as if the page had been fed straight.
 */
function straightened(lines: OcrLine[], angle: number, image: PageImage): PositionedText[] {
  const [cx, cy] = [image.width / 2, image.height / 2];
  const [cos, sin] = [Math.cos(-angle), Math.sin(-angle)];
  const turn = (x: number, y: number) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos] as const;
  return lines.flatMap((line) => {
    const { x0, y0, x1, y1 } = line.baseline;
    const baselineAt = (x: number) => (x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    const size = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
    return withoutLogoNoise(line.words.filter((word) => word.text.trim() !== ''))
      .map((word) => {
        const [left, baseline] = turn(word.bbox.x0, baselineAt(word.bbox.x0));
        return { text: word.text, x: left, y: baseline, width: word.bbox.x1 - word.bbox.x0, height: size, confidence: word.confidence / 100 };
      });
  });
}

export type OcrWord = OcrLine['words'][number];

const ALNUM = /[\p{L}\p{N}]/u;

/**
 * A logo read as text: "[Y", "Ay", "xX", "®", ". 4" before a letterhead's name, a stray "|" after
 * it. A line's leading words of one or two characters that tesseract is unsure of, and marks
 * with no letter or digit that it is unsure of anywhere, are the picture, not words.
 */
export function withoutLogoNoise(words: OcrWord[]): OcrWord[] {
  const kept = words.filter((word) => ALNUM.test(word.text) || word.confidence >= 50);
  let start = 0;
  // "# 1042" under an INVOICE title is a number's sign, not a logo.
  while (start < kept.length - 1 && kept[start]!.text.length <= 2 && kept[start]!.text !== '#' && (kept[start]!.confidence < 85 || !ALNUM.test(kept[start]!.text)) && /^[\p{Lu}\p{N}]/u.test(kept[start + 1]!.text)) start += 1;
  let end = kept.length;
  while (end > start + 1 && !ALNUM.test(kept[end - 1]!.text)) end -= 1;
  return kept.slice(start, end);
}

function scaled(word: PositionedText, pointsPerPixel: number): PositionedText {
  return { ...word, x: word.x * pointsPerPixel, y: word.y * pointsPerPixel, width: word.width * pointsPerPixel, height: word.height * pointsPerPixel };
}
