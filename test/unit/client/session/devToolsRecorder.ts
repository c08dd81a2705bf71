import type { Action, DevToolsEnhancerOptions, Reducer, StoreEnhancer } from '@reduxjs/toolkit';

/**
 * A stand-in for the Redux DevTools browser extension, recording what it would show: every
 * action that reaches the store and the state after it, through the app's own sanitizers. RTK
 * looks the extension up when it loads, so a test imports this file before anything of the app.
 */

export interface Shown {
  /** The action as dispatched, to check that the machines' mirrors never carry a secret themselves. */
  raw: Action;
  action: Action;
  state: unknown;
}

export const shown: Shown[] = [];

type CreateStore = (reducer: Reducer, preloadedState?: unknown) => unknown;

const compose =
  (...enhancers: StoreEnhancer[]) =>
  (createStore: CreateStore) =>
    enhancers.reduceRight<CreateStore>((next, enhancer) => (enhancer as unknown as (c: CreateStore) => CreateStore)(next), createStore);

function extension(options: DevToolsEnhancerOptions) {
  const sanitizeAction = options.actionSanitizer ?? (<A,>(action: A) => action);
  const sanitizeState = options.stateSanitizer ?? (<S,>(state: S) => state);
  return (...enhancers: StoreEnhancer[]) =>
    (createStore: CreateStore) =>
      compose(...enhancers)((reducer, preloadedState) =>
        createStore((state, action) => {
          const next: unknown = reducer(state, action);
          shown.push({ raw: action, action: sanitizeAction(action, shown.length), state: sanitizeState(next, shown.length) });
          return next;
        }, preloadedState),
      );
}

Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: extension });
