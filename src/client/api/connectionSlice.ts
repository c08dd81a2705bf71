import { createSlice, type UnknownAction } from '@reduxjs/toolkit';

/** RTK Query's settled requests, whatever the endpoint: `api/executeQuery/fulfilled` and the like. */
const settled = (outcome: 'fulfilled' | 'rejected') => (action: UnknownAction) => action.type.startsWith('api/execute') && action.type.endsWith(`/${outcome}`);

const unreachable = (action: UnknownAction) => (action as { payload?: { status?: unknown } }).payload?.status === 'FETCH_ERROR';

/**
 * Whether the API answered the last request that got an answer or no answer at all: any
 * answer, even an error, means it is up; a request that could not reach it means it is down.
 */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: { apiReachable: true },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addMatcher(settled('fulfilled'), (state) => {
        state.apiReachable = true;
      })
      .addMatcher(settled('rejected'), (state, action) => {
        state.apiReachable = !unreachable(action);
      }),
  selectors: {
    selectApiReachable: (state) => state.apiReachable,
  },
});

export const { selectApiReachable } = connectionSlice.selectors;
