import { LOW_CONFIDENCE } from '../../../../../src/shared/constants';
import { boxesOnPage, boxStyle, boxTop, PAGE_GAP, pageLayout, pageTop } from '../../../../../src/client/features/invoices/pdf/pageLayout';
import { fileShape } from '../../../../../src/client/features/invoices/pdf/useImageDocument';

const LETTER = { width: 612, height: 792 };
const LANDSCAPE = { width: 792, height: 612 };

describe('pageLayout', () => {
  it('makes every page as wide as the frame, less the gaps, and as high as its proportions say', () => {
    const layout = pageLayout([LETTER, LANDSCAPE, LETTER], 416);
    expect(layout.width).toBe(400);
    expect(layout.heights).toEqual([518, 309, 518]);
    expect(layout.tops).toEqual([PAGE_GAP, 8 + 518 + 8, 8 + 518 + 8 + 309 + 8]);
    expect(layout.total).toBe(8 + 518 + 8 + 309 + 8 + 518 + 8);
  });

  it('opens at the start page, or the first when the page is not in the PDF', () => {
    const layout = pageLayout([LETTER, LETTER, LETTER], 416);
    expect(pageTop(layout, 1)).toBe(0);
    expect(pageTop(layout, 3)).toBe(1060 - PAGE_GAP);
    expect(pageTop(layout, 9)).toBe(0);
  });

  it('centres a box in the frame, within what can be scrolled', () => {
    const layout = pageLayout([LETTER, LETTER, LETTER], 416);
    // Page 2 starts at 534 and is 518 high: a box 80% down it is centred at 534 + 0.81 × 518.
    const centre = 534 + (0.8 + 0.01) * 518;
    expect(boxTop(layout, { page: 2, x: 0.6, y: 0.8, w: 0.2, h: 0.02 }, 600)).toBe(Math.round(centre - 300));
    expect(boxTop(layout, { page: 1, x: 0.1, y: 0.05, w: 0.2, h: 0.02 }, 600)).toBe(0);
    expect(boxTop(layout, { page: 3, x: 0.1, y: 0.98, w: 0.2, h: 0.02 }, 600)).toBe(layout.total - 600);
    expect(boxTop(layout, { page: 5, x: 0.1, y: 0.5, w: 0.2, h: 0.02 }, 600)).toBeNull();
  });
});

describe('boxes on a page', () => {
  const boxes = {
    totalAmount: { page: 1, x: 0.6, y: 0.8, w: 0.2, h: 0.02 },
    payee: { page: 1, x: 0.05, y: 0.05, w: 0.4, h: 0.04 },
    dueDate: { page: 2, x: 0.6, y: 0.2, w: 0.15, h: 0.02 },
  };

  it("lists a page's boxes in the order of the fields, a doubtful one flagged", () => {
    const placed = boxesOnPage(boxes, 1, { totalAmount: LOW_CONFIDENCE - 0.01, payee: LOW_CONFIDENCE });
    expect(placed.map(({ field, weak, label }) => [field, weak, label])).toEqual([
      ['payee', false, 'Payee'],
      ['totalAmount', true, 'Total Amount'],
    ]);
    expect(boxesOnPage(boxes, 2).map((box) => box.field)).toEqual(['dueDate']);
    expect(boxesOnPage(undefined, 1)).toEqual([]);
  });

  it('places a box by percentages of its page, so it follows any zoom', () => {
    expect(boxStyle({ page: 1, x: 0.6, y: 0.8123, w: 0.2, h: 0.02 })).toEqual({ left: '60%', top: '81.23%', width: '20%', height: '2%' });
  });
});

describe('fileShape', () => {
  it('tells a PDF from a picture of a bill by its first bytes', () => {
    const b64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
    expect(fileShape(b64('%PDF-1.7 …'))).toEqual({ kind: 'pdf' });
    expect(fileShape(b64('\x89PNG\r\n\x1a\n…'))).toEqual({ kind: 'image', contentType: 'image/png' });
    expect(fileShape(b64('\xff\xd8\xff\xe0…'))).toEqual({ kind: 'image', contentType: 'image/jpeg' });
    expect(fileShape(b64('II*\x00…'))).toEqual({ kind: 'unsupported' });
  });
});
