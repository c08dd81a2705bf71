import { useEffect, useRef, useState } from 'react';
import type { FieldFocus } from './fieldFocus';
import { boxStyle, type PlacedBox } from './pageLayout';

/** A page being drawn: the element that shows it once drawn, and how to stop drawing it. */
export interface DrawnPage {
  element: Promise<HTMLElement>;
  cancel(): void;
}

/** Draws page `number` (1-based) for a box `width` × `height` CSS pixels. */
export type DrawPage = (number: number, width: number, height: number) => DrawnPage;

/** While a window is being resized the old drawing stretches; the page is drawn again once it settles. */
export const REDRAW_DELAY_MS = 150;

export const PAGE_FAILED = 'This page could not be displayed.';

interface Props {
  number: number;
  top: number;
  width: number;
  height: number;
  draw: DrawPage;
  /** Near the visible part of the frame: drawn; far from it, its drawing is let go. */
  drawn: boolean;
  /** The screen's pixel ratio: the page is drawn again when it changes. */
  ratio: number;
  boxes: PlacedBox[];
  pulse: FieldFocus | null;
}

/** One page at its place in the frame: its drawing, and the outlines of the fields read on it. */
export function FramePage({ number, top, width, height, draw, drawn, ratio, boxes, pulse }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const hasDrawing = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (!drawn) {
      element.replaceChildren();
      hasDrawing.current = false;
      return;
    }
    let cancelled = false;
    let job: DrawnPage | null = null;
    const start = () => {
      job = draw(number, width, height);
      job.element.then(
        (drawing) => {
          if (cancelled) return;
          // The new drawing replaces the old one whole: the page never flashes blank.
          element.replaceChildren(drawing);
          hasDrawing.current = true;
          setFailed(false);
        },
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    };
    const timer = hasDrawing.current ? setTimeout(start, REDRAW_DELAY_MS) : undefined;
    if (!timer) start();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      job?.cancel();
    };
  }, [draw, number, width, height, drawn, ratio]);

  return (
    <div className="pdf-page" data-page={number} style={{ top, width, height }}>
      <div className="pdf-page-drawing" ref={holder} />
      {failed && <p className="pdf-page-failed muted">{PAGE_FAILED}</p>}
      <div className="pdf-page-boxes" aria-hidden>
        {boxes.map(({ field, box, weak, label }) => {
          const pulsing = pulse?.field === field;
          const className = ['pdf-box', weak ? 'pdf-box-weak' : '', pulsing ? 'pdf-box-pulse' : ''].filter(Boolean).join(' ');
          // A new key restarts the pulse when the same field is asked for again.
          return <div key={pulsing ? `${field}-${pulse.seq}` : field} className={className} style={boxStyle(box)} title={label} data-field={field} />;
        })}
      </div>
    </div>
  );
}
