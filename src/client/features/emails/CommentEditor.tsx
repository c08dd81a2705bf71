import { useId, useState, type KeyboardEvent } from 'react';
import { useUpdateEmailCommentMutation } from '../../api/emailsApi';
import type { EmailComment } from '../../../shared/contract/emails';
import { BusyButton } from '../../ui/BusyButton';
import { commentFailureReason } from './failureReason';
import { formatDateTime } from '../../ui/format';
import './CommentEditor.css';

interface Props {
  emailId: string;
  comment: string;
  comments: EmailComment[];
  readOnly?: boolean;
  onError?: (title: string, detail: string) => void;
}

const HISTORY_SHOWN = 3;

function CommentHistory({ comments }: { comments: EmailComment[] }) {
  const [all, setAll] = useState(false);
  if (comments.length === 0) return null;
  const newestFirst = [...comments].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  const shown = all ? newestFirst : newestFirst.slice(0, HISTORY_SHOWN);
  return (
    <div className="comment-history">
      <ol aria-label="Comment history">
        {shown.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`}>
            <span className="comment-history-who">{entry.userName || 'Unknown user'}</span>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            <span className="comment-history-text">{entry.text}</span>
          </li>
        ))}
      </ol>
      {comments.length > HISTORY_SHOWN && (
        <button type="button" className="btn-link" onClick={() => setAll((value) => !value)}>
          {all ? 'Show fewer' : `Show all ${comments.length} comments`}
        </button>
      )}
    </div>
  );
}

/** One editor for adding and updating a task's comment; it switches between viewing and editing. */
export function CommentEditor({ emailId, comment, comments, readOnly, onError }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [updateComment, { isLoading }] = useUpdateEmailCommentMutation();
  const adding = !comment.trim();

  const save = async () => {
    const text = draft.trim();
    if (!text || isLoading) return;
    try {
      await updateComment({ id: emailId, comment: text }).unwrap();
      setEditing(false);
    } catch (error) {
      const detail = `Failed to ${adding ? 'add' : 'update'} comment: ${commentFailureReason(error)}`;
      onError?.(adding ? 'Error Adding Comment' : 'Error Updating Comment', detail);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setEditing(false);
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
  };

  return (
    <section className="comment-editor" aria-labelledby={`${id}-label`}>
      <h3 id={`${id}-label`} className="email-section-title">
        Comment
      </h3>
      {editing ? (
        <div className="comment-form">
          <label htmlFor={`${id}-input`} className="visually-hidden">
            Comment text
          </label>
          <textarea id={`${id}-input`} rows={3} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} autoFocus />
          <div className="comment-actions">
            <BusyButton type="button" className="btn btn-primary" busy={isLoading} busyLabel="Saving..." onClick={() => void save()}>
              Save
            </BusyButton>
            <button type="button" className="btn" onClick={() => setEditing(false)} disabled={isLoading}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="comment-view">
          <p className={adding ? 'muted' : 'comment-text'}>{adding ? 'No comment' : comment}</p>
          {!readOnly && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setDraft(comment);
                setEditing(true);
              }}
            >
              {adding ? 'Add Comment' : 'Edit Comment'}
            </button>
          )}
        </div>
      )}
      <CommentHistory comments={comments} />
    </section>
  );
}
