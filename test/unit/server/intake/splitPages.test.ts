/** @jest-environment node */
import { splitPages } from '../../../../src/server/intake/extraction/splitPages';
import { textPage } from './textLayout';

const groups = (...pages: string[]) => splitPages(pages.map((drawing, index) => textPage(drawing, index + 1))).map((group) => [group.firstPage, group.pages.length]);

describe('splitPages', () => {
  it('starts a new invoice at each new invoice number', () => {
    expect(groups('Invoice #: 1001\nTotal $5.00', 'Invoice #: 1002\nTotal $6.00', 'Invoice #: 1003\nTotal $7.00')).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('keeps "Page 2 of 3" pages with their invoice even when they print another number', () => {
    expect(groups('Invoice #: 1001\nPage 1 of 3', 'Page 2 of 3\nOrder #: 77\nInvoice #: 99-1', 'Page 3 of 3\nTotal $5.00')).toEqual([[1, 3]]);
  });

  it('keeps pages that repeat the number or print none', () => {
    expect(groups('Invoice #: 1001', 'Invoice #: 1001 (continued)', 'Terms and conditions', 'Invoice No. 2002')).toEqual([
      [1, 3],
      [4, 1],
    ]);
  });

  it('keeps a first page without a number with the invoice that follows', () => {
    expect(groups('Remittance advice', 'Invoice #: 1001')).toEqual([[1, 2]]);
  });
});
