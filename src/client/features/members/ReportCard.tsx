import { useId } from 'react';
import { formatDateTime, NOT_FOUND } from '../../ui/format';
import { detailLines, entryLinks, isValidReport, statusWord } from './reportFormat';
import { useActiveItem } from './useActiveItem';
import './ReportCard.css';

interface Props {
  report: unknown;
  active: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  onFocusItem: () => void;
}

const orNotFound = (value: string | null | undefined) => value || NOT_FOUND;

/** A processing report: counts and success at a glance, the rest when expanded. */
export function ReportCard({ report, active, expanded, onToggleExpanded, onFocusItem }: Props) {
  const id = useId();
  const ref = useActiveItem<HTMLElement>(active);
  if (!isValidReport(report)) {
    return (
      <article ref={ref} className={`report-card is-invalid${active ? ' is-active' : ''}`} tabIndex={-1} onFocus={onFocusItem}>
        <p className="report-invalid">Invalid report data</p>
      </article>
    );
  }
  const lines = detailLines(report.details);
  return (
    <article ref={ref} className={`report-card ${report.success ? 'is-success' : 'is-failure'}${active ? ' is-active' : ''}`} tabIndex={-1} aria-current={active || undefined} onFocus={onFocusItem} aria-labelledby={`${id}-title`}>
      <header className="report-head">
        <button type="button" className="disclosure-toggle" aria-expanded={expanded} aria-controls={`${id}-details`} onClick={onToggleExpanded}>
          <span className="disclosure-chevron" aria-hidden="true" />
          <span id={`${id}-title`} className="report-title">
            {orNotFound(report.senderEmail)}
          </span>
          <span className="report-status">{statusWord(report.status)}</span>
        </button>
        <time className="report-date" dateTime={report.createdAt}>
          {formatDateTime(report.createdAt)}
        </time>
        <dl className="report-counts">
          <div>
            <dt>Processed</dt>
            <dd>{report.processedCount}</dd>
          </div>
          <div>
            <dt>Invoices</dt>
            <dd>{report.invoiceCount}</dd>
          </div>
          <div className={report.errorCount > 0 ? 'has-errors' : undefined}>
            <dt>Errors</dt>
            <dd>{report.errorCount}</dd>
          </div>
          <div>
            <dt>Success</dt>
            <dd className={report.success ? 'is-yes' : 'is-no'}>{report.success ? 'Yes' : 'No'}</dd>
          </div>
        </dl>
      </header>
      {expanded && (
        <div id={`${id}-details`} className="report-details">
          <dl className="report-facts">
            <dt>Report ID</dt>
            <dd>{report.id}</dd>
            <dt>Created</dt>
            <dd>{orNotFound(formatDateTime(report.createdAt))}</dd>
            <dt>Last Updated</dt>
            <dd>{orNotFound(formatDateTime(report.updatedAt))}</dd>
            <dt>Status</dt>
            <dd>{statusWord(report.status)}</dd>
            <dt>Sender Email</dt>
            <dd>{orNotFound(report.senderEmail)}</dd>
            <dt>Email ID</dt>
            <dd>{orNotFound(report.emailId)}</dd>
          </dl>
          <h4 className="report-subhead">Details</h4>
          {lines.length > 0 ? (
            <ul className="report-lines">
              {lines.map((line, i) => {
                const links = entryLinks(report.details[i]);
                return (
                  <li key={i}>
                    {line}
                    {links.length > 0 && (
                      <ul className="report-links" aria-label="Vendor portal links">
                        {links.map((link) => (
                          <li key={link}>
                            <a href={link} target="_blank" rel="noopener noreferrer">
                              {link}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="muted">No details</p>
          )}
          {typeof report.report === 'string' && report.report && <pre className="report-text">{report.report}</pre>}
        </div>
      )}
    </article>
  );
}
