import type { LightMyRequestResponse } from 'fastify';

/** What is wrong with an answer: `kind` names the sort of failure, `detail` this instance. */
export interface Problem {
  kind: string;
  detail: string;
}

const STACK_FRAME = /\n?\s{4}at \S/;

/**
 * Whatever the input, the server answers below 500 (a 5xx is its own failure, not the
 * caller's), and an error answer is JSON with a message a person can read and nothing of the
 * server's insides. HEAD answers carry no body to check.
 */
export function problemWith(method: string, response: LightMyRequestResponse, serverError: string | undefined): Problem | undefined {
  const status = response.statusCode;
  const body = response.body;
  const detail = `${status} ${body.slice(0, 300)}`;
  // The cause names the kind: two 500s of different causes are two bugs.
  if (status >= 500) return { kind: `answered ${status}${serverError ? ` (${serverError.replace(/ at .*/, '')})` : ''}`, detail: `${detail}${serverError ? `\n  server error: ${serverError}` : ''}` };
  if (status < 400 || method === 'HEAD') return undefined;
  if (STACK_FRAME.test(body)) return { kind: `a ${status} shows a stack trace`, detail };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: `a ${status} is not JSON`, detail: `${detail} (content-type ${String(response.headers['content-type'])})` };
  }
  if (typeof (parsed as { message?: unknown } | null)?.message !== 'string') return { kind: `a ${status} has no message`, detail };
  return undefined;
}
