/** The fourteen metros of the portfolio and the manager whose name is on every bill-to line. */
import { boise, denver, frontRange, saltLake, utahCounty } from './geoRockies';
import { albuquerque, lasVegas, reno, santaFe } from './geoDesert';
import { anchorage, honolulu, neighborIslands, ponce, sanJuan } from './geoIslands';
import type { Metro, MetroKey } from './model';

export const METROS: readonly Metro[] = [
  denver, frontRange, saltLake, utahCounty, boise, albuquerque, santaFe, lasVegas, reno, anchorage, honolulu, neighborIslands, sanJuan, ponce,
];

export function metro(key: MetroKey): Metro {
  const m = METROS.find((x) => x.key === key);
  if (!m) throw new Error(`no metro ${key}`);
  return m;
}

/** Metros a local vendor may also work in. */
export const NEAR: Readonly<Record<MetroKey, readonly MetroKey[]>> = {
  den: ['fr'], fr: ['den'], slc: ['uc'], uc: ['slc'], boi: [], abq: ['saf'], saf: ['abq'],
  lv: [], rno: [], anc: [], hnl: [], hni: [], sju: ['pce'], pce: ['sju'],
};

export const MANAGER = {
  name: 'Cordillera & Islands Property Management, LLC',
  short: ['Cordillera & Islands Property Management', 'Cordillera & Islands PM', 'Cordillera and Islands Property Mgmt', 'CORDILLERA & ISLANDS PROP MGMT', 'Cordillera Islands PM LLC'],
  apBox: ['PO Box 18420', 'Denver', 'CO', '80218-0420'] as const,
  domain: 'cordilleraislands.com',
};
