import {
  importResult,
  type DirectoryKind,
  type GlAccount,
  type GlAccountNameBody,
  type GlAccountListResponse,
  type GlAccountResponse,
  type ImportResult,
  type Place,
  type PlaceSearchResponse,
  type PropertyBody,
  type PropertyPageResponse,
  type PropertyResponse,
  type UnitBody,
  type UnitResponse,
  type VendorBody,
  type VendorPageResponse,
  type VendorResponse,
} from '../../shared/contract/directory';
import { baseApi } from './baseApi';
import { clientFailure } from './errors';

export interface DirectoryPageArgs {
  clientId: string;
  page: number;
  limit: number;
  search?: string;
}

interface ItemArgs {
  clientId: string;
  id: string;
}

interface UnitArgs extends ItemArgs {
  unitId: string;
}

export interface ImportArgs {
  clientId: string;
  kind: DirectoryKind;
  dryRun: boolean;
  /** The CSV as the admin chose or pasted it, header line first. */
  csv: string;
}

/** /api/clients/{clientId}/directory/… with each path segment encoded. */
export const directoryPath = (clientId: string, ...segments: string[]) => `/api/clients/${[clientId, 'directory', ...segments].map(encodeURIComponent).join('/')}`;

const pageParams = ({ page, limit, search }: DirectoryPageArgs) => ({ page, limit, ...(search ? { search } : {}) });

const UNREADABLE_IMPORT = 'The server answered the import in a form this screen cannot read.';

/** One list tag per client and kind, so an edit in one client's directory leaves the others cached. */
const propertyList = (clientId: string) => ({ type: 'DirectoryProperty' as const, id: `LIST-${clientId}` });
const vendorList = (clientId: string) => ({ type: 'DirectoryVendor' as const, id: `LIST-${clientId}` });
const glList = (clientId: string) => ({ type: 'GlAccount' as const, id: `LIST-${clientId}` });

/** A whole import touches rows no list tag names, so it refetches everything of its kind. */
const IMPORT_TAGS = {
  properties: ['DirectoryProperty'],
  units: ['DirectoryProperty'],
  vendors: ['DirectoryVendor'],
  'gl-accounts': ['GlAccount'],
} as const satisfies Record<DirectoryKind, readonly string[]>;

/** Issue 16: a client's property directory (properties and units, vendors, GL accounts), its CSV import and the review screens' place search. */
export const directoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDirectoryProperties: build.query<PropertyPageResponse, DirectoryPageArgs>({
      query: (args) => ({ url: directoryPath(args.clientId, 'properties'), params: pageParams(args) }),
      providesTags: (result, _error, { clientId }) => [propertyList(clientId), ...(result?.properties ?? []).map((p) => ({ type: 'DirectoryProperty' as const, id: p.id }))],
    }),
    /** A property with its units. */
    getDirectoryProperty: build.query<PropertyResponse, ItemArgs>({
      query: ({ clientId, id }) => directoryPath(clientId, 'properties', id),
      providesTags: (_result, _error, { id }) => [{ type: 'DirectoryProperty', id }],
    }),
    createDirectoryProperty: build.mutation<PropertyResponse, { clientId: string; body: PropertyBody }>({
      query: ({ clientId, body }) => ({ url: directoryPath(clientId, 'properties'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => [propertyList(clientId)],
    }),
    updateDirectoryProperty: build.mutation<PropertyResponse, ItemArgs & { body: PropertyBody }>({
      query: ({ clientId, id, body }) => ({ url: directoryPath(clientId, 'properties', id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { clientId, id }) => [propertyList(clientId), { type: 'DirectoryProperty', id }],
    }),
    // Vendors' accounts and default properties may point at the property that goes.
    deleteDirectoryProperty: build.mutation<unknown, ItemArgs>({
      query: ({ clientId, id }) => ({ url: directoryPath(clientId, 'properties', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId, id }) => [propertyList(clientId), { type: 'DirectoryProperty', id }, vendorList(clientId)],
    }),
    // The list refetches too: its rows count their units.
    createDirectoryUnit: build.mutation<UnitResponse, ItemArgs & { body: UnitBody }>({
      query: ({ clientId, id, body }) => ({ url: directoryPath(clientId, 'properties', id, 'units'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId, id }) => [propertyList(clientId), { type: 'DirectoryProperty', id }],
    }),
    updateDirectoryUnit: build.mutation<UnitResponse, UnitArgs & { body: UnitBody }>({
      query: ({ clientId, id, unitId, body }) => ({ url: directoryPath(clientId, 'properties', id, 'units', unitId), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { clientId, id }) => [propertyList(clientId), { type: 'DirectoryProperty', id }],
    }),
    deleteDirectoryUnit: build.mutation<unknown, UnitArgs>({
      query: ({ clientId, id, unitId }) => ({ url: directoryPath(clientId, 'properties', id, 'units', unitId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId, id }) => [propertyList(clientId), { type: 'DirectoryProperty', id }, vendorList(clientId)],
    }),

    getDirectoryVendors: build.query<VendorPageResponse, DirectoryPageArgs>({
      query: (args) => ({ url: directoryPath(args.clientId, 'vendors'), params: pageParams(args) }),
      providesTags: (result, _error, { clientId }) => [vendorList(clientId), ...(result?.vendors ?? []).map((v) => ({ type: 'DirectoryVendor' as const, id: v.id }))],
    }),
    getDirectoryVendor: build.query<VendorResponse, ItemArgs>({
      query: ({ clientId, id }) => directoryPath(clientId, 'vendors', id),
      providesTags: (_result, _error, { id }) => [{ type: 'DirectoryVendor', id }],
    }),
    createDirectoryVendor: build.mutation<VendorResponse, { clientId: string; body: VendorBody }>({
      query: ({ clientId, body }) => ({ url: directoryPath(clientId, 'vendors'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => [vendorList(clientId)],
    }),
    updateDirectoryVendor: build.mutation<VendorResponse, ItemArgs & { body: VendorBody }>({
      query: ({ clientId, id, body }) => ({ url: directoryPath(clientId, 'vendors', id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { clientId, id }) => [vendorList(clientId), { type: 'DirectoryVendor', id }],
    }),
    deleteDirectoryVendor: build.mutation<unknown, ItemArgs>({
      query: ({ clientId, id }) => ({ url: directoryPath(clientId, 'vendors', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId, id }) => [vendorList(clientId), { type: 'DirectoryVendor', id }],
    }),

    /** The whole chart: a client's GL accounts are few enough to answer in one list. */
    getGlAccounts: build.query<GlAccount[], string>({
      query: (clientId) => directoryPath(clientId, 'gl-accounts'),
      transformResponse: (response: GlAccountListResponse) => response.glAccounts,
      providesTags: (_result, _error, clientId) => [glList(clientId)],
    }),
    /** Creates the account (201) or renames it (200): the number in the path is its key. */
    saveGlAccount: build.mutation<GlAccount, { clientId: string; number: string; body: GlAccountNameBody }>({
      query: ({ clientId, number, body }) => ({ url: directoryPath(clientId, 'gl-accounts', number), method: 'PUT', body }),
      transformResponse: (response: GlAccountResponse) => response.glAccount,
      invalidatesTags: (_result, _error, { clientId }) => [glList(clientId)],
    }),
    // Vendors whose default it was lose it.
    deleteGlAccount: build.mutation<unknown, { clientId: string; number: string }>({
      query: ({ clientId, number }) => ({ url: directoryPath(clientId, 'gl-accounts', number), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => [glList(clientId), vendorList(clientId)],
    }),

    /** The review screens' typeahead over properties and their units. */
    searchPlaces: build.query<Place[], { clientId: string; search: string; limit?: number }>({
      query: ({ clientId, search, limit }) => ({ url: directoryPath(clientId, 'places'), params: { search, ...(limit ? { limit } : {}) } }),
      transformResponse: (response: PlaceSearchResponse) => response.places,
      providesTags: (_result, _error, { clientId }) => [propertyList(clientId)],
    }),

    /**
     * A CSV import, or with dryRun what it would do. A 400 that carries an import result is an
     * answer, not a failure: its row errors are what the screen shows, and nothing was written.
     */
    importDirectory: build.mutation<ImportResult, ImportArgs>({
      async queryFn({ clientId, kind, dryRun, csv }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: directoryPath(clientId, 'import'),
          method: 'POST',
          params: { kind, dryRun },
          headers: { 'content-type': 'text/csv' },
          body: csv,
        });
        const answer = importResult.safeParse(result.error?.status === 400 ? result.error.data : result.data);
        if (answer.success) return { data: answer.data, meta: result.meta };
        return { error: result.error ?? clientFailure(UNREADABLE_IMPORT), meta: result.meta };
      },
      invalidatesTags: (result, _error, { dryRun, kind }) => (dryRun || !result || result.errors.length > 0 ? [] : [...IMPORT_TAGS[kind]]),
    }),
  }),
});

export const {
  useGetDirectoryPropertiesQuery,
  useGetDirectoryPropertyQuery,
  useCreateDirectoryPropertyMutation,
  useUpdateDirectoryPropertyMutation,
  useDeleteDirectoryPropertyMutation,
  useCreateDirectoryUnitMutation,
  useUpdateDirectoryUnitMutation,
  useDeleteDirectoryUnitMutation,
  useGetDirectoryVendorsQuery,
  useGetDirectoryVendorQuery,
  useCreateDirectoryVendorMutation,
  useUpdateDirectoryVendorMutation,
  useDeleteDirectoryVendorMutation,
  useGetGlAccountsQuery,
  useSaveGlAccountMutation,
  useDeleteGlAccountMutation,
  useSearchPlacesQuery,
  useImportDirectoryMutation,
} = directoryApi;
