import { createSlice } from '@reduxjs/toolkit';
import type { SnapshotFrom } from 'xstate';
import { rootReducer } from '../../app/store';
import { isMirrorOf, statePath, type MirrorSpec } from '../../session/machineMirror';
import type { linkVerificationMachine } from './linkVerificationMachine';
import type { resetPasswordMachine } from './resetPasswordMachine';
import type { verifyEmailMachine } from './verifyEmailMachine';

/**
 * The e-mail verification and password reset machines as Redux sees them, mirrored as the
 * session is (session/machineMirror.ts): `verification/<event>` and `reset/<event>` actions in
 * Redux DevTools. Their contexts hold no code and no password, and neither does this.
 */
export interface CodeFlowState {
  /** The machine's state path, e.g. `verify.failed`; null before the screen opened. */
  step: string | null;
  email: string;
  message: string | null;
}

type CodeFlowSnapshot = SnapshotFrom<typeof verifyEmailMachine> | SnapshotFrom<typeof resetPasswordMachine> | SnapshotFrom<typeof linkVerificationMachine>;

const view = (snapshot: CodeFlowSnapshot): CodeFlowState => ({
  step: statePath(snapshot.value),
  email: snapshot.context.email,
  message: snapshot.context.message,
});

export const verificationMirror: MirrorSpec<SnapshotFrom<typeof verifyEmailMachine>, CodeFlowState> = {
  name: 'verification',
  outcomes: {
    sendCode: { done: 'codeSent', error: 'codeNotSent' },
    verifyCode: { done: 'codeVerified', error: 'verificationFailed' },
  },
  publicFields: ['email'],
  view,
};

/** The verification e-mail's links show under `verification/` too: `linkVerified`, `linkRefused`. */
export const linkVerificationMirror: MirrorSpec<SnapshotFrom<typeof linkVerificationMachine>, CodeFlowState> = {
  name: 'verification',
  outcomes: { verifyLink: { done: 'linkVerified', error: 'linkRefused' } },
  publicFields: [],
  view,
};

export const resetMirror: MirrorSpec<SnapshotFrom<typeof resetPasswordMachine>, CodeFlowState> = {
  name: 'reset',
  outcomes: {
    sendResetCode: { done: 'codeSent', error: 'codeNotSent' },
    resetPassword: { done: 'passwordReset', error: 'resetFailed' },
  },
  publicFields: ['email'],
  view,
};

const initialState: CodeFlowState = { step: null, email: '', message: null };

const mirroredSlice = (name: string) =>
  createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => builder.addMatcher(isMirrorOf<CodeFlowState>(name), (_state, action) => action.payload.view),
  });

// Injected when the code screens' chunks load, so the first bundle never carries them.
mirroredSlice(verificationMirror.name).injectInto(rootReducer);
mirroredSlice(resetMirror.name).injectInto(rootReducer);
