import type { PDFDocument } from 'pdf-lib';
import type { ExtractedInvoice, ExtractedLineItem } from '../../../src/server/intake/pdf/types';
import type { Random } from './random';

export type ExpectedLineItem = Pick<ExtractedLineItem, 'description' | 'amountCents'> & Partial<Pick<ExtractedLineItem, 'property' | 'unit' | 'glAccount'>>;

/** The fields a layout prints, with the values a reader of the PDF should find. */
export type ExpectedInvoice = Partial<
  Pick<
    ExtractedInvoice,
    'payee' | 'invoiceNumber' | 'totalAmountCents' | 'totalCents' | 'billDate' | 'dueDate' | 'description' | 'property' | 'unit' | 'purchaseOrder' | 'workOrder' | 'reference' | 'glAccount'
  >
> & { pageNumber: number; pageCount: number; lineItems?: ExpectedLineItem[] };

export type LayoutId =
  | 'plumbing'
  | 'landscaping'
  | 'utility'
  | 'hvac'
  | 'supply'
  | 'modern'
  | 'multi'
  | 'two-page'
  | 'inspection'
  | 'pest'
  | 'water'
  | 'roofing'
  | 'janitorial'
  | 'handyman'
  | 'statement'
  | 'credit-memo';

/** Draws one or more invoices (or a document that holds none) onto new pages; page numbers are 1-based in that document. */
export type RenderLayout = (doc: PDFDocument, random: Random) => Promise<ExpectedInvoice[]>;
