import { Dialog } from '../ConfirmDialog';
import './ShortcutsHelp.css';

export interface ShortcutHelpEntry {
  keys: string[];
  description: string;
}

/** The "?" dialog: every shortcut of the screen with its keys. */
export function ShortcutsHelp({ open, onClose, shortcuts }: { open: boolean; onClose: () => void; shortcuts: ShortcutHelpEntry[] }) {
  if (!open) return null;
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} className="shortcuts-help">
      <dl className="shortcuts-list">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.description} className="shortcuts-row">
            <dt>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && <span className="shortcuts-or"> or </span>}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
