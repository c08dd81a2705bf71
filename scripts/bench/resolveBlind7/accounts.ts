/*
 * Account-number formats of rural utilities and trades, and the ways a bill prints them.
 * Co-ops: member-location numbers ("204517-003"); municipal light plants ("ML-004512",
 * "04-1234-00", "1234.01"); rural water ("12-0345"); propane ("C-10234", tank serials);
 * telephone co-ops (the phone number plus a suffix); county treasurers' parcel numbers in
 * each state's style (Wisconsin "291-2807-123-0045", New England map/lot "012-045-002",
 * New York section-block-lot "123.45-6-7", Montana geocodes, Louisiana assessment numbers).
 */
import { type RegionId } from './geography';
import { type Rng, pad } from './rand';

export type AcctStyle =
  | 'coopLoc' | 'digits8' | 'dash2' | 'mlp' | 'muniDot' | 'muniDash' | 'water' | 'water3' | 'propaneC' | 'propane6' | 'oil' | 'gas10'
  | 'trash' | 'trash2' | 'telco' | 'cust' | 'custC' | 'custLong' | 'parcel';

export function acctNorm(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^0+/, '');
}

export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

export class AccountMaker {
  private readonly memberOf = new Map<string, string>();
  private locSeq = new Map<string, number>();

  constructor(
    readonly style: AcctStyle,
    private readonly region: RegionId,
    private readonly state: string,
    private readonly areaCode: string,
  ) {}

  /** A fresh number; `group` ties a property's meters together where the format does. */
  make(rng: Rng, group: string): string {
    switch (this.style) {
      case 'coopLoc': {
        let m = this.memberOf.get(group);
        if (!m) {
          m = String(rng.int(100000, 499999));
          this.memberOf.set(group, m);
        }
        const seq = (this.locSeq.get(group) ?? 0) + 1;
        this.locSeq.set(group, seq);
        return `${m}-${pad(seq, 3)}`;
      }
      case 'digits8':
        return `00${rng.digits(6)}`.slice(rng.chance(0.5) ? 0 : 1).padEnd(8, '0');
      case 'dash2':
        return `${pad(rng.int(1, 40), 2)}-${rng.digits(4)}-${pad(rng.int(1, 9), 2)}`;
      case 'mlp':
        return `ML-${pad(rng.int(100, 99999), 6)}`;
      case 'muniDot':
        return `${rng.int(100, 9999)}.${pad(rng.int(1, 12), 2)}`;
      case 'muniDash':
        return `${pad(rng.int(1, 12), 2)}-${rng.digits(4)}-${pad(rng.int(0, 3), 2)}`;
      case 'water':
        return `${rng.int(1, 40)}-${pad(rng.int(1, 9999), 4)}`;
      case 'water3':
        return `${rng.int(1, 9)}-${pad(rng.int(1, 9999), 4)}-${pad(rng.int(0, 9), 2)}`;
      case 'propaneC':
        return `C-${rng.int(10000, 89999)}`;
      case 'propane6':
        return `${pad(rng.int(100, 199999), 6)}`;
      case 'oil':
        return rng.chance(0.5) ? `H-${rng.int(1000, 9999)}` : String(rng.int(10000, 99999));
      case 'gas10':
        return rng.chance(0.5) ? `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(2)}` : `${rng.int(1, 9)}${rng.digits(9)}`;
      case 'trash':
        return `${rng.int(1, 4)}-${rng.int(10000, 99999)}`;
      case 'trash2':
        return `${pad(rng.int(1, 99999), 6)}-000`;
      case 'telco':
        return `${this.areaCode}-${rng.int(200, 989)}-${rng.digits(4)}-${pad(rng.int(1, 99), 3)}`;
      case 'cust':
        return String(rng.int(1000, 49999));
      case 'custC':
        return `C-${pad(rng.int(1, 9999), 4)}`;
      case 'custLong':
        return `CUST${pad(rng.int(1, 99999), 5)}`;
      case 'parcel':
        return parcel(rng, this.region, this.state);
    }
  }
}

export function parcel(rng: Rng, region: RegionId, state: string): string {
  switch (region) {
    case 'wi':
      return `${rng.int(200, 299)}-${rng.digits(4)}-${rng.digits(3)}-${rng.digits(4)}`;
    case 'mn':
      return `${pad(rng.int(1, 99), 2)}.${rng.digits(4)}.${rng.digits(3)}`;
    case 'ia':
      return `${rng.digits(4)}-${rng.digits(3)}-${rng.digits(3)}`;
    case 'ne':
      return `${pad(rng.int(1, 40), 3)}-${pad(rng.int(1, 200), 3)}-${pad(rng.int(0, 12), 3)}`;
    case 'ny':
      return `${rng.int(10, 400)}.${pad(rng.int(1, 20), 2)}-${rng.int(1, 9)}-${rng.int(1, 60)}`;
    case 'pa':
      return `${pad(rng.int(1, 60), 2)}-${pad(rng.int(1, 40), 3)}-${pad(rng.int(1, 300), 3)}.${pad(rng.int(0, 9), 2)}`;
    case 'app':
      return state === 'KY' ? `${pad(rng.int(1, 200), 3)}-${pad(rng.int(0, 40), 2)}-${pad(rng.int(0, 20), 2)}-${pad(rng.int(1, 99), 3)}.00` : `${pad(rng.int(1, 20), 2)}-${pad(rng.int(1, 30), 2)}-${rng.digits(4)}-${rng.digits(4)}`;
    case 'delta':
      return `${rng.digits(4)}-${pad(rng.int(1, 36), 2)}-${pad(rng.int(0, 99), 3)}.${pad(rng.int(0, 9), 2)}`;
    case 'la':
      return `${pad(rng.int(1, 9), 2)}${rng.digits(8)}`;
    case 'mtn':
      if (state === 'MT') return `${rng.int(13, 56)}-${rng.digits(4)}-${pad(rng.int(1, 36), 2)}-${rng.int(1, 4)}-${pad(rng.int(1, 20), 2)}-${pad(rng.int(1, 30), 2)}-0000`;
      if (state === 'ID') return `RP${rng.digits(11)}`;
      return `${rng.digits(14)}`;
    case 'ak':
      return `${pad(rng.int(1, 99), 3)}-${pad(rng.int(1, 999), 3)}-${pad(rng.int(1, 99), 2)}-000`;
  }
}

/** How one bill prints an account number; masked prints cannot identify the account alone. */
export function printAccount(rng: Rng, acct: string): { text: string; full: boolean } {
  const alnum = acct.replace(/[^A-Za-z0-9]/g, '');
  const numeric = /^\d/.test(acct);
  const digits = digitsOnly(acct);
  const mode = rng.weighted<string>([
    ['asis', 34], ['nosep', 15], ['spaces', 10], ['pad', numeric ? 9 : 0], ['strip0', numeric && /^0/.test(acct) ? 12 : 0], ['regroup', numeric && digits.length >= 7 ? 7 : 0],
    ['hash', 4], ['lower', /[A-Z]/.test(acct) ? 3 : 0], ['masked', digits.length >= 6 ? 10 : 0],
  ]);
  switch (mode) {
    case 'nosep':
      return { text: alnum, full: true };
    case 'spaces':
      return { text: acct.replace(/[-.]/g, ' '), full: true };
    case 'pad':
      return { text: `${'0'.repeat(rng.int(1, 3))}${acct}`, full: true };
    case 'strip0':
      return { text: acct.replace(/^0+/, ''), full: true };
    case 'regroup': {
      const size = rng.pick([3, 4]);
      const parts: string[] = [];
      for (let i = 0; i < digits.length; i += size) parts.push(digits.slice(i, i + size));
      return { text: parts.join(rng.pick(['-', ' '])), full: true };
    }
    case 'hash':
      return { text: `#${acct}`, full: true };
    case 'lower':
      return { text: acct.toLowerCase(), full: true };
    case 'masked': {
      const last = digits.slice(-4);
      return { text: rng.pick([`****${last}`, `XXXXXX${last}`, `xxxx-xx-${last}`, `*****-${last}`, `...${last}`]), full: false };
    }
    default:
      return { text: acct, full: true };
  }
}
