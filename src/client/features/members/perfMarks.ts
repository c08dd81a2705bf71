type Pending = 'client' | 'next';

const MEASURES: Record<Pending, [name: string, start: string]> = {
  client: ['members:client-to-first-page', 'members:client-selected'],
  next: ['members:next-to-page', 'members:next-page'],
};

let pending: Pending | null = null;

// Optional calls: some embedders (jsdom among them) have a performance object without marks.
const mark = (name: string) => performance.mark?.(name);

/**
 * The marks the end-to-end run reads (issue 4 "Speed"): a start when a client is chosen or
 * Next pressed, and the measure once that invoice page is on screen.
 */
export function markClientSelected(measuresInvoices: boolean): void {
  mark('members:client-selected');
  pending = measuresInvoices ? 'client' : null;
}

export function markNextPage(measuresInvoices: boolean): void {
  mark('members:next-page');
  pending = measuresInvoices ? 'next' : null;
}

/** Called after an invoice page rendered; measures only when a start is waiting for it. */
export function markInvoicesRendered(): void {
  if (!pending) return;
  const [name, start] = MEASURES[pending];
  pending = null;
  mark('members:invoices-rendered');
  try {
    performance.measure?.(name, start, 'members:invoices-rendered');
  } catch {
    // A start mark cleared by the page (performance.clearMarks) leaves nothing to measure.
  }
}
