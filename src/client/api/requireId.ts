import type { FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { clientFailure, type ApiFailure } from './errors';

export type Outcome<T> = QueryReturnValue<T, ApiFailure, FetchBaseQueryMeta>;

/** The base query as RTK Query hands it to a queryFn. */
export type BaseQuery = (args: string | FetchArgs) => Outcome<unknown> | Promise<Outcome<unknown>>;

export const isBlank = (value: string | null | undefined): boolean => !value?.trim();

/**
 * A queryFn for a call that names a user, client or invoice: with a blank id it fails with
 * SPEC.md's message and sends nothing, since the request would reach another route (GET
 * /api/invoices/ lists invoices instead of reading one). Otherwise `select` reads the answer.
 */
export function requireId<Arg, Answer, Data>(
  idOf: (arg: Arg) => string | null | undefined,
  message: string,
  request: (arg: Arg) => string | FetchArgs,
  select: (answer: Answer) => Data,
) {
  return async (arg: Arg, _api: unknown, _extraOptions: unknown, baseQuery: BaseQuery): Promise<Outcome<Data>> => {
    if (isBlank(idOf(arg))) return { error: clientFailure(message) };
    const result = await baseQuery(request(arg));
    return result.error ? { error: result.error, meta: result.meta } : { data: select(result.data as Answer), meta: result.meta };
  };
}
