import { useState } from 'react';
import { useUpdateInvoiceCommentMutation } from '../../api/invoicesApi';
import { NOT_FOUND } from '../../ui/format';
import { useMemberErrors } from './memberErrors';

/** The inline comment of an invoice row: read, then Edit, then Save or Cancel. */
export function InvoiceComment({ id, comment }: { id: string; comment: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [updateComment] = useUpdateInvoiceCommentMutation();
  const { report } = useMemberErrors();

  const save = async () => {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next === comment) return;
    // The list shows the new text at once; the slice's undo puts the old one back on failure.
    const result = await updateComment({ id, comment: next });
    if ('error' in result) report(comment ? 'updateComment' : 'addComment', result.error);
  };

  if (draft === null) {
    return (
      <div className="invoice-comment">
        <span className="invoice-label">Comment</span>
        <span className={comment ? 'invoice-comment-text' : 'invoice-comment-text is-missing'}>{comment || NOT_FOUND}</span>
        <button type="button" className="btn-link invoice-comment-edit" onClick={() => setDraft(comment)} aria-label={comment ? 'Edit comment' : 'Add comment'}>
          {comment ? 'Edit' : 'Add'}
        </button>
      </div>
    );
  }
  return (
    <form
      className="invoice-comment is-editing"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="invoice-label" htmlFor={`comment-${id}`}>
        Comment
      </label>
      <textarea
        id={`comment-${id}`}
        value={draft}
        rows={2}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void save();
        }}
      />
      <div className="invoice-comment-actions">
        <button type="submit" className="btn btn-primary">
          Save
        </button>
        <button type="button" className="btn" onClick={() => setDraft(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
