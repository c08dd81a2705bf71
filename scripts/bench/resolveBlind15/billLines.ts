/** Line items, payee and channel of a bill. */
import type { Channel } from './docs';
import { stripSuffix } from './tradeNames';
import type { Truth } from './billTruth';
import { type Rng, at } from './rng';
import type { VClass, VendorMeta } from './vendors';

const CHANNELS: Record<VClass, readonly (readonly [Channel, number])[]> = {
  utility: [['email', 45], ['scan', 33], ['forward', 10], ['apinbox', 5], ['portal', 7]],
  national: [['email', 42], ['portal', 20], ['scan', 20], ['forward', 10], ['apinbox', 8]],
  supply: [['email', 55], ['portal', 15], ['scan', 10], ['forward', 10], ['apinbox', 10]],
  gov: [['scan', 65], ['email', 10], ['portal', 10], ['forward', 15]],
  trade: [['email', 38], ['scan', 27], ['portal', 13], ['forward', 14], ['apinbox', 8]],
};

export function pickChannel(vm: VendorMeta, rng: Rng): Channel {
  const ch = rng.pickW(CHANNELS[vm.cls]);
  return ch === 'email' && vm.sendFrom.length === 0 ? 'scan' : ch;
}

/** The payee as printed and read: legal name, without "Inc.", an alias or dba, capitals, or missed. */
export function payeeVariant(vm: VendorMeta, rng: Rng): string | null {
  const name = vm.v.name;
  const mode = rng.pickW([['legal', 35], ['stripped', 25], ['alias', 15], ['upper', 10], ['swap', 10], ['none', 3]] as const);
  switch (mode) {
    case 'legal': return name;
    case 'stripped': return stripSuffix(name);
    case 'alias': return vm.v.aliases.length > 0 ? rng.pick(vm.v.aliases) : stripSuffix(name);
    case 'upper': return name.toUpperCase();
    case 'swap': {
      if (vm.cls === 'gov' || vm.cls === 'utility') return stripSuffix(name);
      const base = stripSuffix(name);
      return base === name ? `${name}${rng.pick([' Inc', ', LLC', ' Co', ' Inc.'])}` : `${base}${rng.pick([' Inc', ' LLC', ', Inc', ' Incorporated'])}`;
    }
    case 'none': return null;
  }
}

function amountFor(cls: VClass, rng: Rng): number {
  const [lo, hi] = cls === 'utility' ? [18, 2400] : cls === 'gov' ? [250, 18000] : cls === 'supply' ? [9, 650] : cls === 'national' ? [45, 2200] : [65, 4800];
  return Math.round((lo + rng.next() ** 2 * (hi - lo)) * 100) / 100;
}

/** Line items: a unit's work names the unit where `unitInLines`; a flex park's common work names a dock door. */
export function lineItems(t: Truth, unitPhrase: string | null, unitInLines: boolean, blind: boolean, rng: Rng): { description: string; amount: number }[] {
  const { vm, pm } = t;
  const out: string[] = [];
  const k = vm.cls === 'utility' ? rng.int(2, 5) : vm.cls === 'supply' ? rng.int(1, 6) : rng.int(1, 3);
  const dock = (): string => String(pm.docks > 0 ? rng.int(1, pm.docks) : rng.int(1, 12));
  const inUnit = (l: string): string => {
    if (!l.includes('{u}')) return l;
    if (!unitInLines || !unitPhrase || blind) return l.replace(/\s*\{u\}\s*/, ' ').trim();
    return l.startsWith('{u}') ? l.replace('{u}', unitPhrase) : l.replace('{u}', `${rng.pick(['- ', 'in ', '@ ', '', 'at '])}${unitPhrase}`);
  };
  if (vm.spec) {
    for (const l of rng.sample(vm.spec.lines, k)) out.push(l);
    if (unitInLines && unitPhrase && !blind && out.length > 0) {
      const first = at(out, 0);
      out[0] = rng.chance(0.3) ? `${first} (${unitPhrase})` : `${first} ${rng.pick(['- ', 'for ', 'Job: '])}${unitPhrase}`;
    }
  } else if (vm.trade) {
    const tr = vm.trade;
    const pool = t.um && tr.lines.length > 0 ? tr.lines : tr.common.length > 0 ? tr.common : tr.lines;
    for (const l of rng.sample(pool, k)) out.push(inUnit(l).replace('{d}', dock()).replace(/\s+/g, ' '));
    if (rng.chance(0.3)) out.push(rng.pick(['Trip charge', 'Materials', 'Labor - 2 techs', 'Disposal fee', 'After-hours premium']));
  }
  if (out.length === 0) out.push('Services rendered');
  return out.map((description) => ({ description, amount: amountFor(vm.cls, rng) }));
}
