import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { PAGE_SIZE } from '../../../shared/constants';
import type { InvoiceSort, SortOrder } from '../../../shared/contract/reviewWorkspace';
import { rootReducer, type RootState } from '../../app/store';

/** The tabs: the invoice list, the due-date queue (issue 15), the client's e-mails and reports. */
export const MEMBER_LISTS = ['invoices', 'due', 'tasks', 'reports'] as const;
export type MembersList = (typeof MEMBER_LISTS)[number];

export const REVIEW_FILTERS = ['all', 'unreviewed', 'reviewed'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export interface MembersView {
  clientId: string | null;
  list: MembersList;
  filter: ReviewFilter;
  search: string;
  /** The invoice list's order (the table view's column); null is SPEC.md's newest first. */
  sort: InvoiceSort | null;
  order: SortOrder;
}

export interface MembersPaging {
  /** Items per page of every list: SPEC.md's 20 unless a link says otherwise (1 to 50). */
  pageSize: number;
}

/**
 * The members workspace's filters and pagination. This slice is the one source of truth: the
 * screen reads it, user actions change it, and the URL is written from it (useMembersUrl.ts).
 * The URL drives the slice only when it changed outside the screen (a load, a shared link,
 * Back or Forward), which is when it differs from what the slice would write.
 */
export interface MembersState extends MembersView, MembersPaging {
  /** Kept per list, so switching tabs returns to the page each list was on. */
  pages: Record<MembersList, number>;
}

/** What the URL holds: the view, the page size and the page of the list it shows. */
export interface MembersUrlState extends MembersView, MembersPaging {
  page: number;
}

const firstPages = (): Record<MembersList, number> => ({ invoices: 1, due: 1, tasks: 1, reports: 1 });

export const initialMembersState: MembersState = { clientId: null, list: 'invoices', filter: 'all', search: '', sort: null, order: 'desc', pageSize: PAGE_SIZE.members, pages: firstPages() };

export const membersSlice = createSlice({
  name: 'members',
  initialState: initialMembersState,
  reducers: {
    // Another client's lists start over: its search and pages mean nothing here.
    clientSelected(state, action: PayloadAction<string>) {
      if (state.clientId === action.payload) return;
      state.clientId = action.payload;
      state.search = '';
      state.pages = firstPages();
    },
    listChanged(state, action: PayloadAction<MembersList>) {
      state.list = action.payload;
    },
    // A narrower or wider set makes the old page numbers point at other items.
    filterChanged(state, action: PayloadAction<ReviewFilter>) {
      if (state.filter === action.payload) return;
      state.filter = action.payload;
      state.pages.invoices = 1;
      state.pages.tasks = 1;
    },
    searchChanged(state, action: PayloadAction<string>) {
      if (state.search === action.payload) return;
      state.search = action.payload;
      state.pages = firstPages();
    },
    // Another order puts other invoices on every page but the first.
    sortChanged(state, action: PayloadAction<{ sort: InvoiceSort | null; order: SortOrder }>) {
      if (state.sort === action.payload.sort && state.order === action.payload.order) return;
      state.sort = action.payload.sort;
      state.order = action.payload.order;
      state.pages.invoices = 1;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.pages[state.list] = Math.max(1, Math.trunc(action.payload) || 1);
    },
    syncedFromUrl(state, action: PayloadAction<MembersUrlState>) {
      const { page, ...view } = action.payload;
      // Another client, search or page size makes the other lists' page numbers point elsewhere.
      if (state.clientId !== view.clientId || state.search !== view.search || state.pageSize !== view.pageSize) state.pages = firstPages();
      Object.assign(state, view);
      state.pages[view.list] = page;
    },
  },
  selectors: {
    selectMembers: (state) => state,
    selectCurrentPage: (state) => state.pages[state.list],
  },
});

export const { clientSelected, listChanged, filterChanged, searchChanged, sortChanged, pageChanged, syncedFromUrl } = membersSlice.actions;

/** Injected when the lazily loaded members chunk runs, so the first bundle never carries it. */
export const injectedMembersSlice = membersSlice.injectInto(rootReducer);
export const { selectMembers, selectCurrentPage } = injectedMembersSlice.selectors;

/** The app state once this chunk has injected its slice (the app's RootState does not know it). */
export type MembersRootState = RootState & { members?: MembersState };
export const useMembersSelector = useSelector.withTypes<MembersRootState>();

export type MembersAction = ReturnType<(typeof membersSlice.actions)[keyof typeof membersSlice.actions]>;
