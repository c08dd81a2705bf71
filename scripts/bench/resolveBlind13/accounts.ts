import { brandSpecOf, serviceSpecOf } from './corporateVendors';
import type { PropRec, PropertyKind, VendorRec } from './model';
import type { Rng } from './rng';
import { accountKey, fillFormat, regroupAccount } from './text';
import { TRADES } from './trades';
import type { Service } from './utilitySpecs';

/*
 * Who serves which property, and the account numbers. Every account number is unique in the
 * directory once separators and leading zeros are dropped, so the printed number always decides
 * its vendor record (and its property and unit, where the account has them).
 */

const SERVICE_CHANCE: Record<Service, number> = { electric: 0.97, gas: 0.45, water: 0.85, sewer: 0.55, trash: 0.85, internet: 0.45, tax: 0.9 };

function unitEligible(service: string, kind: PropertyKind): number {
  if (service === 'electric') return kind === 'student' ? 0 : kind === 'mhc' ? 3 : kind === 'strip' || kind === 'office' ? 4 : 2.5;
  if (service === 'water') return kind === 'mhc' ? 6 : kind === 'smallmf' ? 4 : 0;
  if (service === 'internet') return kind === 'garden' || kind === 'senior' || kind === 'hoa' ? 2.5 : 0;
  return 0;
}

export class AccountMaker {
  private readonly taken = new Set<string>();

  make(rng: Rng, v: VendorRec, propIdx: number | null, unitIdx: number | null, bldg: string | null): void {
    for (let attempt = 0; attempt < 100; attempt++) {
      const printed = fillFormat(rng, v.acctFormat);
      const key = accountKey(printed);
      if (key.length < 4 || this.taken.has(key)) continue;
      this.taken.add(key);
      const accountNumber = rng.chance(0.3) ? regroupAccount(rng, printed) : printed;
      v.accounts.push({ accountNumber, printed, propIdx, unitIdx, bldg });
      return;
    }
    throw new Error(`no free account number for ${v.name}`);
  }
}

function servesCount(rng: Rng): number {
  return rng.weighted([[1, 35], [rng.int(2, 3), 30], [rng.int(4, 8), 25], [rng.int(9, 25), 10]] as const);
}

export function assignAccounts(rng: Rng, props: readonly PropRec[], vendors: VendorRec[]): void {
  const maker = new AccountMaker();
  const services = vendors.filter((v) => v.billing === 'service');
  const specs = new Map(services.map((v) => [v.idx, serviceSpecOf(v)] as const));
  const addServe = (v: VendorRec, p: number) => {
    if (!v.serves.includes(p)) v.serves.push(p);
  };

  // utilities, haulers, internet, tax collectors: one provider per service per property
  for (const p of props) {
    for (const service of Object.keys(SERVICE_CHANCE) as Service[]) {
      let chance = SERVICE_CHANCE[service];
      if (service === 'internet' && !['garden', 'student', 'senior', 'office', 'hoa'].includes(p.kind)) chance = 0;
      if (service === 'tax' && p.kind === 'hoa') chance = 0.1;
      if (service === 'trash' && p.kind === 'smallmf') chance = 0.4;
      if (!rng.chance(chance)) continue;
      const candidates = services.filter((v) => {
        const spec = specs.get(v.idx);
        return v.trade === service && v.metros.includes(p.metro) && (!spec?.cities || spec.cities.includes(p.addr.city.name));
      });
      if (candidates.length === 0) continue;
      const v = rng.weighted(candidates.map((c) => [c, specs.get(c.idx)?.weight ?? 1] as const));
      const spec = specs.get(v.idx);
      addServe(v, p.idx);
      if (spec?.perBuilding && p.buildings.length > 1 && (service === 'electric' || service === 'water')) {
        for (const b of p.buildings) maker.make(rng, v, p.idx, null, b);
        if (service === 'electric' && rng.chance(0.5)) maker.make(rng, v, p.idx, null, null);
      } else {
        maker.make(rng, v, p.idx, null, null);
      }
      const share = v.unitShare * unitEligible(service, p.kind);
      for (const u of p.units) if (share > 0 && rng.chance(share)) maker.make(rng, v, p.idx, u, null);
    }
  }

  const byMetro = new Map<string, PropRec[]>();
  for (const p of props) byMetro.set(p.metro, [...(byMetro.get(p.metro) ?? []), p]);
  const eligible = (v: VendorRec, kinds: readonly PropertyKind[] | null | undefined) =>
    v.metros.flatMap((m) => byMetro.get(m) ?? []).filter((p) => !kinds || kinds.includes(p.kind));

  for (const v of vendors) {
    if (v.billing === 'service') continue;
    if (v.category === 'brand' && brandSpecOf(v)) {
      const spec = brandSpecOf(v);
      const pool = eligible(v, spec?.kinds);
      if (v.billing === 'supplier') {
        for (let k = rng.int(1, 3); k > 0; k--) maker.make(rng, v, null, null, null);
        v.serves = pool.map((p) => p.idx);
        continue;
      }
      for (const p of pool) {
        if (!rng.chance(spec?.coverage ?? 0.1)) continue;
        addServe(v, p.idx);
        maker.make(rng, v, p.idx, null, null);
      }
      continue;
    }
    const trade = TRADES.find((t) => t.key === v.trade);
    const pool = eligible(v, trade?.kinds);
    if (pool.length === 0) continue;
    const chosen = rng.sample(pool, servesCount(rng));
    for (const p of chosen) {
      addServe(v, p.idx);
      if (v.billing === 'contract') maker.make(rng, v, p.idx, null, null);
    }
    const first = v.serves[0];
    if (first !== undefined && ((v.serves.length === 1 && rng.chance(0.65)) || rng.chance(0.1))) v.defaultProp = first;
  }
}
