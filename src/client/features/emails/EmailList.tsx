import type { EmailSummary } from '../../../shared/contract/emails';
import { EmailItem } from './EmailItem';
import './EmailItem.css';

export interface EmailListProps {
  /** In the server's order, newest first. */
  emails: EmailSummary[];
  /** Hides every control that changes the e-mail (review toggle, comment editing). */
  readOnly?: boolean;
  /** The item under the Members screen's keyboard cursor. */
  activeId?: string | null;
  /** Reports a failed change as a Members banner: SPEC.md section 8's title and detail. */
  onError?: (title: string, detail: string) => void;
  /** Opens every item with its full content, as /email/{id} shows its one e-mail. */
  initiallyExpanded?: boolean;
}

/** The shared task (e-mail) list of the Members screen and /email/{id}. */
export function EmailList({ emails, readOnly, activeId, onError, initiallyExpanded }: EmailListProps) {
  return (
    <ul className="email-list">
      {emails.map((email) => (
        <li key={email.id}>
          <EmailItem email={email} readOnly={readOnly} active={activeId === email.id} initiallyExpanded={initiallyExpanded} onError={onError} />
        </li>
      ))}
    </ul>
  );
}
