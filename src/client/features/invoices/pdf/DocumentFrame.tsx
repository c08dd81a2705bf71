import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FieldBoxes, FieldConfidence } from '../../../../shared/contract/invoices';
import type { FieldFocus } from './fieldFocus';
import { FramePage, type DrawPage } from './FramePage';
import { boxesOnPage, boxTop, pageLayout, pageTop, type PageLayout, type PageSize } from './pageLayout';
import './pdfViewer.css';

/** SPEC.md section 9: the embedded viewer is 600 high; the pages scroll inside it. */
export const FRAME_HEIGHT = 600;

interface Props {
  /** Every page's size in points, in order. */
  sizes: readonly PageSize[];
  /** Draws one page at a CSS width (sharp for the screen's pixel ratio). */
  draw: DrawPage;
  /** A change of document (another PDF): the frame opens at the start page again. */
  documentKey: unknown;
  /** The page the invoice starts on (1-based); the frame opens there. */
  startPage: number;
  boxes?: FieldBoxes | undefined;
  confidence?: FieldConfidence | undefined;
  focus?: FieldFocus | null | undefined;
}

/** The frame's inner width, followed as it changes (the window, the split, the browser's zoom). */
function useFrameWidth(frame: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

const NONE: ReadonlySet<number> = new Set();

/** The pages near the visible part of the frame (one frame's height either side): only those are drawn. */
function useNearPages(frame: RefObject<HTMLDivElement | null>, count: number, layout: PageLayout | null): ReadonlySet<number> {
  const all = useMemo(() => new Set(Array.from({ length: count }, (_, index) => index + 1)), [count]);
  const [near, setNear] = useState<Set<number> | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element || !layout || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const number = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) seen.add(number);
          else seen.delete(number);
        }
        setNear(new Set(seen));
      },
      { root: element, rootMargin: `${FRAME_HEIGHT}px 0px` },
    );
    element.querySelectorAll<HTMLElement>('[data-page]').forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [frame, layout]);
  // Without IntersectionObserver (an old browser, jsdom) every page is drawn; with it, none until it has looked.
  if (typeof IntersectionObserver === 'undefined') return all;
  return near ?? NONE;
}

/** The screen's pixel ratio, followed when the window moves to another screen (or the browser zooms). */
function usePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const changed = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [ratio]);
  return ratio;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function scrollFrame(element: HTMLElement, top: number, smooth: boolean) {
  if (typeof element.scrollTo === 'function') element.scrollTo({ top, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' });
  else element.scrollTop = top;
}

/**
 * The pages of a document one under the other, each as wide as the frame (fit to width), with the
 * extracted fields' boxes outlined on them. It opens at the invoice's start page; asked to show a
 * field (`focus`), it scrolls the field's box to the middle of the frame and pulses it.
 */
export function DocumentFrame({ sizes, draw, documentKey, startPage, boxes, confidence, focus }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useFrameWidth(frame);
  const layout = useMemo(() => (width > 0 ? pageLayout(sizes, width) : null), [sizes, width]);
  const near = useNearPages(frame, sizes.length, layout);
  const ratio = usePixelRatio();
  const [pulse, setPulse] = useState<FieldFocus | null>(null);

  // Opens at the start page once per document; a resize keeps the reader where they were.
  const opened = useRef<{ key: unknown; page: number; layout: PageLayout } | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || !layout) return;
    const last = opened.current;
    if (!last || last.key !== documentKey || last.page !== startPage) element.scrollTop = pageTop(layout, startPage);
    else if (last.layout.total !== layout.total) element.scrollTop = Math.round((element.scrollTop * layout.total) / last.layout.total);
    opened.current = { key: documentKey, page: startPage, layout };
  }, [layout, documentKey, startPage]);

  // Each request to show a field is served once, as soon as the pages are laid out.
  const served = useRef(0);
  useEffect(() => {
    const element = frame.current;
    if (!element || !layout || !focus || focus.seq === served.current) return;
    served.current = focus.seq;
    const box = boxes?.[focus.field];
    const top = box ? boxTop(layout, box, element.clientHeight || FRAME_HEIGHT) : null;
    if (top === null) return;
    scrollFrame(element, top, true);
    setPulse(focus);
  }, [focus, layout, boxes]);

  return (
    <div className="pdf-frame" ref={frame} role="region" aria-label="PDF pages" tabIndex={0}>
      {layout ? (
        <div className="pdf-pages" style={{ height: layout.total }}>
          {sizes.map((_, index) => (
            <FramePage
              key={index}
              number={index + 1}
              top={layout.tops[index]!}
              width={layout.width}
              height={layout.heights[index]!}
              draw={draw}
              drawn={near.has(index + 1)}
              ratio={ratio}
              boxes={boxesOnPage(boxes, index + 1, confidence)}
              pulse={pulse}
            />
          ))}
        </div>
      ) : (
        <div className="pdf-frame-placeholder skeleton" aria-hidden />
      )}
    </div>
  );
}
