import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import type { ThunkExtra } from '../api/baseQuery';
import { connectionSlice } from '../api/connectionSlice';
import { forgetPreviousSession } from '../session/forgetPreviousSession';
import { sessionSlice } from '../session/sessionSlice';
import { devToolsOptions } from './devTools';

/** Feature slices inject themselves (rootReducer.inject) so the app layer stays small. */
export const rootReducer = combineSlices(baseApi, sessionSlice, connectionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A store per app (and per test), with the session actor and API base as thunk extras. */
export function setupStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // In every build: auditors read the transitions of production sessions too.
    devTools: devToolsOptions,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(forgetPreviousSession.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
