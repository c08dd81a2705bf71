import { useCallback, useState } from 'react';

/**
 * A request from the fields to the PDF: "show field X". `seq` grows with every request, so asking
 * for the same field twice scrolls and pulses it twice.
 */
export interface FieldFocus {
  field: string;
  seq: number;
}

/**
 * The page's one focus request, and the function the fields call to make one. A request belongs
 * to the invoice it was made on (`invoiceId`): the next invoice opens at its own start page.
 */
export function useFieldFocus(invoiceId: string): { focus: FieldFocus | null; showField: (field: string) => void } {
  const [request, setRequest] = useState<{ invoiceId: string; focus: FieldFocus } | null>(null);
  const showField = useCallback((field: string) => setRequest((previous) => ({ invoiceId, focus: { field, seq: (previous?.focus.seq ?? 0) + 1 } })), [invoiceId]);
  return { focus: request?.invoiceId === invoiceId ? request.focus : null, showField };
}
