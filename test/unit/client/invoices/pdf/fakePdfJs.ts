import type { PageSize } from '../../../../../src/client/features/invoices/pdf/pageLayout';
import type { PdfJs } from '../../../../../src/client/features/invoices/pdf/pdfjs';

/*
 * pdf.js as the viewer uses it, without pdf.js: the real one ships ES modules and draws on a real
 * canvas, neither of which jest's jsdom has. Each test file mocks the loader:
 *
 *   jest.mock('…/src/client/features/invoices/pdf/pdfjs', () => ({ loadPdfJs: jest.fn() }));
 *
 * and answers it with `fakePdfJs(…).pdfjs`.
 */

export const LETTER: PageSize = { width: 612, height: 792 };

export interface RenderCall {
  page: number;
  canvas: HTMLCanvasElement;
  viewport: { width: number; height: number; scale: number };
}

export function fakePdfJs(sizes: PageSize[] = [LETTER], options: { fail?: Error } = {}) {
  const renders: RenderCall[] = [];
  const destroyed: number[] = [];
  const page = (number: number) => {
    const size = sizes[number - 1]!;
    return {
      getViewport: ({ scale }: { scale: number }) => ({ width: size.width * scale, height: size.height * scale, scale }),
      render: ({ canvas, viewport }: { canvas: HTMLCanvasElement; viewport: RenderCall['viewport'] }) => {
        renders.push({ page: number, canvas, viewport });
        return { promise: Promise.resolve(), cancel: jest.fn() };
      },
    };
  };
  const doc = { numPages: sizes.length, getPage: jest.fn(async (number: number) => page(number)) };
  const getDocument = jest.fn((params: { data: Uint8Array; isEvalSupported?: boolean }) => {
    void params;
    return {
      promise: options.fail ? Promise.reject(options.fail) : Promise.resolve(doc),
      destroy: jest.fn(async () => void destroyed.push(1)),
    };
  });
  return { pdfjs: { getDocument } as unknown as PdfJs, getDocument, renders, destroyed, doc };
}

/**
 * jsdom lays nothing out: the viewer's frame is given a width and height, as a browser would
 * measure it (the frame's content box, scroll bar excluded). Answers a function that puts the
 * real properties back.
 */
export function stubFrameSize(width = 416, height = 600): () => void {
  const sized = (element: Element) => element.classList.contains('pdf-frame');
  const props = ['clientWidth', 'clientHeight'] as const;
  const saved = props.map((prop) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop));
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return sized(this) ? width : 0; } });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return sized(this) ? height : 0; } });
  return () => props.forEach((prop, index) => (saved[index] ? Object.defineProperty(HTMLElement.prototype, prop, saved[index]!) : delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop]));
}
