/** @jest-environment node */
import { withoutLogoNoise, type OcrWord } from '../../../../src/server/intake/ocr/recognize';

const words = (...pairs: [string, number][]) => pairs.map(([text, confidence]) => ({ text, confidence }) as unknown as OcrWord);
const texts = (kept: OcrWord[]) => kept.map((word) => word.text).join(' ');

describe('OCR words that are a logo, not text', () => {
  it('drops the unsure marks a logo leaves before a letterhead and a stray bar after it', () => {
    expect(texts(withoutLogoNoise(words(['[Y', 12], ['Bluestem', 96], ['Valley', 96], ['Water', 95], ['District', 96])))).toBe('Bluestem Valley Water District');
    expect(texts(withoutLogoNoise(words(['xX', 40], ['Polar', 90], ['Peak', 91], ['Mechanical,', 88], ['Inc.', 90])))).toBe('Polar Peak Mechanical, Inc.');
    expect(texts(withoutLogoNoise(words(['.', 30], ['Powerhold', 90], ['Corp.', 90], ['|', 70])))).toBe('Powerhold Corp.');
  });

  it('keeps short words it is sure of, and words that begin a sentence in lower case', () => {
    expect(texts(withoutLogoNoise(words(['AJ', 93], ['Plumbing', 95])))).toBe('AJ Plumbing');
    expect(texts(withoutLogoNoise(words(['A', 60], ['b', 90], ['c', 90])))).toBe('A b c');
    expect(texts(withoutLogoNoise(words(['#', 95], ['1042', 96])))).toBe('# 1042');
  });
});
