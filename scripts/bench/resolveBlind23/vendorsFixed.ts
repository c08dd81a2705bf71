/**
 * Utilities, county treasurers and haulers with their accounts at the client's properties:
 * one account per property and service, extra house meters at complexes, and unit-level meters
 * (vacant units, casitas, condos) that carry the unit on the bill.
 */
import { SERVICE_GL, SERVICE_LINES, type Service, UTILITIES } from './catalogUtilities';
import { HAULERS, TREASURERS } from './catalogFirms';
import { HUBS, hubByKey } from './geography';
import type { PropRec } from './properties';
import type { Rng } from './rng';
import { type AccountBook, type VendorRec, blankVendor, ein, poBox, propsOfHub, serves } from './vendorBase';

const SERVICE_SHARE: Readonly<Record<Service, number>> = { electric: 1, gas: 0.75, water: 0.9, sewer: 0.7, trash: 0.6, internet: 0.2, propane: 0 };

export function buildUtilities(rng: Rng, book: AccountBook, props: readonly PropRec[]): VendorRec[] {
  const vendors = UTILITIES.map((s) => {
    const v = blankVendor('utility', s.name, s.pattern);
    Object.assign(v, { aliases: [...s.aliases], emails: [...s.emails], remit: s.remit, taxId: ein(rng), platform: s.platform, services: [...s.services] });
    const [main] = s.services;
    v.gls = [...new Set(s.services.flatMap((x) => SERVICE_GL[x].slice(0, 1)).concat(main ? SERVICE_GL[main].slice(1) : []))];
    v.lines = s.services.flatMap((x) => SERVICE_LINES[x]);
    v.defaultGl = rng.chance(0.9) ? v.gls[0] ?? null : null;
    return { v, s };
  });
  const electricOf = new Map<string, VendorRec>();
  for (const p of props) {
    const held = new Set<VendorRec>();
    let hasGas = false;
    for (const service of ['electric', 'gas', 'water', 'sewer', 'trash', 'internet', 'propane'] as const) {
      const options = vendors.filter((x) => x.s.services.includes(service)).map((x) => [x.v, serves(p, x.s.serves)] as const).filter(([, w]) => w > 0);
      if (options.length === 0) continue;
      const share = service === 'propane' ? (hasGas ? 0 : 0.9) : SERVICE_SHARE[service];
      if (!rng.chance(share)) continue;
      const v = rng.weighted(options);
      if (service === 'gas') hasGas = true;
      if (service === 'electric') electricOf.set(p.id, v);
      if (held.has(v)) continue;
      held.add(v);
      book.issue(v, p.id, null);
    }
    const elec = electricOf.get(p.id);
    if (!elec) continue;
    const extra = p.kind === 'garden' ? rng.int(1, 3) : p.kind === 'mhp' || p.kind === 'retail' ? rng.int(0, 2) : p.kind === 'smallmf' ? rng.int(0, 1) : 0;
    for (let i = 0; i < extra; i++) book.issue(elec, p.id, null);
    const share = { sfh: 0.4, condo: 0.5, duplex: 0.35, plex: 0.35, smallmf: 0.3, retail: 0.3, garden: 0, mhp: 0 }[p.kind];
    const metered = p.kind === 'garden' ? rng.sample(p.units, rng.int(3, 12)) : p.kind === 'mhp' ? rng.sample(p.units, rng.int(0, 4)) : p.units.filter(() => rng.chance(share));
    for (const u of metered) book.issue(elec, p.id, u.id);
  }
  return vendors.map((x) => x.v);
}

export function buildTreasurers(rng: Rng, book: AccountBook, props: readonly PropRec[]): VendorRec[] {
  const byKey = new Map<string, VendorRec>();
  for (const s of TREASURERS) {
    const v = blankVendor('treasurer', s.name, s.pattern);
    Object.assign(v, { aliases: [...s.aliases], emails: s.email ? [s.email] : [], remit: s.remit, gls: ['6200', '6220', '1210'], lines: ['First half real property tax', 'Second half real property tax', 'Special assessment', 'Annual real estate tax'] });
    v.defaultGl = rng.chance(0.85) ? '6200' : null;
    byKey.set(s.key, v);
  }
  for (const p of props) {
    const v = byKey.get(p.city.county);
    if (!v) throw new Error(`no treasurer for ${p.city.county}`);
    const condoUnit = p.kind === 'condo' ? p.units[0] : undefined;
    book.issue(v, p.id, condoUnit ? condoUnit.id : null);
    if (p.kind === 'garden' && rng.chance(0.25)) book.issue(v, p.id, null);
  }
  return [...byKey.values()];
}

export function buildHaulers(rng: Rng, book: AccountBook, props: readonly PropRec[]): VendorRec[] {
  const out: VendorRec[] = [];
  const byHub = new Map<string, [VendorRec, number][]>();
  for (const s of HAULERS) {
    for (const hub of s.hubs) {
      const label = s.key === 'wm' || s.key === 'wcn' ? stateLabel(hub) : hubByKey(hub).label;
      const name = s.name(label);
      if (out.some((v) => v.name === name)) {
        const same = out.find((v) => v.name === name);
        if (same) byHub.set(hub, [...(byHub.get(hub) ?? []), [same, 2]]);
        continue;
      }
      const v = blankVendor('hauler', name, s.pattern);
      Object.assign(v, { aliases: [...s.aliases], emails: s.email ? [s.email] : [], remit: s.remit ?? poBox(rng, hub), taxId: ein(rng), hub,
        gls: ['5340', '5345', '5350'], lines: ['Trash service - monthly', 'Dumpster 6 yd 2x/week', 'Recycling service', 'Extra pickup', 'Fuel/environmental surcharge'] });
      v.defaultGl = rng.chance(0.85) ? '5340' : null;
      out.push(v);
      byHub.set(hub, [...(byHub.get(hub) ?? []), [v, ['wm', 'republic'].includes(s.key) ? 3 : 2]]);
    }
  }
  for (const h of HUBS) {
    const options = byHub.get(h.key) ?? [];
    if (options.length === 0) continue;
    for (const p of propsOfHub(props, h.key)) {
      if (!rng.chance(p.kind === 'sfh' ? 0.2 : p.kind === 'condo' ? 0 : 0.85)) continue;
      book.issue(rng.weighted(options), p.id, null);
    }
  }
  return out;
}

/** "Colorado - Denver" for haulers that name a branch by state and city. */
function stateLabel(hub: string): string {
  const h = hubByKey(hub);
  const state = { CO: 'Colorado', NM: 'New Mexico', AZ: 'Arizona', MO: 'Missouri', KS: 'Kansas', NE: 'Nebraska', IA: 'Iowa', OK: 'Oklahoma' }[h.state];
  return hub === 'kc' ? 'Kansas City' : `${state} - ${h.label}`;
}
