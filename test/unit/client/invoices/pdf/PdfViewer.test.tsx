import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LOW_CONFIDENCE } from '../../../../../src/shared/constants';
import type { FieldBoxes } from '../../../../../src/shared/contract/invoices';
import { PdfViewer } from '../../../../../src/client/features/invoices/PdfViewer';
import type { FieldFocus } from '../../../../../src/client/features/invoices/pdf/fieldFocus';
import { loadPdfJs } from '../../../../../src/client/features/invoices/pdf/pdfjs';
import { PDF_FAILED, PDF_PASSWORD } from '../../../../../src/client/features/invoices/pdf/usePdfDocument';
import { OPEN_FULL_SCREEN_HINT } from '../../../../../src/client/features/invoices/pdf/InvoiceFile';
import { fakePdfJs, LETTER, stubFrameSize } from './fakePdfJs';

jest.mock('../../../../../src/client/features/invoices/pdf/pdfjs', () => ({ loadPdfJs: jest.fn() }));
const load = loadPdfJs as jest.MockedFunction<typeof loadPdfJs>;

const PDF = btoa('%PDF-1.7 three pages');
const boxes: FieldBoxes = {
  payee: { page: 2, x: 0.05, y: 0.04, w: 0.4, h: 0.05 },
  totalAmount: { page: 3, x: 0.6, y: 0.8, w: 0.2, h: 0.02 },
  invoiceNumber: { page: 2, x: 0.6, y: 0.1, w: 0.2, h: 0.02 },
};

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = stubFrameSize(416, 600);
});
afterEach(() => {
  restoreSize();
  load.mockReset();
});

function show(props: Partial<Parameters<typeof PdfViewer>[0]> = {}) {
  const element = (extra: Partial<Parameters<typeof PdfViewer>[0]> = {}) => (
    <MemoryRouter>
      <PdfViewer base64={PDF} pageNumber={2} partId="part-1" fieldBoxes={boxes} confidence={{ totalAmount: LOW_CONFIDENCE - 0.1, payee: 0.95 }} {...props} {...extra} />
    </MemoryRouter>
  );
  const rendered = render(element());
  return { ...rendered, update: (extra: Partial<Parameters<typeof PdfViewer>[0]>) => rendered.rerender(element(extra)) };
}

const frame = () => document.querySelector<HTMLElement>('.pdf-frame')!;
const box = (field: string) => document.querySelector<HTMLElement>(`.pdf-box[data-field="${field}"]`);

/** 416 wide less two 8px gaps: Letter pages 400 × 518, at 8, 534 and 1060. */
const PAGE_TOPS = [8, 534, 1060];

describe('the PDF viewer', () => {
  it('opens the PDF with pdf.js, without eval, at the page the invoice starts on', async () => {
    const fake = fakePdfJs([LETTER, LETTER, LETTER]);
    load.mockResolvedValue(fake.pdfjs);
    show();
    await waitFor(() => expect(document.querySelectorAll('.pdf-page')).toHaveLength(3));
    expect(fake.getDocument).toHaveBeenCalledWith(expect.objectContaining({ isEvalSupported: false }));
    expect(new TextDecoder().decode(fake.getDocument.mock.calls[0]![0].data)).toBe('%PDF-1.7 three pages');
    expect(frame().scrollTop).toBe(PAGE_TOPS[1]! - 8);
    expect(document.querySelector<HTMLElement>('[data-page="3"]')!.style).toMatchObject({ top: '1060px', width: '400px', height: '518px' });
    // No thumbnails: pages only.
    expect(document.querySelectorAll('img, .thumbnail')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Open PDF full screen' })).toHaveAttribute('href', '/preview?partId=part-1');
  });

  it('draws each page fit to the width, sharp for the screen', async () => {
    const ratio = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    try {
      const fake = fakePdfJs([LETTER, LETTER, LETTER]);
      load.mockResolvedValue(fake.pdfjs);
      show();
      await waitFor(() => expect(document.querySelectorAll('canvas.pdf-page-canvas')).toHaveLength(3));
      const first = fake.renders.find((call) => call.page === 1)!;
      // 400 CSS pixels at a ratio of 2.
      expect(first.viewport.scale).toBeCloseTo((400 / 612) * 2, 5);
      expect([first.canvas.width, first.canvas.height]).toEqual([800, Math.floor((792 * 800) / 612)]);
      expect(document.querySelector('[data-page="1"] canvas')).toBe(first.canvas);
    } finally {
      if (ratio) Object.defineProperty(window, 'devicePixelRatio', ratio);
    }
  });

  it("outlines each field's box on its page, a doubtful one in the warning colour", async () => {
    load.mockResolvedValue(fakePdfJs([LETTER, LETTER, LETTER]).pdfjs);
    show();
    await waitFor(() => expect(box('totalAmount')).not.toBeNull());
    expect(box('payee')!.closest('[data-page]')).toHaveAttribute('data-page', '2');
    expect(box('invoiceNumber')!.closest('[data-page]')).toHaveAttribute('data-page', '2');
    expect(box('totalAmount')!.closest('[data-page]')).toHaveAttribute('data-page', '3');
    expect(box('totalAmount')!.style).toMatchObject({ left: '60%', top: '80%', width: '20%', height: '2%' });
    expect(box('totalAmount')).toHaveClass('pdf-box', 'pdf-box-weak');
    expect(box('totalAmount')).toHaveAttribute('title', 'Total Amount');
    expect(box('payee')).not.toHaveClass('pdf-box-weak');
  });

  it('scrolls a field asked for to the middle of the frame and pulses it, each time it is asked', async () => {
    load.mockResolvedValue(fakePdfJs([LETTER, LETTER, LETTER]).pdfjs);
    const { update } = show({ focus: null });
    await waitFor(() => expect(box('totalAmount')).not.toBeNull());
    const focus: FieldFocus = { field: 'totalAmount', seq: 1 };
    update({ focus });
    // Page 3 at 1060, 518 high; the box's middle 81% down it; the frame 600 high; at most 1586 − 600.
    const centre = 1060 + 0.81 * 518 - 300;
    await waitFor(() => expect(frame().scrollTop).toBe(Math.min(Math.round(centre), 8 + 3 * 526 - 600)));
    expect(box('totalAmount')).toHaveClass('pdf-box-pulse');
    const pulsed = box('totalAmount');

    frame().scrollTop = 0;
    update({ focus: { field: 'totalAmount', seq: 2 } });
    await waitFor(() => expect(frame().scrollTop).toBeGreaterThan(0));
    // A new element: the pulse starts again.
    expect(box('totalAmount')).not.toBe(pulsed);
    expect(box('totalAmount')).toHaveClass('pdf-box-pulse');

    update({ focus: { field: 'payee', seq: 3 } });
    await waitFor(() => expect(box('payee')).toHaveClass('pdf-box-pulse'));
    expect(box('totalAmount')).not.toHaveClass('pdf-box-pulse');
    // The payee's box near the top of page 2.
    expect(frame().scrollTop).toBe(Math.round(534 + 0.065 * 518 - 300));
  });

  it('shows a field asked for while the PDF was still loading once it is laid out', async () => {
    let open: (value: Awaited<ReturnType<typeof loadPdfJs>>) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (open = resolve)));
    show({ focus: { field: 'invoiceNumber', seq: 1 } });
    expect(document.querySelector('.pdf-frame')).toBeNull();
    await act(async () => open(fakePdfJs([LETTER, LETTER, LETTER]).pdfjs));
    await waitFor(() => expect(box('invoiceNumber')).toHaveClass('pdf-box-pulse'));
    expect(frame().scrollTop).toBe(Math.round(534 + 0.11 * 518 - 300));
  });

  it('says a PDF it cannot show cannot be shown, and keeps the full-screen link', async () => {
    load.mockResolvedValue(fakePdfJs([LETTER], { fail: Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }) }).pdfjs);
    show();
    expect(await screen.findByText(PDF_FAILED)).toBeInTheDocument();
    expect(screen.getByText(OPEN_FULL_SCREEN_HINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open PDF full screen' })).toBeInTheDocument();
  });

  it('says so when pdf.js itself cannot be loaded, or the PDF wants a password', async () => {
    load.mockRejectedValue(new Error('Loading chunk pdfjs failed.'));
    const { unmount } = show();
    expect(await screen.findByText(PDF_FAILED)).toBeInTheDocument();
    unmount();
    load.mockResolvedValue(fakePdfJs([LETTER], { fail: Object.assign(new Error('No password given'), { name: 'PasswordException' }) }).pdfjs);
    show({ base64: btoa('%PDF-1.7 locked') });
    expect(await screen.findByText(PDF_PASSWORD)).toBeInTheDocument();
  });

  it('lets the document go when the viewer goes', async () => {
    const fake = fakePdfJs([LETTER]);
    load.mockResolvedValue(fake.pdfjs);
    const { unmount } = show({ pageNumber: 1 });
    await waitFor(() => expect(document.querySelectorAll('.pdf-page')).toHaveLength(1));
    unmount();
    // Once its opening has stopped: pdf.js may still be answering one of its requests.
    await waitFor(() => expect(fake.destroyed).toHaveLength(1));
  });

  it('keeps SPEC.md\'s texts: no PDF, a bill in the e-mail body, and the large-PDF warning', () => {
    const { unmount } = show({ base64: null, emailId: null });
    expect(screen.getByText('No PDF available.')).toBeInTheDocument();
    unmount();
    const second = show({ base64: null, emailId: 'e-1' });
    expect(screen.getByRole('link', { name: 'Open the e-mail' })).toHaveAttribute('href', '/email/e-1');
    second.unmount();
    load.mockReturnValue(new Promise(() => undefined));
    show({ base64: btoa('%PDF-1.7 ') + 'A'.repeat(3 * 1024 * 1024) });
    expect(screen.getByRole('status')).toHaveTextContent(/This PDF is large \(2\.\d\d MB\) and may take a moment to show\./);
  });
});
