/**
 * A fuzzed request as fast-check generates and shrinks it. Values that only exist once the
 * request is sent (the id of the world's e-mail, a freshly signed Google credential) are
 * placeholders here; wire.ts resolves them against the world the request is sent to.
 */

/** Who in the world an id, or an address, belongs to (world.ts). */
export const ROLES = [
  'admin',
  'member',
  'outsider',
  'client',
  'otherClient',
  'email',
  'intakeEmail',
  'otherEmail',
  'invoice',
  'linkedInvoice',
  'otherInvoice',
  'attachment',
  'report',
  'newestEmail',
  'newestInvoice',
  'newestClient',
  'newestUser',
  'adminAddress',
  'memberAddress',
  'clientAddress',
] as const;
export type Role = (typeof ROLES)[number];

export class WorldRef {
  constructor(readonly role: Role) {}
  toJSON() {
    return `<${this.role}>`;
  }
}

/** A Firebase ID credential signed by the test's Google keys, with these claims on top. */
export class SignedIdToken {
  constructor(readonly claims: { [claim: string]: Value }) {}
  toJSON() {
    return { signedIdToken: this.claims };
  }
}

/** Text put into a URL as it is, not percent-encoded: broken escapes and the like. */
export class RawUrlText {
  constructor(readonly text: string) {}
  toJSON() {
    return `raw:${this.text}`;
  }
}

export type Value = string | number | boolean | null | WorldRef | SignedIdToken | RawUrlText | Value[] | { [key: string]: Value };

export type Caller = 'anonymous' | 'member' | 'admin' | 'forged';

export type FileContent = 'pdf' | 'pdfHeaderOnly' | 'empty' | 'text' | 'mime' | 'megabytePdf' | 'binary';

export type FormPart =
  | { kind: 'field'; name: string; value: Value }
  | { kind: 'file'; name: string; filename: string; contentType: string; content: FileContent };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: Value }
  /** Bytes as they are, under a content type (undefined: no header at all). */
  | { kind: 'raw'; contentType: string | undefined; payload: string | number[] }
  /** multipart/form-data, possibly lying about its boundary or cut short (cutAt 0..1 of its length). */
  | { kind: 'form'; boundary: string; declaredBoundary: string | null; parts: FormPart[]; cutAt: number | null };

export interface FuzzRequest {
  caller: Caller;
  /** The Authorization header of a forged caller. */
  forgedAuth: string;
  params: Record<string, Value>;
  query: Record<string, Value>;
  /** Query pairs beyond the route's own fields, and repeats. */
  extraQuery: [string, Value][];
  headers: Record<string, Value>;
  body: Body;
}
