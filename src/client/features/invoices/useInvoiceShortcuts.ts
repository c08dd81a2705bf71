import { useEffect, useRef } from 'react';
import { isModalOpen, isTypingTarget } from '../../ui/shortcuts/useShortcuts';

interface Handlers {
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/** e edits, Escape cancels and Ctrl/Cmd+S saves while editing (the browser's own Save page is not wanted here). */
export function useInvoiceShortcuts(handlers: Handlers): void {
  // The listener is added once; it reads the latest handlers through the ref.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { editing, onEdit, onCancel, onSave } = latest.current;
      if (editing && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        onSave();
      } else if (editing && event.key === 'Escape') {
        onCancel();
      } else if (!editing && event.key === 'e' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target) && !isModalOpen()) {
        event.preventDefault();
        onEdit();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
