import type { ErrorBody } from '../../shared/contract/common';

/** An error whose message is safe to show the caller; anything else becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extras: Omit<ErrorBody, 'message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { message: this.message, ...this.extras };
  }
}

export const badRequest = (message: string, errors?: string[]) =>
  new HttpError(400, message, errors ? { errors } : {});

/**
 * A token problem carries the bearer challenge so the client's 401 classifier (SPEC.md
 * section 4) can tell it from a wrong password.
 */
export const invalidToken = (message = 'Invalid or expired token') =>
  new HttpError(401, message, { code: 'INVALID_TOKEN' }, { 'www-authenticate': 'Bearer error="invalid_token"' });

export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const notImplemented = (message: string) => new HttpError(501, message);
