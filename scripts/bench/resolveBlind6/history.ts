import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { CATS } from './catalog';
import { TZ } from './geography';
import type { Rng } from './rng';
import { pad } from './text';
import type { VendorModel } from './vendors';

/*
 * The coding history: how each vendor's earlier bills were coded, per bill (description null) or per
 * line. Timestamps carry the offset of whoever coded them (local offsets, Z, +00:00, with or without
 * milliseconds), so text order and time order disagree now and then.
 */

const T0 = Date.UTC(2022, 5, 1);
const T1 = Date.UTC(2025, 8, 30);

export function utilityLines(vm: VendorModel): string[] {
  if (vm.es) {
    switch (vm.service) {
      case 'electric':
        return ['Cargo por consumo de energía', 'Cargo fijo por cliente', 'Ajuste por compra de combustible', 'Ajuste por compra de energía', 'Subsidios y CILT'];
      case 'water':
        return ['Cargo por consumo de agua', 'Cargo por alcantarillado', 'Cargo base', 'Cargo ambiental'];
      default:
        return ['Servicio de internet', 'Línea comercial', 'Alquiler de equipo', 'Impuestos y cargos'];
    }
  }
  switch (vm.service) {
    case 'electric':
      return ['Electricity supply charges', 'Electricity delivery charges', 'Basic service charge', 'Demand charge', 'Fuel charge', 'Taxes and surcharges'];
    case 'gas':
      return ['Gas supply charges', 'Gas delivery charges', 'Customer charge', 'Gas distribution'];
    case 'elecgas':
      return ['Electricity supply charges', 'Electricity delivery charges', 'Gas supply charges', 'Gas delivery charges', 'Sales tax'];
    case 'water':
      return ['Water charges', 'Sewer charges', 'Water service charge', 'Stormwater fee', 'Irrigation usage'];
    case 'sewer':
      return ['Sewer service charge', 'Annual sewer fee'];
    case 'combined':
      return ['Electric service', 'Water', 'Sewer', 'Garbage collection', 'Storm drain fee'];
    case 'telecom':
      return ['Internet service', 'Business voice line', 'Equipment rental', 'Taxes and fees', 'Bulk TV services'];
    default:
      return ['Service charges'];
  }
}

function descriptions(vm: VendorModel): string[] {
  if (vm.kind === 'utility' || vm.kind === 'telecom') return utilityLines(vm);
  const c = vm.cat ? CATS[vm.cat] : null;
  if (!c) return ['Services rendered'];
  return [...c.unitLines, ...c.siteLines, 'Labor', 'Materials'];
}

export function isoAt(ms: number, offsetMin: number, style: 'off' | 'Z' | 'plus0', withMs: boolean): string {
  const off = style === 'off' ? offsetMin : 0;
  const d = new Date(ms + off * 60000);
  const base = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}T${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
  const frac = withMs ? `.${pad(d.getUTCMilliseconds(), 3)}` : '';
  if (style === 'Z') return `${base}${frac}Z`;
  if (style === 'plus0' || off === 0) return `${base}${frac}+00:00`;
  const sign = off < 0 ? '-' : '+';
  const a = Math.abs(off);
  return `${base}${frac}${sign}${pad(Math.floor(a / 60), 2)}:${pad(a % 60, 2)}`;
}

function regionOffset(vm: VendorModel, ms: number, rng: Rng): number {
  const r = vm.regions.length === 1 ? vm.regions[0] : rng.pick(vm.regions);
  const tz = r ? TZ[r] : ([-300, -240] as [number, number]);
  const month = new Date(ms).getUTCMonth();
  return month >= 2 && month <= 9 ? tz[1] : tz[0];
}

interface Row {
  gl: string;
  desc: string | null;
  ms: number;
  off: number;
  style: 'off' | 'Z' | 'plus0';
  withMs: boolean;
}

export interface HistoryBuild {
  history: PastCoding[];
  /** Vendors with some way to a GL (coding or default). */
  hasGl: Set<string>;
  traps: { tz: number; lateLine: number; defaultOverridden: number };
}

export function buildHistory(vendors: VendorModel[], rng: Rng): HistoryBuild {
  const rowsOut: PastCoding[] = [];
  const hasGl = new Set<string>();
  const traps = { tz: 0, lateLine: 0, defaultOverridden: 0 };
  for (const vm of vendors) {
    const pool = vm.glPool.length > 0 ? vm.glPool : ['6500'];
    const pickGl = (): string => rng.weighted(pool.map((g, i) => [g, i === 0 ? 4 : 1.5] as const));
    let count: number;
    switch (vm.kind) {
      case 'utility':
        count = rng.int(70, 250);
        break;
      case 'telecom':
        count = rng.int(25, 90);
        break;
      case 'national':
        count = rng.int(15, 100);
        break;
      default:
        count = vm.activity === 0 ? (rng.chance(0.45) ? 0 : rng.int(1, 3)) : rng.int(1, 5) + Math.round(vm.activity * 0.8);
    }
    const defRate = vm.kind === 'utility' ? 0.7 : vm.kind === 'local' ? (vm.activity === 0 && count === 0 ? 0.4 : 0.5) : 0.6;
    vm.v.defaultGlAccount = rng.chance(defRate) ? pickGl() : null;
    const mode = vm.kind === 'utility' ? rng.weighted([['mixed', 6], ['billOnly', 3], ['lineOnly', 1]] as const) : rng.weighted([['mixed', 62], ['lineOnly', 23], ['billOnly', 15]] as const);
    const descs = descriptions(vm);
    const rows: Row[] = [];
    const used = new Set<number>();
    let current = pickGl();
    for (let i = 0; i < count; i++) {
      let ms = T0 + Math.floor(rng.float() * (T1 - T0));
      ms -= ms % 1000;
      if (rng.chance(0.3)) ms += rng.int(1, 999);
      while (used.has(ms)) ms += 60000;
      used.add(ms);
      if (rng.chance(0.15)) current = pickGl();
      const bill = mode === 'billOnly' ? true : mode === 'lineOnly' ? false : rng.chance(0.55);
      const styleR = rng.float();
      rows.push({
        gl: bill ? current : rng.chance(0.7) ? current : pickGl(),
        desc: bill ? null : rng.pick(descs),
        ms,
        off: regionOffset(vm, ms, rng),
        style: styleR < 0.65 ? 'off' : styleR < 0.92 ? 'Z' : 'plus0',
        withMs: ms % 1000 !== 0 || rng.chance(0.1),
      });
    }
    // The last bill-level coding is the answer; make the text order lie about it now and then.
    const billRows = rows.filter((r) => r.desc === null).sort((a, b) => b.ms - a.ms);
    const latest = billRows[0];
    const second = billRows[1];
    if (latest && second && pool.length > 1 && rng.chance(0.2)) {
      const delta = rng.int(20, 280) * 60000;
      if (!used.has(latest.ms - delta)) {
        second.ms = latest.ms - delta;
        used.add(second.ms);
        second.gl = pool.find((g) => g !== latest.gl) ?? second.gl;
        latest.off = rng.pick([-600, -480, -420]);
        latest.style = 'off';
        second.style = rng.chance(0.5) ? 'Z' : 'plus0';
        second.off = 0;
        traps.tz++;
      }
    }
    // A line coded after the last bill-level coding, to another account.
    const lastBill = rows.filter((r) => r.desc === null).reduce((m, r) => Math.max(m, r.ms), -Infinity);
    if (lastBill > -Infinity && pool.length > 1 && rng.chance(0.25)) {
      const lb = rows.find((r) => r.ms === lastBill);
      let ms = lastBill + rng.int(1, 90) * 86400000;
      while (used.has(ms)) ms += 60000;
      used.add(ms);
      rows.push({ gl: pool.find((g) => g !== lb?.gl) ?? pickGl(), desc: rng.pick(descs), ms, off: regionOffset(vm, ms, rng), style: 'off', withMs: false });
      traps.lateLine++;
    }
    if (vm.v.defaultGlAccount && lastBill > -Infinity) {
      const lb = rows.find((r) => r.ms === lastBill);
      if (lb && lb.gl !== vm.v.defaultGlAccount) traps.defaultOverridden++;
    }
    for (const r of rows) rowsOut.push({ vendorId: vm.v.id, glAccount: r.gl, description: r.desc, at: isoAt(r.ms, r.off, r.style, r.withMs) });
    if (rows.length > 0 || vm.v.defaultGlAccount) hasGl.add(vm.v.id);
  }
  rng.shuffle(rowsOut);
  return { history: rowsOut, hasGl, traps };
}
