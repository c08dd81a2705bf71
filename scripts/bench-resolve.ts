/**
 * The resolver's figures (issue 16): each set's directory indexed once (timed), then every bill
 * resolved one at a time, single-threaded. Per field: right, wrong, left empty, and wrong at
 * confidence >= 0.9 (the figure that must stay at 0); time per bill; each target met or not.
 * The tuned set is ours. The other sets are each written by someone who never read the resolver
 * and frozen; each is blind until its failures are read, and reported as it comes. Sets 1 to 19
 * and 22 were read and tuned on (README: their first, blind figures). Then the CSV import of
 * 20,000 rows a file (./bench/importTiming.ts). RESOLVE_SETS picks sets by number ("tuned,20").
 */
import { createResolver } from '../src/server/directory/resolver';
import type { BillResolution } from '../src/server/directory/resolver/types';
import { benchImports } from './bench/importTiming';
import { blindResolveSet } from './bench/resolveBlindSet';
import { blindResolveSet2 } from './bench/resolveBlind2Set';
import { blindResolveSet3 } from './bench/resolveBlind3Set';
import { blindResolveSet4 } from './bench/resolveBlind4Set';
import { blindResolveSet5 } from './bench/resolveBlind5Set';
import { blindResolveSet6 } from './bench/resolveBlind6Set';
import { blindResolveSet7 } from './bench/resolveBlind7Set';
import { blindResolveSet8 } from './bench/resolveBlind8Set';
import { blindResolveSet10 } from './bench/resolveBlind10Set';
import { blindResolveSet11 } from './bench/resolveBlind11Set';
import { blindResolveSet12 } from './bench/resolveBlind12Set';
import { blindResolveSet13 } from './bench/resolveBlind13Set';
import { blindResolveSet14 } from './bench/resolveBlind14Set';
import { blindResolveSet15 } from './bench/resolveBlind15Set';
import { blindResolveSet16 } from './bench/resolveBlind16Set';
import { blindResolveSet17 } from './bench/resolveBlind17Set';
import { blindResolveSet18 } from './bench/resolveBlind18Set';
import { blindResolveSet19 } from './bench/resolveBlind19Set';
import { blindResolveSet20 } from './bench/resolveBlind20Set';
import { blindResolveSet21 } from './bench/resolveBlind21Set';
import { blindResolveSet22 } from './bench/resolveBlind22Set';
import { blindResolveSet23 } from './bench/resolveBlind23Set';
import { blindResolveSet9 } from './bench/resolveBlind9Set';
import { tunedResolveSet, type ResolveSet } from './bench/resolveSet';

const TARGETS = { property: 99, unit: 97, vendor: 99, glAccount: 95 };
const MAX_MS_PER_BILL = 2;
const FIELDS = ['property', 'unit', 'vendor', 'glAccount'] as const;
type Field = (typeof FIELDS)[number];

interface Tally {
  right: number;
  wrong: number;
  empty: number;
  confidentWrong: number;
}

function answer(field: Field, resolved: BillResolution): string | null {
  if (field === 'property') return resolved.propertyId;
  if (field === 'unit') return resolved.unitId;
  if (field === 'vendor') return resolved.vendorId;
  return resolved.glAccount;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

function benchSet(title: string, set: ResolveSet): void {
  const built = performance.now();
  const resolver = createResolver(set.directory);
  const buildMs = performance.now() - built;
  // One pass to warm the JIT, then the measured one.
  for (const bill of set.bills.slice(0, 500)) resolver.resolve(bill.input);
  const tallies = Object.fromEntries(FIELDS.map((field) => [field, { right: 0, wrong: 0, empty: 0, confidentWrong: 0 }])) as Record<Field, Tally>;
  const samples: string[] = [];
  const millis: number[] = [];
  const started = performance.now();
  for (const bill of set.bills) {
    const one = performance.now();
    const resolved = resolver.resolve(bill.input);
    millis.push(performance.now() - one);
    const expected = { property: bill.expected.propertyId, unit: bill.expected.unitId, vendor: bill.expected.vendorId, glAccount: bill.expected.glAccount };
    for (const field of FIELDS) {
      const got = answer(field, resolved);
      const tally = tallies[field];
      if (got === expected[field]) tally.right += 1;
      else if (got === null) tally.empty += 1;
      else {
        tally.wrong += 1;
        const confidence = resolved.resolution[field]?.confidence ?? 0;
        if (confidence >= 0.9) {
          tally.confidentWrong += 1;
          if (process.env.RESOLVE_VERBOSE && samples.length < 30) samples.push(`  ${field}: want ${expected[field]}, got ${got} at ${confidence} (${resolved.resolution[field]?.reason})`);
        }
      }
    }
  }
  const totalMs = performance.now() - started;
  const sorted = [...millis].sort((a, b) => a - b);
  const count = set.bills.length;
  console.log(`\n${title}: ${set.directory.properties.length} properties, ${set.directory.units.length} units, ${set.directory.vendors.length} vendors, ${count} bills`);
  console.log(`${'field'.padEnd(11)}${['right', 'wrong', 'left empty', 'wrong at >=0.9', 'target'].map((column) => column.padStart(16)).join('')}`);
  for (const field of FIELDS) {
    const tally = tallies[field];
    const figure = percent(tally.right, count);
    const cells = [
      `${tally.right} ${figure.toFixed(2)}%`,
      String(tally.wrong),
      String(tally.empty),
      String(tally.confidentWrong),
      `>= ${TARGETS[field]}% ${figure >= TARGETS[field] ? 'met' : 'NOT met'}`,
    ];
    console.log(`${field.padEnd(11)}${cells.map((cell) => cell.padStart(16)).join('')}`);
  }
  const perBill = totalMs / count;
  const p99 = sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0;
  console.log(`Index build: ${buildMs.toFixed(0)} ms`);
  console.log(`Resolve: mean ${perBill.toFixed(3)} ms per bill, p99 ${p99.toFixed(3)} ms (target <= ${MAX_MS_PER_BILL} ms: ${perBill <= MAX_MS_PER_BILL ? 'met' : 'NOT met'})`);
  const confidentWrong = FIELDS.reduce((sum, field) => sum + tallies[field].confidentWrong, 0);
  console.log(`Wrong at confidence >= 0.9: ${confidentWrong} (target ~0)`);
  if (samples.length) console.log(samples.join('\n'));
}

/** Each written set: its number (for RESOLVE_SETS), its title, its generator. */
const WRITTEN_SETS: [name: string, title: string, make: () => ResolveSet][] = [
  ['1', 'Set 1 (scripts/bench/resolveBlindSet.ts, written blind, tuned on since 2026-11-26)', blindResolveSet],
  ['2', 'Set 2 (scripts/bench/resolveBlind2Set.ts, written blind by another author, tuned on since 2026-11-26)', blindResolveSet2],
  ['3', 'Set 3 (scripts/bench/resolveBlind3Set.ts, written blind by a third author, tuned on since 2026-11-26)', blindResolveSet3],
  ['4', 'Set 4 (scripts/bench/resolveBlind4Set.ts, written blind by a fourth author, tuned on since 2026-11-26)', blindResolveSet4],
  ['5', 'Set 5 (scripts/bench/resolveBlind5Set.ts, written blind by a fifth author, tuned on since 2026-11-26)', blindResolveSet5],
  ['6', 'Set 6 (scripts/bench/resolveBlind6Set.ts, written blind by a sixth author, tuned on since 2026-11-26)', blindResolveSet6],
  ['7', 'Set 7 (scripts/bench/resolveBlind7Set.ts, written blind by a seventh author, tuned on since 2026-11-26)', blindResolveSet7],
  ['8', 'Set 8 (scripts/bench/resolveBlind8Set.ts, written blind by an eighth author, tuned on since 2026-11-26)', blindResolveSet8],
  ['9', 'Set 9 (scripts/bench/resolveBlind9Set.ts, written blind by a ninth author, tuned on since 2026-11-27)', blindResolveSet9],
  ['10', 'Set 10 (scripts/bench/resolveBlind10Set.ts, written blind by a tenth author, tuned on since 2026-11-27)', blindResolveSet10],
  ['11', 'Set 11 (scripts/bench/resolveBlind11Set.ts, written blind by an eleventh author, tuned on since 2026-11-27)', blindResolveSet11],
  ['12', 'Set 12 (scripts/bench/resolveBlind12Set.ts, written blind by a twelfth author, tuned on since 2026-11-27)', blindResolveSet12],
  ['13', 'Set 13 (scripts/bench/resolveBlind13Set.ts, written blind by a thirteenth author, tuned on since 2026-11-27)', blindResolveSet13],
  ['14', 'Set 14 (scripts/bench/resolveBlind14Set.ts, written blind by a fourteenth author, measured blind at 140c62d, tuned on since 2026-11-27)', blindResolveSet14],
  ['15', 'Set 15 (scripts/bench/resolveBlind15Set.ts, a fifteenth author, measured blind at 8a8c3fe, tuned on since 2026-11-27)', blindResolveSet15],
  ['16', 'Set 16 (scripts/bench/resolveBlind16Set.ts, a sixteenth author, measured blind at 3603534, tuned on since 2026-11-27)', blindResolveSet16],
  ['17', 'Set 17 (scripts/bench/resolveBlind17Set.ts, a seventeenth author, measured blind at 159151c, tuned on since 2026-11-27)', blindResolveSet17],
  ['18', 'Set 18 (scripts/bench/resolveBlind18Set.ts, an eighteenth author, measured blind at d126b2f, tuned on since 2026-11-27)', blindResolveSet18],
  ['19', 'Set 19 (scripts/bench/resolveBlind19Set.ts, a nineteenth author, measured blind at 4b968a4, tuned on since 2026-11-27)', blindResolveSet19],
  ['20', 'Set 20 (scripts/bench/resolveBlind20Set.ts, a twentieth author, blind: measured once at ca517f6)', blindResolveSet20],
  ['21', 'Set 21 (scripts/bench/resolveBlind21Set.ts, a twenty-first author, blind: measured once at a3c971c)', blindResolveSet21],
  ['22', 'Set 22 (scripts/bench/resolveBlind22Set.ts, a twenty-second author, measured blind at 4e72c26, read and tuned on since 2026-11-28)', blindResolveSet22],
  ['23', 'Set 23 (scripts/bench/resolveBlind23Set.ts, a twenty-third author, blind: measured once at 0f98664)', blindResolveSet23],
];

/** RESOLVE_SETS=tuned,20 runs those sets alone, without the imports; by default, every set and the imports. */
async function main(): Promise<void> {
  const only = process.env.RESOLVE_SETS?.split(',').map((name) => name.trim());
  if (!only || only.includes('tuned')) {
    const generated = performance.now();
    const tuned = tunedResolveSet();
    console.log(`Tuned set generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
    benchSet('Tuned set (scripts/bench/resolveSet.ts, tuned on)', tuned);
  }
  for (const [name, title, make] of WRITTEN_SETS) if (!only || only.includes(name)) benchSet(title, make());
  if (!only) await benchImports();
}

void main();
