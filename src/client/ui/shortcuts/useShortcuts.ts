import { useLayoutEffect, useRef } from 'react';

/** Handlers by KeyboardEvent.key ("j", "?", "Enter", "ArrowRight", …). */
export type ShortcutHandlers = Partial<Record<string, (event: KeyboardEvent) => void>>;

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
// Nothing is typed into these: after a click on one, the page's keys still work.
const TICKED = new Set(['checkbox', 'radio']);
const ACTIVATES_ON_ENTER = new Set(['BUTTON', 'A', 'SUMMARY']);
const ACTIVATES_ON_SPACE = new Set(['BUTTON', 'SUMMARY', 'INPUT']);

/** Keys typed into a field are text, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && TICKED.has(target.type)) return false;
  return TYPING.has(target.tagName) || target.isContentEditable;
}

/** Enter on a focused button or link, Space on a focused button or checkbox: the control's own action. */
function controlOwnsKey(event: KeyboardEvent): boolean {
  if (!(event.target instanceof HTMLElement)) return false;
  if (event.key === 'Enter') return ACTIVATES_ON_ENTER.has(event.target.tagName);
  return event.key === ' ' && ACTIVATES_ON_SPACE.has(event.target.tagName);
}

/** An open modal owns the keyboard. */
export function isModalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Page-wide single-key shortcuts. They stand back while the user types, while a modal is
 * open, with Ctrl/Alt/Meta (the browser's own shortcuts), and Enter and Space leave focused
 * controls to do their own thing.
 */
export function useShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  // Layout effects, in the commit itself: a key pressed the moment a new screen shows (a
  // reviewer's next x) would otherwise arrive before the listener or its handlers, and be lost.
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || isModalOpen()) return;
      if (controlOwnsKey(event)) return;
      const handler = latest.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
