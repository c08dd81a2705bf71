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

  it('keeps columns apart as separate tokens with their x positions and type sizes', () => {
    const [line] = buildLines([item('Labor', 40, 100, 25), item('2.0', 380, 100, 15), item('$190.00', 540, 100, 32, 12)], 1);
    expect(line!.tokens).toEqual([
      { text: 'Labor', x: 40, right: 65, height: 10 },
      { text: '2.0', x: 380, right: 395, height: 10 },
      { text: '$190.00', x: 540, right: 572, height: 12 },
    ]);
    expect(line!.height).toBe(12);
  });

  it('reads letter-spaced text as written, and leaves single letters and digits in prose alone', () => {
    const [spaced, prose] = buildLines([item('I n v o i c e : 0 0 0 0 0 1 1 6 2 7 1', 400, 100, 120), item('Plan A or B, 1 2 3', 40, 120, 90)], 1);
    expect(spaced!.tokens.map((token) => token.text)).toEqual(['Invoice:00000116271']);
    expect(prose!.tokens.map((token) => token.text)).toEqual(['Plan A or B, 1 2 3']);
  });

  it('drops whitespace-only items and items without a position', () => {
    expect(buildLines([item('   ', 40, 100), item('x', Number.NaN, 100)], 1)).toEqual([]);
  });

  it('reads a glyph lost as NUL between letters or digits as a hyphen, elsewhere as a space', () => {
    const [line] = buildLines([item('Invoice number B172FB37\u00000003', 30, 78, 150), item('Net\u000030', 400, 78, 30)], 1);
    expect(line!.tokens.map((token) => token.text)).toEqual(['Invoice number B172FB37-0003', 'Net-30']);
    expect(buildLines([item('Total\u0000 $5', 30, 90, 40)], 1)[0]!.text).toBe('Total $5');
  });

  it('reads a NUL drawn as a run of its own between two runs as a hyphen too', () => {
    const [line] = buildLines([item('Invoice number 87B37C9', 30, 78, 120), item('\u0000', 150, 78, 4), item('0152', 154, 78, 20)], 1);
    expect(line!.tokens.map((token) => token.text)).toEqual(['Invoice number 87B37C9-0152']);
  });

  it('reads text drawn twice at the same place (a fake bold) once', () => {
    const [line] = buildLines([item('DUE', 376.4, 100, 21), item('DA', 400.2, 100, 14), item('DUE', 376.4, 100, 21), item('TE:', 413.9, 100, 16), item('DA', 400.4, 100.1, 14), item('TE:', 413.9, 100, 16)], 1);
    expect(line!.text).toBe('DUE DATE:');
  });

  it('drops dot leaders and parts a label run into its value', () => {
    const [line] = buildLines([item('..............Invoice dateOct 31, 2023', 48, 310, 150), item('Invoice number4836212534', 300, 310, 110)], 1);
    expect(line!.tokens.map((token) => token.text)).toEqual(['Invoice date Oct 31, 2023', 'Invoice number 4836212534']);
  });

  it('spaces two runs drawn edge to edge where a word ends and the next begins', () => {
    const [line] = buildLines([item('Invoice date', 40, 100, 60), item('Oct 31, 2023', 100, 100, 60)], 1);
    expect(line!.tokens.map((token) => token.text)).toEqual(['Invoice date Oct 31, 2023']);
  });
});
