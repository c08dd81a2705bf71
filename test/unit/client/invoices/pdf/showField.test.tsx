/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { loadPdfJs } from '../../../../../src/client/features/invoices/pdf/pdfjs';
import { invoiceFixture, renderInvoice } from '../fixtures';
import { fakePdfJs, LETTER, stubFrameSize } from './fakePdfJs';

jest.mock('../../../../../src/client/features/invoices/pdf/pdfjs', () => ({ loadPdfJs: jest.fn() }));

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = stubFrameSize(416, 600);
  jest.mocked(loadPdfJs).mockResolvedValue(fakePdfJs([LETTER, LETTER, LETTER]).pdfjs);
});
afterEach(() => restoreSize());

const fields = () => screen.getByRole('region', { name: 'Invoice fields' });
const frame = () => document.querySelector<HTMLElement>('.pdf-frame')!;
const box = (field: string) => document.querySelector<HTMLElement>(`.pdf-box[data-field="${field}"]`);

/** The invoice starts on page 2; its total is printed at the foot of page 3. */
const invoice = invoiceFixture({
  pageNumber: 2,
  confidence: { totalAmount: 0.4 },
  fieldBoxes: {
    payee: { page: 2, x: 0.05, y: 0.04, w: 0.4, h: 0.05 },
    totalAmount: { page: 3, x: 0.6, y: 0.8, w: 0.2, h: 0.02 },
  },
});

describe('a field beside the PDF shows where the PDF prints it', () => {
  it('scrolls to the box and pulses it when its label is clicked', async () => {
    const { user } = renderInvoice(invoice);
    await waitFor(() => expect(box('totalAmount')).not.toBeNull());
    // Opened at the invoice's first page (page 2 at 534, less the gap).
    expect(frame().scrollTop).toBe(526);
    await user.click(within(fields()).getByRole('button', { name: 'Total Amount (Show on the PDF)' }));
    await waitFor(() => expect(box('totalAmount')).toHaveClass('pdf-box-pulse'));
    // Page 3 at 1060, 518 high, the box's middle 81% down it, centred in a frame 600 high (at most 1586 − 600).
    expect(frame().scrollTop).toBe(Math.min(Math.round(1060 + 0.81 * 518 - 300), 986));
    // The doubtful total is outlined in the warning colour, as its field is flagged.
    expect(box('totalAmount')).toHaveClass('pdf-box-weak');
  });

  it('does the same when the value is clicked, and from the keyboard on the label', async () => {
    const { user } = renderInvoice(invoice);
    await waitFor(() => expect(box('payee')).not.toBeNull());
    frame().scrollTop = 900;
    await user.click(within(fields()).getByText('Acme Plumbing', { selector: '.invoice-value' }));
    await waitFor(() => expect(box('payee')).toHaveClass('pdf-box-pulse'));
    expect(frame().scrollTop).toBe(Math.round(534 + 0.065 * 518 - 300));

    within(fields()).getByRole('button', { name: 'Total Amount (Show on the PDF)' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box('totalAmount')).toHaveClass('pdf-box-pulse'));
    expect(box('payee')).not.toHaveClass('pdf-box-pulse');
  });

  it('offers nothing to click for a field that was not read from the PDF', async () => {
    renderInvoice(invoice);
    await waitFor(() => expect(box('payee')).not.toBeNull());
    const showButtons = within(fields()).getAllByRole('button', { name: /\(Show on the PDF\)$/ });
    expect(showButtons.map((button) => button.textContent)).toEqual(['Payee', 'Total Amount']);
    expect(within(fields()).getByText('Invoice Number').tagName).toBe('DT');
    expect(within(fields()).getByText('INV-1001')).not.toHaveClass('invoice-value-show');
  });

  it('has nothing to show for an invoice read before boxes were kept', async () => {
    renderInvoice(invoiceFixture({ fieldBoxes: {} }));
    await waitFor(() => expect(document.querySelectorAll('.pdf-page')).toHaveLength(3));
    expect(within(fields()).queryAllByRole('button', { name: /\(Show on the PDF\)$/ })).toEqual([]);
    expect(document.querySelectorAll('.pdf-box')).toHaveLength(0);
  });
});
