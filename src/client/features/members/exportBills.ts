import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { ThunkExtra } from '../../api/baseQuery';
import { billExportPath, billExportTag } from '../../api/billExportApi';
import type { ApiFailure } from '../../api/errors';
import { downloadName, fileQuery } from '../../api/fileQuery';
import type { RootState } from '../../app/store';
import { saveBlob } from '../../ui/attachmentFiles';

/** GET …/export/bills.csv?dryRun=false: the bills go, and the server marks them exported. */
const exportPath = (clientId: string, includeExported: boolean) =>
  `${billExportPath(clientId, 'bills.csv')}?${new URLSearchParams({ dryRun: 'false', includeExported: String(includeExported) }).toString()}`;

/**
 * Downloads the client's reviewed bills for its PM system, which marks them exported. Every
 * invoice's history gains an entry and the preview changes, so those refetch. Answers the
 * failure, or null once the browser has the file.
 */
export function exportBills(clientId: string, includeExported: boolean): ThunkAction<Promise<ApiFailure | null>, RootState, ThunkExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const result = await fileQuery(exportPath(clientId, includeExported), 'exportBills', { dispatch, getState, extra });
    if ('error' in result) return result.error;
    saveBlob(result.data, downloadName(result.meta?.response?.headers, `bills-${new Date().toISOString().slice(0, 10)}.csv`));
    dispatch(baseApi.util.invalidateTags(['InvoiceHistory', billExportTag(clientId)]));
    return null;
  };
}
