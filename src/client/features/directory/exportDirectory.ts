import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DirectoryKind } from '../../../shared/contract/directory';
import type { ThunkExtra } from '../../api/baseQuery';
import { directoryPath } from '../../api/directoryApi';
import type { ApiFailure } from '../../api/errors';
import { downloadName, fileQuery } from '../../api/fileQuery';
import type { RootState } from '../../app/store';
import { saveBlob } from '../../ui/attachmentFiles';

/** GET …/directory/import?kind=… answers the kind as CSV, in the columns its import takes. */
const exportPath = (clientId: string, kind: DirectoryKind) => `${directoryPath(clientId, 'import')}?${new URLSearchParams({ kind }).toString()}`;


/**
 * Downloads one kind of the directory as bytes, so a UTF-8 byte-order mark survives. Answers the
 * failure, or null once the browser has the file.
 */
export function exportDirectory(clientId: string, kind: DirectoryKind): ThunkAction<Promise<ApiFailure | null>, RootState, ThunkExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const result = await fileQuery(exportPath(clientId, kind), 'exportDirectory', { dispatch, getState, extra });
    if ('error' in result) return result.error;
    saveBlob(result.data, downloadName(result.meta?.response?.headers, `${kind}-${new Date().toISOString().slice(0, 10)}.csv`));
    return null;
  };
}
