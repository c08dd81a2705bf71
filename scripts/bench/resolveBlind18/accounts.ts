/**
 * Account numbers: each vendor numbers its accounts its own way (a pattern of # digits, A letters
 * and separators); Texas retail electric providers key a premise by its ESI ID. Bills reprint
 * them: separators dropped or moved, leading zeros lost, all but the last four masked.
 */
import type { Category } from './catalog';
import type { AccountModel, VendorModel } from './model';
import type { Rng } from './rng';

const PATTERNS: Readonly<Record<Category, readonly string[]>> = {
  electric: ['#######-###', '##########', '#####-#####', '###-###-####', '######-##', '#### #### ####'],
  water: ['######-######', '###-####-##', '#########', '##-#####-##', '0#####-###', '#######-#'],
  gas: ['###-###-####', '##########', '#######-#', '## #### ####-#'],
  trash: ['#-####-#######', '###-#######', '########', '####-######'],
  telecom: ['8260 ## ### #######', '#########', '###-###-####-###', '8497 ## ### #######', '###########'],
  tax: ['###-###-###-####', '## ####0000## ###', '#-###-####-####', '####-##-###-##', '##A-###-####', '#####-##-####'],
  hoa: ['R#######', 'AA-####', '####-###', 'HOA######'],
  pest: ['C-#####', '######', 'CUST####', '##-####'],
  pool: ['P####', '#####', 'AA###'],
  lawn: ['L-####', '#####', 'JOB####'],
  trade: ['C-#####', '######', 'AA####'],
  national: ['###-#####-##', '#######', 'PRO-########', '##########'],
};

export const ESI_PREFIX: Readonly<Record<string, string>> = { CenterPoint: '1008901', Oncor: '10443720', 'AEP Texas Central': '10032789' };

export class AccountBook {
  private readonly seen = new Set<string>();
  private readonly patterns = new Map<VendorModel, string>();

  constructor(private readonly rng: Rng) {}

  private fill(pattern: string): string {
    return pattern.replace(/[#A]/g, (c) => (c === '#' ? String(this.rng.int(0, 9)) : String.fromCharCode(65 + this.rng.int(0, 25))));
  }

  private fresh(make: () => string): string {
    for (;;) {
      const n = make();
      const key = n.replace(/[^0-9A-Z]/gi, '').toUpperCase();
      if (!this.seen.has(key)) {
        this.seen.add(key);
        return n;
      }
    }
  }

  /** A new account of the vendor's; in the directory unless `known` says otherwise. */
  open(v: VendorModel, propertyId: string, unitId: string | null, known: boolean, esiTdu: string | null = null): AccountModel {
    let number: string;
    if (esiTdu !== null) {
      const prefix = ESI_PREFIX[esiTdu] ?? '1044372';
      const len = esiTdu === 'CenterPoint' ? 22 : 17;
      number = this.fresh(() => prefix + this.fill('#'.repeat(len - prefix.length)));
    } else {
      let pattern = this.patterns.get(v);
      if (pattern === undefined) this.patterns.set(v, (pattern = this.rng.pick(PATTERNS[v.category])));
      const p = pattern;
      number = this.fresh(() => this.fill(p));
    }
    const a: AccountModel = { number, propertyId, unitId, inDirectory: known, esi: esiTdu !== null };
    v.accounts.push(a);
    if (known) v.dir.accounts.push({ accountNumber: number, propertyId, unitId });
    return a;
  }
}

function lastFour(n: string): string {
  return n.replace(/[^0-9A-Z]/gi, '').slice(-4);
}

const lastFours = new WeakMap<VendorModel, { size: number; counts: Map<string, number> }>();

/** Whether the account's last four characters tell it apart among the vendor's listed accounts. */
export function maskable(v: VendorModel, a: AccountModel): boolean {
  let cached = lastFours.get(v);
  if (cached === undefined || cached.size !== v.dir.accounts.length) {
    const counts = new Map<string, number>();
    for (const x of v.dir.accounts) counts.set(lastFour(x.accountNumber), (counts.get(lastFour(x.accountNumber)) ?? 0) + 1);
    cached = { size: v.dir.accounts.length, counts };
    lastFours.set(v, cached);
  }
  return cached.counts.get(lastFour(a.number)) === 1;
}

/** The account as a bill prints it. */
export function renderAccount(v: VendorModel, a: AccountModel, rng: Rng): string {
  const bare = a.number.replace(/[^0-9A-Z]/gi, '');
  const options: [string, number][] = [[a.number, 5], [bare, 3]];
  if (/^\d+$/.test(bare) && bare.length >= 8) options.push([bare.replace(/(\d{4})(?=\d)/g, '$1 '), 1.5], [bare.replace(/(\d{3})(?=\d)/g, '$1-'), 1]);
  if (/^0+\d/.test(bare)) options.push([bare.replace(/^0+/, ''), 2]);
  if (a.inDirectory && maskable(v, a) && bare.length >= 8) options.push([`${'*'.repeat(bare.length - 4)}${lastFour(a.number)}`, 1.5], [`XXXX-XXXX-${lastFour(a.number)}`, 1]);
  return rng.weighted(options);
}
