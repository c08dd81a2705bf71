/** Set 2's document-number shapes; each makes one from a stream and the issue day. */
import { type Rng } from '../../blind/core/rng';

export type NumberShape = (rng: Rng, issued: string) => string;

const seq = (rng: Rng, width: number, max: number): string => String(rng.int(1, max)).padStart(width, '0');

/** The Indian financial year an ISO day falls in, "2024-25". */
export function financialYear(issued: string): string {
  const y = Number(issued.slice(0, 4));
  const start = Number(issued.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

export const shapes = {
  /** INV-000123 */
  dashPadded: (prefix: string, width = 6): NumberShape => (rng) => `${prefix}-${seq(rng, width, 40000)}`,
  /** 2024/0456 */
  yearSlash: (width = 4): NumberShape => (rng, issued) => `${issued.slice(0, 4)}/${seq(rng, width, 2000)}`,
  /** 58821 (printed after a "#") */
  bare: (min: number, max: number): NumberShape => (rng) => String(rng.int(min, max)),
  /** WO-77/3: a work order and its visit */
  workOrder: (prefix = 'WO'): NumberShape => (rng) => `${prefix}-${rng.int(10, 999)}/${rng.int(1, 9)}`,
  /** B7K2941: letters and digits mixed */
  mixed: (): NumberShape => (rng) => `${rng.letter()}${rng.int(1, 9)}${rng.letter()}${rng.digits(4)}`,
  /** PC/2024-25/0456: the Indian financial-year series */
  fySeries: (prefix: string): NumberShape => (rng, issued) => `${prefix}/${financialYear(issued)}/${seq(rng, 4, 3000)}`,
  /** 250304-17: the issue day and a count */
  dayCount: (): NumberShape => (rng, issued) => `${issued.slice(2, 4)}${issued.slice(5, 7)}${issued.slice(8, 10)}-${rng.int(1, 60)}`,
  /** SVC.2025.00412 */
  dottedYear: (prefix: string): NumberShape => (rng, issued) => `${prefix}.${issued.slice(0, 4)}.${seq(rng, 5, 9000)}`,
  /** 0071-448213: a branch and a sequence */
  branch: (): NumberShape => (rng) => `${String(rng.int(1, 99)).padStart(4, '0')}-${rng.int(100000, 999999)}`,
  /** TI 20931 */
  spacedPrefix: (prefix: string): NumberShape => (rng) => `${prefix} ${rng.int(10000, 99999)}`,
  /** 7004123388: a long utility statement number */
  long: (width = 10): NumberShape => (rng) => `${rng.int(1, 9)}${rng.digits(width - 1)}`,
  /** INV0091-A: the suffix a re-issue gets */
  suffixed: (prefix: string): NumberShape => (rng) => `${prefix}${seq(rng, 4, 4000)}-${rng.pick(['A', 'B', 'R'])}`,
};
