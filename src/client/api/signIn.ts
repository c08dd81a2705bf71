import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { LoginResponse } from '../../shared/contract/auth';
import type { SignedIn } from '../session/types';
import type { ThunkExtra } from './baseQuery';
import { clientFailure } from './errors';
import type { BaseQuery, Outcome } from './requireId';

/** SPEC.md section 8 "Login": a 200 is only a sign-in when it carries the user id and both tokens. */
export const SIGN_IN_MESSAGES = {
  noUserId: 'Login failed: Unable to retrieve user ID.',
  noTokens: 'Login failed: Unable to retrieve authentication tokens.',
} as const;

/** What a sign-in leaves in the store: the answer without its tokens. */
export type SignInResult = Pick<LoginResponse, 'userId' | 'name' | 'email' | 'isAdmin' | 'message'>;

/**
 * The session each sign-in in flight answered, kept outside Redux between the answer and the
 * fulfilled action, by the very argument object both see.
 */
const answered = new WeakMap<object, SignedIn>();

/**
 * The password and Google sign-ins. The tokens go from the answer to the session actor, which
 * keeps them in its context and the cookies; what the endpoint returns (the fulfilled action,
 * the mutation's cache entry, Redux DevTools) never holds them. Only the fields named in
 * SignInResult are kept, so a field the server adds later cannot leak either.
 *
 * The session hears of the sign-in once the mutation is fulfilled, not from inside queryFn: a
 * sign-in empties the API cache (session/forgetPreviousSession.ts), which would abort the
 * mutation still running. It still hears before the caller's `await` resumes, so a screen can
 * navigate to a protected page at once.
 */
export function signInEndpoint<Body extends object>(request: (body: Body) => FetchArgs) {
  return {
    async queryFn(body: Body, _api: unknown, _extraOptions: unknown, baseQuery: BaseQuery): Promise<Outcome<SignInResult>> {
      const result = await baseQuery(request(body));
      if (result.error) return { error: result.error };
      const answer = (result.data ?? {}) as Partial<LoginResponse>;
      if (!answer.userId) return { error: clientFailure(SIGN_IN_MESSAGES.noUserId) };
      if (!answer.token || !answer.refreshToken) return { error: clientFailure(SIGN_IN_MESSAGES.noTokens) };
      const { userId, name = '', email = '', isAdmin = false, message = '' } = answer;
      answered.set(body, { token: answer.token, refreshToken: answer.refreshToken, userId, username: name || email, isAdmin: isAdmin === true, email: email || null });
      return { data: { userId, name, email, isAdmin: isAdmin === true, message } };
    },
    async onQueryStarted(body: Body, { extra, queryFulfilled }: { extra: unknown; queryFulfilled: Promise<unknown> }) {
      const fulfilled = await queryFulfilled.then(
        () => true,
        () => false,
      );
      const session = answered.get(body);
      answered.delete(body);
      if (fulfilled && session) (extra as ThunkExtra).session.send({ type: 'signedIn', session });
    },
  };
}
