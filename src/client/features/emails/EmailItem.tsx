import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { useToggleEmailReviewMutation } from '../../api/emailsApi';
import { selectSession } from '../../session/sessionSlice';
import type { EmailSummary } from '../../../shared/contract/emails';
import { CopyButton } from '../../ui/CopyButton';
import { formatDateTime, NOT_FOUND } from '../../ui/format';
import { AttachmentList } from './AttachmentList';
import { CommentEditor } from './CommentEditor';
import { EmailBodyViewer } from './EmailBodyViewer';
import { failureReason } from '../../api/errors';
import { emailContent } from './plainText';
import { useInlineImages } from './useInlineImages';
import './EmailItem.css';

export interface EmailItemProps {
  email: EmailSummary;
  readOnly?: boolean;
  /** The item the list's keyboard cursor is on; it takes focus when nothing else holds it. */
  active?: boolean;
  /** Opens the item with its full content (the single e-mail of /email/{id}). */
  initiallyExpanded?: boolean;
  onError?: (title: string, detail: string) => void;
}

const SNIPPET_LENGTH = 280;

/**
 * One task (e-mail). Focused, Enter or o expands it and x toggles reviewed; the keys are consumed
 * so a list-wide shortcut handler does not act twice. `data-item-id` and `data-expanded` let the
 * Members screen find the item its cursor is on.
 */
export function EmailItem({ email, readOnly, active, initiallyExpanded, onError }: EmailItemProps) {
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(Boolean(initiallyExpanded));
  const [showContent, setShowContent] = useState(Boolean(initiallyExpanded));
  const [toggleReview, { isLoading: toggling }] = useToggleEmailReviewMutation();
  const { userId } = useSelector(selectSession);
  const { body, rawEmailData } = email;
  const content = useMemo(() => (expanded ? emailContent({ body, rawEmailData }) : null), [expanded, body, rawEmailData]);
  const pictures = useInlineImages(showContent ? content?.html : null, email.attachments);

  useEffect(() => {
    const focused = document.activeElement;
    if (active && (!focused || focused === document.body || focused.closest('[data-item-id]'))) root.current?.focus();
  }, [active]);

  const toggle = async () => {
    if (toggling) return;
    try {
      await toggleReview({ id: email.id, userId }).unwrap();
    } catch (error) {
      onError?.('Error Updating Task', `Failed to update task: ${failureReason(error)}`);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === 'o') setExpanded((value) => !value);
    else if (event.key === 'x' && !readOnly) void toggle();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const subject = email.subject.trim() || '(No subject)';
  const snippet = content?.text ? `${content.text.slice(0, SNIPPET_LENGTH)}${content.text.length > SNIPPET_LENGTH ? '…' : ''}` : 'No email content available';
  const state = email.isReviewed ? 'reviewed' : 'unreviewed';

  return (
    <article
      ref={root}
      className={`email-item email-item-${state}${active ? ' email-item-active' : ''}`}
      tabIndex={0}
      data-item-id={email.id}
      data-expanded={expanded}
      aria-current={active || undefined}
      aria-labelledby={`${id}-subject`}
      onKeyDown={onKeyDown}
    >
      <header className="email-item-head">
        <button type="button" className="disclosure-toggle" data-action="expand" aria-expanded={expanded} aria-controls={`${id}-details`} onClick={() => setExpanded((value) => !value)}>
          <span className="disclosure-chevron" aria-hidden="true" />
          <span id={`${id}-subject`} className="email-item-subject">
            {subject}
          </span>
        </button>
        <span className="email-item-sender">{email.senderEmail}</span>
        <time className="email-item-date" dateTime={email.createdAt}>
          {formatDateTime(email.createdAt)}
        </time>
        <span className={`email-item-state email-item-state-${state}`}>{email.isReviewed ? 'Reviewed' : 'Unreviewed'}</span>
        {!readOnly && (
          <button type="button" className="btn" data-action="review" onClick={() => void toggle()} disabled={toggling}>
            {email.isReviewed ? 'Mark Unreviewed' : 'Mark Reviewed'}
          </button>
        )}
      </header>
      {!expanded && (email.comment || email.attachments.length > 0) && (
        <p className="email-item-summary muted">
          {email.attachments.length > 0 && <span>{`${email.attachments.length} attachment${email.attachments.length === 1 ? '' : 's'}`}</span>}
          {email.comment && <span className="email-item-summary-comment">{email.comment}</span>}
        </p>
      )}
      {expanded && content && (
        <div id={`${id}-details`} className="email-item-details">
          <dl className="email-facts">
            <dt>From</dt>
            <dd>
              {email.senderEmail || NOT_FOUND} {email.senderEmail && <CopyButton value={email.senderEmail} label="sender email" />}
            </dd>
            <dt>Received</dt>
            <dd>{formatDateTime(email.createdAt)}</dd>
            <dt>Updated</dt>
            <dd>{formatDateTime(email.updatedAt)}</dd>
          </dl>
          <CommentEditor emailId={email.id} comment={email.comment ?? ''} comments={email.comments ?? []} readOnly={readOnly} onError={onError} />
          <section className="email-section" aria-label="Attachments">
            <h3 className="email-section-title">Attachments</h3>
            <AttachmentList attachments={email.attachments} />
          </section>
          <section className="email-section" aria-label="Content">
            <div className="email-section-head">
              <h3 className="email-section-title">Content</h3>
              <button type="button" className="btn" aria-expanded={showContent} onClick={() => setShowContent((value) => !value)}>
                {showContent ? 'Hide Full Content' : 'Show Full Content'}
              </button>
            </div>
            {showContent ? <EmailBodyViewer content={content} title={`Content of ${subject}`} pictures={pictures} /> : <p className="email-snippet">{snippet}</p>}
          </section>
        </div>
      )}
    </article>
  );
}
