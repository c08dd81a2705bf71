/** SPEC.md section 2 (login status line): a message containing "failed" is an error, anything else information. */
export function statusTone(message: string): 'error' | 'info' {
  return /failed/i.test(message) ? 'error' : 'info';
}
