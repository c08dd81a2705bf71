import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { InvoiceSort, SortOrder } from '../../../shared/contract/reviewWorkspace';
import type { ThunkExtra } from '../../api/baseQuery';
import { downloadName, fileQuery } from '../../api/fileQuery';
import type { ApiFailure } from '../../api/errors';
import type { RootState } from '../../app/store';
import { saveBlob } from '../../ui/attachmentFiles';

/**
 * A selection travels in the export's URL: 300 ids of 36 characters keep it near 12 KB, under
 * the 16 KB a Node server takes for a request's line and headers together.
 */
export const EXPORT_IDS_MAX = 300;

/** A selection (its ids), or the list's filter and order. */
export type ExportScope = { ids: readonly string[] } | { search?: string; reviewed?: boolean; sort?: InvoiceSort | null; order?: SortOrder };

/** GET /api/invoices/client/{clientId}/export.csv with the list's query, or `ids=a,b,c`. */
export function exportPath(clientId: string, scope: ExportScope): string {
  const params = new URLSearchParams();
  if ('ids' in scope) params.set('ids', scope.ids.join(','));
  else {
    if (scope.search) params.set('search', scope.search);
    if (scope.reviewed !== undefined) params.set('reviewed', String(scope.reviewed));
    if (scope.sort) params.set('sort', scope.sort);
    if (scope.sort && scope.order) params.set('order', scope.order);
  }
  const query = params.toString();
  return `/api/invoices/client/${encodeURIComponent(clientId)}/export.csv${query ? `?${query}` : ''}`;
}


/**
 * Downloads the CSV as bytes, so the UTF-8 byte-order mark Excel needs survives. Answers the
 * failure, or null once the browser has the file.
 */
export function exportInvoices(clientId: string, scope: ExportScope): ThunkAction<Promise<ApiFailure | null>, RootState, ThunkExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const result = await fileQuery(exportPath(clientId, scope), 'exportInvoices', { dispatch, getState, extra });
    if ('error' in result) return result.error;
    saveBlob(result.data, downloadName(result.meta?.response?.headers, `invoices-${new Date().toISOString().slice(0, 10)}.csv`));
    return null;
  };
}
