import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/** The one api slice; each area injects its endpoints from its own file. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Client', 'User', 'AuthConfig', 'Invoice', 'InvoiceHistory', 'Email', 'Report', 'DirectoryProperty', 'DirectoryVendor', 'GlAccount', 'BillExport', 'ExportMapping'],
  endpoints: () => ({}),
});
