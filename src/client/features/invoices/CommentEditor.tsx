import { useId, useState } from 'react';
import { useUpdateInvoiceCommentMutation } from '../../api/invoicesApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import './InvoiceFields.css';

export const COMMENT_FAILED = 'Failed to update comment. Please try again.';

/** A comment changes without entering edit mode (SPEC.md section 4: comment editors switch view/edit). */
export function CommentEditor({ invoiceId, comment }: { invoiceId: string; comment: string }) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [updateComment, { isLoading }] = useUpdateInvoiceCommentMutation();

  const close = () => {
    setText(null);
    setFailed(false);
  };

  const save = async () => {
    if (text === null) return;
    setFailed(false);
    try {
      await updateComment({ id: invoiceId, comment: text.trim() }).unwrap();
      setText(null);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className="invoice-comment">
      <h2>Comment</h2>
      {failed && <Banner tone="error" title={COMMENT_FAILED} />}
      {text === null ? (
        <div className="invoice-comment-view">
          <p className={comment ? undefined : 'muted'}>{comment || 'No comment yet.'}</p>
          <button type="button" className="btn btn-small" onClick={() => setText(comment)}>
            {comment ? 'Edit Comment' : 'Add Comment'}
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={id}>Comment</label>
          <textarea id={id} rows={3} value={text} onChange={(event) => setText(event.target.value)} autoFocus />
          <div className="invoice-buttons">
            <BusyButton type="button" className="btn btn-primary btn-small" busy={isLoading} busyLabel="Saving..." onClick={() => void save()}>
              Save Comment
            </BusyButton>
            <button type="button" className="btn btn-small" disabled={isLoading} onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
