let handedOver: (() => Promise<unknown>) | null = null;
let pending: Promise<unknown> = Promise.resolve();

/**
 * "Mark reviewed & next" opens the next invoice first and sends the review once that invoice
 * has replaced this one on screen: sent earlier, its answer would find the page still showing
 * the invoice left behind and download it (PDF and all) again for nothing. Module state,
 * because a function cannot travel in history state and the sending page is gone by then.
 */
export function handOverMark(send: () => Promise<unknown>): void {
  let settled: () => void = () => undefined;
  pending = new Promise<void>((resolve) => (settled = resolve));
  handedOver = () => send().finally(settled);
}

/** Sends the review handed over, once (the effect that calls it may run twice). */
export function sendHandedOverMark(): void {
  const send = handedOver;
  handedOver = null;
  void send?.().catch(() => undefined);
}

/** Resolves once the review handed over is done, so the next invoice reads the list after it, not before. */
export const pendingMark = (): Promise<unknown> => pending;
