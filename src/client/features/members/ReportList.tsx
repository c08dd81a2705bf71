import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useGetClientReportsQuery } from '../../api/reportsApi';
import { selectSession } from '../../session/sessionSlice';
import { Pagination } from '../../ui/Pagination';
import { LoadFailed } from '../../ui/LoadFailed';
import { ListSkeleton } from './ListStates';
import { useMembersSelector } from './membersSlice';
import { ReportCard } from './ReportCard';
import { knownTotalPages, useListKeyboard } from './useListKeyboard';
import { useLoadError } from './useLoadError';
import type { MembersViewModel } from './useMembersView';

/** The Reports tab: the client's processing reports (admins see every user's, the /all route). */
export function ReportList({ view }: { view: MembersViewModel }) {
  const { isAdmin } = useMembersSelector(selectSession);
  const args = view.clientId ? { clientId: view.clientId, page: view.page, limit: view.pageSize, search: view.search || undefined, admin: isAdmin } : skipToken;
  const { currentData, data, error, isFetching, refetch } = useGetClientReportsQuery(args);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  useLoadError('loadReports', error);

  // The server's answer is shown as it came: a malformed entry gets its own "Invalid report data".
  const reports: unknown[] = Array.isArray(currentData?.reports) ? currentData.reports : [];
  const keyOf = (report: unknown, i: number) => (report && typeof report === 'object' && 'id' in report && typeof report.id === 'string' ? report.id : `invalid-${i}`);
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const totalPages = knownTotalPages({ currentData, data });
  const keyboard = useListKeyboard({
    view,
    count: reports.length,
    itemsKey: JSON.stringify(args),
    totalPages,
    onOpen: (i) => toggle(keyOf(reports[i], i)),
  });

  if (!currentData) {
    if (isFetching) return <ListSkeleton label="Loading reports" variant="report" />;
    return error ? <LoadFailed className="list-empty" what="Reports" onRetry={refetch} /> : null;
  }
  return (
    <section className="member-list" aria-label="Reports" aria-busy={isFetching || undefined}>
      {reports.length === 0 ? (
        <p className="list-empty">No reports to display</p>
      ) : (
        reports.map((report, i) => (
          <ReportCard
            key={keyOf(report, i)}
            report={report}
            active={i === keyboard.activeIndex}
            expanded={expanded.has(keyOf(report, i))}
            onToggleExpanded={() => toggle(keyOf(report, i))}
            onFocusItem={() => keyboard.setActiveIndex(i)}
          />
        ))
      )}
      <Pagination page={view.page} totalPages={totalPages} onPrevious={view.previousPage} onNext={view.nextPage} label="Report pages" />
    </section>
  );
}
