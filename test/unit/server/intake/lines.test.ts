/** @jest-environment node */
import { buildLines } from '../../../../src/server/intake/pdf/lines';

const item = (text: string, x: number, y: number, width = text.length * 5, height = 10) => ({ text, x, y, width, height });

describe('buildLines', () => {
  it('groups items by baseline within a share of the font height and sorts them by x', () => {
    const lines = buildLines([item('Amount', 500, 100.5), item('Description', 40, 100), item('Acme', 40, 80, 20, 18)], 1);
    expect(lines.map((line) => line.text)).toEqual(['Acme', 'Description\tAmount']);
    expect(lines[0]).toMatchObject({ page: 1, height: 18 });
  });

  it('joins close items into one token, with a space where there is a small gap', () => {
    const [line] = buildLines([item('Invoice', 40, 100, 35), item('#:', 77, 100, 8), item('10', 90, 100, 10), item('42', 100, 100, 10)], 1);
    expect(line!.tokens.map((token) => token.text)).toEqual(['Invoice #: 1042']);
  });

  it('keeps columns apart as separate tokens with their x positions', () => {
    const [line] = buildLines([item('Labor', 40, 100, 25), item('2.0', 380, 100, 15), item('$190.00', 540, 100, 32)], 1);
    expect(line!.tokens).toEqual([
      { text: 'Labor', x: 40, right: 65 },
      { text: '2.0', x: 380, right: 395 },
      { text: '$190.00', x: 540, right: 572 },
    ]);
  });

  it('drops whitespace-only items and items without a position', () => {
    expect(buildLines([item('   ', 40, 100), item('x', Number.NaN, 100)], 1)).toEqual([]);
  });
});
