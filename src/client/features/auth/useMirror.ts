import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { useAppDispatch } from '../../app/hooks';
import { mirrorInspector, type MirrorSpec } from '../../session/machineMirror';

/** The `inspect` option that mirrors a screen's machine into Redux (see codeFlowSlices.ts). */
export function useMirror<TSnapshot extends AnyMachineSnapshot, View>(spec: MirrorSpec<TSnapshot, View>) {
  const dispatch = useAppDispatch();
  // One inspector per mounted screen: it remembers the state the machine was in.
  const [inspect] = useState(() => mirrorInspector(spec, dispatch));
  return inspect;
}
