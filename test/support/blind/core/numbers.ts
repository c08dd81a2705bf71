import { type Rng } from './rng';

/** The shapes vendors give their document numbers; each makes one from a stream and the issue day. */
export type NumberShape = (rng: Rng, issued: string) => string;

const seq = (rng: Rng, width: number, max = 10 ** width - 1): string => String(rng.int(1, max)).padStart(width, '0');

export const numbers = {
  /** INV/2025/03/0008 */
  slashed: (prefix: string): NumberShape => (rng, issued) => `${prefix}/${issued.slice(0, 4)}/${issued.slice(5, 7)}/${seq(rng, 4, 400)}`,
  /** 10452-B */
  letterSuffix: (): NumberShape => (rng) => `${rng.int(10000, 99999)}-${rng.letter()}`,
  /** A-000123 */
  letterPrefix: (letter: string): NumberShape => (rng) => `${letter}-${seq(rng, 6, 20000)}`,
  /** 000123 */
  padded: (width: number): NumberShape => (rng) => seq(rng, width, 10 ** (width - 2)),
  /** 4471 */
  plain: (min: number, max: number): NumberShape => (rng) => String(rng.int(min, max)),
  /** INV-2025-0412 */
  yearly: (prefix: string, width = 4, sep = '-'): NumberShape => (rng, issued) => `${prefix}${sep}${issued.slice(0, 4)}${sep}${seq(rng, width, 3000)}`,
  /** 25-03118 */
  shortYear: (width = 5): NumberShape => (rng, issued) => `${issued.slice(2, 4)}-${seq(rng, width)}`,
  /** SI-004512, INV0007, W20318842 */
  prefixed: (prefix: string, width: number): NumberShape => (rng) => `${prefix}${seq(rng, width, Math.min(10 ** width - 1, 900000))}`,
  /** RTR 58812 */
  spaced: (prefix: string, width = 5): NumberShape => (rng) => `${prefix} ${rng.int(10 ** (width - 1), 10 ** width - 1)}`,
  /** 7F3A91C2-0005: a customer code then a running count, as subscription billers print. */
  hexCount: (): NumberShape => (rng) => `${Array.from({ length: 8 }, () => '0123456789ABCDEF'.charAt(rng.int(0, 15))).join('')}-${seq(rng, 4, 40)}`,
  /** 0004471/25 */
  slashYear: (width = 7): NumberShape => (rng, issued) => `${seq(rng, width, 20000)}/${issued.slice(2, 4)}`,
  /** 2025.0318.07: year, month-day, sequence */
  dotted: (): NumberShape => (rng, issued) => `${issued.slice(0, 4)}.${issued.slice(5, 7)}${issued.slice(8, 10)}.${seq(rng, 2, 30)}`,
};
