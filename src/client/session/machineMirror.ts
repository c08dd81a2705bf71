import type { UnknownAction } from '@reduxjs/toolkit';
import type { AnyMachineSnapshot, InspectionEvent, StateValue } from 'xstate';

/**
 * How a state machine shows in Redux: every event it acts on becomes an action of its own,
 * `<machine>/<event>`, carrying the state before and after, so an auditor reads the machine's
 * history in Redux DevTools. The session, e-mail verification and password reset machines share it.
 */

/** Redux names for an invoked actor's answer, by invoke id (XState calls them `xstate.done.actor.<id>`). */
export type Outcomes = Record<string, { done: string; error: string }>;

export interface MirrorSpec<TSnapshot extends AnyMachineSnapshot, View> {
  /** The slice and the action prefix. */
  name: string;
  outcomes: Outcomes;
  /** The event fields an auditor may read; every other field (tokens, passwords, codes) stays out. */
  publicFields: readonly string[];
  /** What Redux keeps of a snapshot, never a secret. */
  view: (snapshot: TSnapshot) => View;
}

export interface MirrorPayload<View> {
  /** The state path before, e.g. `authenticated`; null when the machine starts. */
  from: string | null;
  /** The state path after, e.g. `refreshing.afterRejection`. */
  to: string;
  event?: Record<string, string | number | boolean>;
  view: View;
}

// A type, not an interface, so that Redux's dispatch takes it as an UnknownAction.
export type MirrorAction<View> = {
  type: string;
  payload: MirrorPayload<View>;
};

const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The one place an action type is derived from a machine event. */
export function mirrorActionType(name: string, eventType: string, outcomes: Outcomes): string {
  if (eventType === 'xstate.init') return `${name}/started`;
  const [, kind, id] = OUTCOME.exec(eventType) ?? [];
  const outcome = id === undefined ? undefined : outcomes[id];
  if (outcome) return `${name}/${kind === 'done' ? outcome.done : outcome.error}`;
  return `${name}/${eventType}`;
}

/** `{ refreshing: 'silent' }` reads as `refreshing.silent`. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${statePath(child)}`))
    .join(',');
}

function publicFields(event: Record<string, unknown>, keys: readonly string[]): MirrorPayload<unknown>['event'] {
  const shown: NonNullable<MirrorPayload<unknown>['event']> = {};
  for (const key of keys) {
    const value = event[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') shown[key] = value;
  }
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/**
 * An `inspect` callback for createActor or useMachine. Events the machine ignores (a second 401
 * of a burst, a cookie re-check that finds nothing new) change nothing and dispatch nothing.
 */
export function mirrorInspector<TSnapshot extends AnyMachineSnapshot, View>(spec: MirrorSpec<TSnapshot, View>, dispatch: (action: MirrorAction<View>) => void) {
  let from: string | null = null;
  let shown: string | null = null;
  return (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId) return;
    const snapshot = inspection.snapshot as TSnapshot;
    const { event } = inspection;
    const started = event.type === 'xstate.init';
    const to = statePath(snapshot.value);
    const view = spec.view(snapshot);
    const viewText = JSON.stringify(view);
    if (!started && to === from && viewText === shown) return;
    const fields = publicFields(event, spec.publicFields);
    dispatch({ type: mirrorActionType(spec.name, event.type, spec.outcomes), payload: { from: started ? null : from, to, ...(fields && { event: fields }), view } });
    from = to;
    shown = viewText;
  };
}

/** Matches the actions of one machine's mirror, for its slice's reducer and for listeners. */
export const isMirrorOf =
  <View>(name: string) =>
  (action: UnknownAction): action is MirrorAction<View> =>
    action.type.startsWith(`${name}/`) && typeof action.payload === 'object' && action.payload !== null && 'view' in action.payload;
