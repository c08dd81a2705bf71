import { useEffect, useRef } from 'react';

/** Handlers by KeyboardEvent.key ("j", "?", "Enter", "ArrowRight", …). */
export type ShortcutHandlers = Partial<Record<string, (event: KeyboardEvent) => void>>;

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const ACTIVATES_ON_ENTER = new Set(['BUTTON', 'A', 'SUMMARY']);

/** Keys typed into a field are text, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return TYPING.has(target.tagName) || target.isContentEditable;
}

/** An open modal owns the keyboard. */
export function isModalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Page-wide single-key shortcuts. They stand back while the user types, while a modal is
 * open, with Ctrl/Alt/Meta (the browser's own shortcuts), and Enter leaves focused buttons and
 * links to do their own thing.
 */
export function useShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || isModalOpen()) return;
      if (event.key === 'Enter' && event.target instanceof HTMLElement && ACTIVATES_ON_ENTER.has(event.target.tagName)) return;
      const handler = latest.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
