/** @jest-environment node */
import type { FieldBox } from '../../../../src/shared/contract/invoices';
import { analyzeBody } from '../../../../src/server/intake/body/analyzeBody';
import type { Line, PageText } from '../../../../src/server/intake/extraction/document';
import { extractInvoice } from '../../../../src/server/intake/extraction/extractInvoice';
import { boxOf, spanIn } from '../../../../src/server/intake/extraction/fieldBoxes';
import { analysePages } from '../../../../src/server/intake/pdf/analyzePdf';
import type { ExtractedInvoice, LearnedHint } from '../../../../src/server/intake/pdf/types';
import { textPage } from './textLayout';

/** textLayout draws each character 6 pt wide and each row 14 pt under the last, from y = 40. */
const CHAR = 6;
const rowOf = (drawing: string, text: string) => drawing.replace(/^\n/, '').split('\n').findIndex((row) => row.includes(text));
const colOf = (drawing: string, text: string) => drawing.replace(/^\n/, '').split('\n')[rowOf(drawing, text)]!.indexOf(text);

/** Whether the box (normalised) holds the point (in points) of a page of the given size. */
function holds(box: FieldBox | undefined, x: number, y: number, page: { width: number; height: number } = { width: 612, height: 792 }): boolean {
  if (!box) return false;
  const [px, py] = [x / page.width, y / page.height];
  return px >= box.x && px <= box.x + box.w && py >= box.y && py <= box.y + box.h;
}

/** The characters `text` takes on the drawing, as a rectangle in points: left, right, baseline. */
function printed(drawing: string, text: string) {
  const row = rowOf(drawing, text);
  const col = colOf(drawing, text);
  return { left: col * CHAR, right: (col + text.length) * CHAR, baseline: 40 + row * 14 };
}

const drawing = `
^ Rapid Rooter Plumbing LLC                        INVOICE
412 Industrial Pkwy                     Invoice #:        10234
Springfield, IL 62704                   Date:             03/04/2024
Phone: (217) 555-0142                   Work Order #:     WO-5521
                                        Terms:            Net 15

Bill To:                                Service Location:
Oakwood Property Management             Maple Court Apartments
500 Main St                             1450 Oak St, Unit 4B

Description                       Qty       Rate       Amount
Labor - sewer auger               2.0     $150.00     $150.00
Subtotal                                              $150.00
Total                                                 $190.00
Payments/Credits                                      ($40.00)
Balance Due                                           $150.00
`;

describe('field boxes from the text layer', () => {
  const invoice = extractInvoice([textPage(drawing)], 1);
  const boxes = invoice.boxes!;

  it('boxes the amount due where its label reads it, not the same amount printed above', () => {
    expect(invoice.totalAmountCents).toBe(15000);
    const due = printed(drawing, 'Balance Due                                           $150.00');
    const [left, right] = [due.right - 7 * CHAR, due.right];
    expect(boxes.totalAmount).toMatchObject({ page: 1 });
    expect(holds(boxes.totalAmount, left + 1, due.baseline - 3)).toBe(true);
    expect(holds(boxes.totalAmount, right - 1, due.baseline - 3)).toBe(true);
    // The line item and the subtotal print "$150.00" too, higher up.
    const subtotal = printed(drawing, 'Subtotal                                              $150.00');
    expect(holds(boxes.totalAmount, left + 1, subtotal.baseline - 3)).toBe(false);
  });

  it('boxes the value only, not its label, when both share a token', () => {
    const number = printed(drawing, '10234');
    expect(holds(boxes.invoiceNumber, number.left + 1, number.baseline - 2)).toBe(true);
    expect(holds(boxes.invoiceNumber, number.right - 1, number.baseline - 2)).toBe(true);
    const label = printed(drawing, 'Invoice #:');
    expect(holds(boxes.invoiceNumber, label.left + 1, label.baseline - 2)).toBe(false);
  });

  it('normalises to 0..1 of the page from its top-left corner', () => {
    const total = printed(drawing, 'Total                                                 $190.00');
    const box = boxes.total!;
    expect(box.x).toBeGreaterThan(0.5);
    expect(box.x + box.w).toBeLessThanOrEqual(1);
    // The baseline is 40 + row * 14 points down the 792-point page: the box straddles it.
    expect(box.y).toBeLessThan(total.baseline / 792);
    expect(box.y + box.h).toBeGreaterThan(total.baseline / 792);
    expect(box.h).toBeLessThan(20 / 792);
  });

  it('boxes the payee, dates, site and work order, and nothing that is worked out', () => {
    expect(holds(boxes.payee, printed(drawing, 'Rapid Rooter').left + 2, printed(drawing, 'Rapid Rooter').baseline - 4)).toBe(true);
    expect(holds(boxes.billDate, printed(drawing, '03/04/2024').left + 2, printed(drawing, '03/04/2024').baseline - 2)).toBe(true);
    expect(holds(boxes.property, printed(drawing, 'Maple Court').left + 2, printed(drawing, 'Maple Court').baseline - 2)).toBe(true);
    expect(holds(boxes.workOrder, printed(drawing, 'WO-5521').left + 2, printed(drawing, 'WO-5521').baseline - 2)).toBe(true);
    expect(holds(boxes.unit, printed(drawing, '4B').left + 2, printed(drawing, '4B').baseline - 2)).toBe(true);
    // "Net 15" from the bill date: printed nowhere, so outlined nowhere.
    expect(invoice.dueDate).toBe('2024-03-19');
    expect(boxes.dueDate).toBeUndefined();
    expect(Object.keys(boxes)).not.toContain('currency');
  });

  it('gives the page of the whole PDF that the value is on', () => {
    const second = `
Continued from page 1                     Page 2 of 2
Total                                                 $980.00
Amount Due                                            $980.00
`;
    const first = `
^ Northwind Heating Co.                      INVOICE
                                        Invoice #:        A-77
                                        Date:             05/06/2024
Page 1 of 2
Boiler service                                        $980.00
`;
    const outcome = analysePages([textPage('Cover letter from the property manager', 1), textPage(first, 2), textPage(second, 3)], 3);
    expect(outcome.kind).toBe('invoices');
    const read = outcome.kind === 'invoices' ? outcome.invoices.find((x) => x.invoiceNumber === 'A-77') : undefined;
    expect(read?.boxes?.invoiceNumber?.page).toBe(2);
    expect(read?.boxes?.totalAmount?.page).toBe(3);
  });
});

describe('boxOf', () => {
  const line: Line = { page: 1, y: 400, height: 10, tokens: [{ text: 'Total: $12.00', x: 100, right: 178 }], text: 'Total: $12.00' };
  const page: PageText = { number: 1, width: 600, height: 800, lines: [line] };

  it('cuts the token to the value by its share of the characters', () => {
    const whole = boxOf({ line, token: line.tokens[0]! }, page)!;
    const value = boxOf({ line, token: line.tokens[0]! }, page, spanIn('money', 1200, 'Total: $12.00'))!;
    expect(value.x).toBeGreaterThan(whole.x);
    expect(value.x + value.w).toBeCloseTo(whole.x + whole.w, 3);
    expect(value.x * 600).toBeCloseTo(100 + (78 * 7) / 13 - 1.5, 1);
  });

  it('keeps the box inside the page', () => {
    const edge: Line = { ...line, y: 5, tokens: [{ text: 'INV-1', x: 0, right: 30 }] };
    const box = boxOf({ line: edge, token: edge.tokens[0]! }, page)!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
  });

  it('turns a box of a page read crooked back onto the picture', () => {
    const straight = boxOf({ line, token: line.tokens[0]! }, page)!;
    const crooked = boxOf({ line, token: line.tokens[0]! }, { ...page, skew: (2 * Math.PI) / 180 })!;
    // Left of the centre, below it: turned clockwise (y down) by 2°, the box moves up and right.
    expect(crooked.w).toBeCloseTo(straight.w, 4);
    expect(crooked.y).toBeLessThan(straight.y);
    expect(crooked.x).toBeGreaterThan(straight.x);
  });
});

describe('spanIn', () => {
  it('finds amounts, dates and words as printed', () => {
    expect(spanIn('money', 123456, 'Balance Due: USD 1,234.56')).toEqual([13, 25]);
    expect(spanIn('money', -4000, 'Credits ($40.00)')).toEqual([8, 16]);
    expect(spanIn('date', '2024-03-04', 'Issued 4 March 2024, due soon')).toEqual([7, 19]);
    expect(spanIn('date', '2024-04-03', 'Datum 03.04.2024')).toEqual([6, 16]);
    expect(spanIn('text', '4B', 'Unit 4B')).toEqual([5, 7]);
    // A whole word only: "4B" is not in "14B".
    expect(spanIn('text', '4B', 'Suite 14B')).toBeNull();
    expect(spanIn('text', 'acme (east) inc.', 'ACME (EAST) INC. PO Box 1')).toEqual([0, 16]);
  });
});

describe('values not read from a page', () => {
  const bill = `
^ Summit Electrical Contractors                    INVOICE
77 Ridge Rd, Dayton OH 45402                   Invoice #:        S-100
                                               Date:             03/04/2024
                                               Account No:       88-1204
Description                       Qty       Rate       Amount
Panel inspection                  1.0    $180.00      $180.00
Total                                                 $180.00
`;
  const read = (hints?: LearnedHint[]): ExtractedInvoice => {
    const outcome = analysePages([textPage(bill)], 1, hints);
    if (outcome.kind !== 'invoices') throw new Error(outcome.kind);
    return outcome.invoices[0]!;
  };

  it('drops the box of a value learned from a correction that the page does not print', () => {
    const own = read();
    expect(own.boxes?.payee).toBeDefined();
    const evidence = own.evidence;
    const learned = read([{ field: 'payee', value: 'Summit Electric Holdings', source: 'S-1', evidence }]);
    expect(learned.payee).toBe('Summit Electric Holdings');
    expect(learned.boxes?.payee).toBeUndefined();
    expect(learned.boxes?.invoiceNumber).toEqual(own.boxes?.invoiceNumber);
  });

  it('finds a learned value that the page prints', () => {
    const own = read();
    const learned = read([{ field: 'payee', value: 'Summit Electrical', source: 'S-1', evidence: own.evidence }]);
    expect(learned.payee).toBe('Summit Electrical');
    expect(learned.boxes?.payee).toBeDefined();
  });

  it('keeps none for a bill written in an e-mail body', () => {
    const reading = analyzeBody({ html: null, text: 'Invoice #: 5521\nAmount due: $182.40\nDue date: March 25, 2024', senderName: 'Lakeshore Water' });
    expect(reading.outcome.kind).toBe('invoices');
    if (reading.outcome.kind === 'invoices') expect(reading.outcome.invoices[0]!.boxes).toEqual({});
  });
});
