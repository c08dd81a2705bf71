import { type BlindDocument, type BlindExpected } from '../blind/types';

export type { BlindDocument, BlindExpected, DocumentKind } from '../blind/types';
export { isPayableKind } from '../blind/types';

/** One invoice of a PDF that holds several: its pages (1-based, both ends included) and what it prints. */
export interface PageGroup {
  pages: [first: number, last: number];
  expected: BlindExpected;
}

/**
 * A set-2 document. `expected` describes the document as a whole; when the PDF holds several
 * invoices it is the first one's, and `invoices` lists every one with its pages.
 */
export interface BlindDocument2 extends BlindDocument {
  family: string;
  invoices?: PageGroup[];
}

/** A vendor e-mail as received: the bill in its body, or no bill at all (`expected: null`). */
export interface BlindEmail {
  id: string;
  layout: string;
  /** The whole RFC 822 message. */
  raw: Buffer;
  expected: BlindExpected | null;
  /** The hrefs of the body's "view / pay your bill" links, in the order they appear; marketing, help and unsubscribe links are not in it. */
  portalLinks: string[];
}
