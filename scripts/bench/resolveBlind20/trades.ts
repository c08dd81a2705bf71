/**
 * Thousands of local trades, each tied to one metro: pool service, pest control, hurricane
 * shutters, roofing, HVAC, lawn care, plumbers, locksmiths... Some trade as a dba of a legal
 * name, some pairs in different metros share an alias ("A1 Pest Control"), some bill through a
 * payment platform, some serve one property only (defaultPropertyId).
 */
import { ADJECTIVES, CORP_SUFFIXES, LETTERS, PLATFORMS, SURNAMES, TRADES } from './catalogNational';
import { METROS, type MetroSpec } from './geo';
import { SERVICE_GL } from './gl';
import type { AddVendor, OpenAccount, PropRec } from './model';
import type { Portfolio } from './properties';
import { pad, phone, type Rng } from './prng';
import { streetText } from './streets';
import { normVendor, slug, type VendorNameBook } from './vendorNames';

export function makeTrades(pf: Portfolio, rng: Rng, count: number, names: VendorNameBook, add: AddVendor, open: OpenAccount): void {
  const byMetro = new Map<string, PropRec[]>();
  for (const p of pf.props) byMetro.set(p.metro.code, [...(byMetro.get(p.metro.code) ?? []), p]);
  const taxIds = new Set<string>();
  const remits = new Set<string>();
  let pairs = 0;
  let made = 0;
  let pendingShared: { alias: string; metro: string; service: string } | null = null;
  while (made < count) {
    const metro: MetroSpec = rng.weighted(METROS.map((m) => [m, m.weight] as const));
    const fl = metro.state === 'FL';
    const trade = rng.weighted(TRADES.filter((t) => fl || !t.flOnly).map((t) => [t, t.weight] as const));
    const words = rng.pick(trade.words);
    const city = rng.weighted(metro.cities.map((c, i) => [c, i === 0 ? 4 : 1] as const));
    let stem: string;
    let shared: string | null = null;
    if (pendingShared && pendingShared.metro !== metro.code && pendingShared.service === trade.service) {
      shared = pendingShared.alias;
      stem = `${shared} ${city.name}`;
      pendingShared = null;
    } else {
      const style = rng.int(0, 9);
      const who = style < 4 ? rng.pick(SURNAMES) : style < 7 ? rng.pick(ADJECTIVES) : style < 8 ? rng.pick(LETTERS) : `${rng.pick(SURNAMES)} & ${rng.pick(SURNAMES)}`;
      stem = `${who} ${words}`;
      if (style === 7 && pairs < 45 && !pendingShared && !names.taken(stem)) {
        pendingShared = { alias: stem, metro: metro.code, service: trade.service };
        shared = stem;
        stem = `${stem} of ${city.name}`;
        pairs++;
      }
    }
    if (names.taken(stem) || (shared === null && pendingShared?.alias === stem)) continue;
    const suffix = rng.pick(CORP_SUFFIXES.filter((s) => fl || !s.includes('Florida')));
    const dba = shared === null && rng.chance(0.14);
    const legal = dba ? `${rng.pick(SURNAMES)} ${rng.pick(['Enterprises', 'Holdings', 'Group', 'Ventures', 'Services'])}${rng.pick([' LLC', ', Inc.', ' Inc'])}` : `${stem}${suffix}`;
    if (names.taken(legal) || normVendor(legal) === '') continue;
    const aliases: string[] = [];
    if (dba) aliases.push(stem);
    if (shared) aliases.push(shared);
    if (!dba && !shared && suffix.trim() !== '' && rng.chance(0.2)) aliases.push(`${stem.toUpperCase()}`);
    if (aliases.some((a) => a !== shared && names.taken(a))) continue;
    const s = slug(stem);
    const emailStyle = rng.int(0, 9);
    const senderEmails = emailStyle < 4 ? [`@${s}.com`] : emailStyle < 7 ? [`${rng.pick(['billing', 'office', 'invoices', 'accounts'])}@${s}.com`] : emailStyle < 9 ? [`${s}${rng.pick(['', metro.code.toLowerCase(), String(rng.int(1, 99))])}@gmail.com`] : [];
    let remitTo: string | null = null;
    const rs = rng.int(0, 9);
    if (rs < 5) {
      for (let i = 0; i < 20 && remitTo === null; i++) {
        const st = pf.book.street(city, rng, false);
        const num = String(rng.int(100, 19999));
        const text = `${num} ${streetText(st)}, ${city.name}, ${city.state} ${rng.pick(city.zips)}`;
        if (pf.book.free(city.name, num, st) && !remits.has(`${num} ${streetText(st)}|${city.name}`)) {
          remitTo = text;
          remits.add(`${num} ${streetText(st)}|${city.name}`);
        }
      }
    } else if (rs < 8) {
      remitTo = `PO Box ${rng.int(100, 99999)}, ${city.name}, ${city.state} ${rng.pick(city.zips)}`;
      if (remits.has(remitTo)) remitTo = null; else remits.add(remitTo);
    }
    let taxId: string | null = null;
    if (rng.chance(0.6)) {
      const t = `${rng.int(10, 98)}-${pad(rng.int(0, 9999999), 7)}`;
      if (!taxIds.has(t)) { taxIds.add(t); taxId = t; }
    }
    const local = byMetro.get(metro.code) ?? [];
    const defaultProp = local.length > 0 && rng.chance(0.12) ? rng.pick(local) : null;
    const platform = rng.chance(0.08) ? rng.pick(PLATFORMS.filter((p) => !p.forUtilities)).name : null;
    const rec = add({ kind: 'trade', service: trade.service, metros: [metro.code], name: legal, aliases, senderEmails, remitTo, taxId, defaultGl: SERVICE_GL[trade.service]?.[0] ?? null, defaultPropIdx: defaultProp ? defaultProp.idx : null, platform, phone: phone(metro.areaCode, rng) });
    made++;
    if (local.length > 0 && rng.chance(0.36)) {
      const pattern = rng.pick(['#####', 'C-#####', '####-###', 'CUST-######', `${metro.code}-####`, '##-####', '######']);
      const n = rng.int(1, 3);
      for (let i = 0; i < n; i++) {
        const p = i === 0 && defaultProp ? defaultProp : rng.pick(local);
        const u = p.units.length > 0 && rng.chance(0.15) ? rng.pick(p.units) : null;
        open(rec, pattern, p, u);
      }
    }
  }
}
