import type { DrawPage } from './FramePage';
import type { PdfDocument } from './pdfjs';

/** A canvas past this many pixels is refused or blank on some browsers (iOS Safari's limit). */
const MAX_CANVAS_PIXELS = 4096 * 4096;

class Cancelled extends Error {
  override name = 'RenderingCancelledException';
}

/**
 * Pages of a PDF drawn by pdf.js on a canvas of the page's CSS size times the screen's pixel
 * ratio, so that text is sharp on any screen, at any browser zoom.
 */
export function pdfDrawer(doc: PdfDocument): DrawPage {
  return (number, width) => {
    let cancelled = false;
    let cancelTask: (() => void) | null = null;
    const element = (async () => {
      const page = await doc.getPage(number);
      if (cancelled) throw new Cancelled();
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const scale = Math.min((width / base.width) * ratio, Math.sqrt(MAX_CANVAS_PIXELS / (base.width * base.height)));
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.className = 'pdf-page-canvas';
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const task = page.render({ canvas, viewport });
      cancelTask = () => task.cancel();
      await task.promise;
      return canvas as HTMLElement;
    })();
    return {
      element,
      cancel: () => {
        cancelled = true;
        cancelTask?.();
      },
    };
  };
}

/** A picture of a bill (a scan sent as PNG or JPEG) is its one page. */
export function imageDrawer(url: string): DrawPage {
  return () => {
    const image = document.createElement('img');
    image.className = 'pdf-page-canvas';
    image.alt = '';
    image.src = url;
    const ready = typeof image.decode === 'function' ? image.decode().then(() => image) : Promise.resolve(image);
    return { element: ready, cancel: () => undefined };
  };
}
