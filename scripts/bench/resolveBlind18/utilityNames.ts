/**
 * How utilities, special districts and tax collectors are named in the directory: legal names,
 * the short names and acronyms on their bills (S&WB, SAWS, MLGW, PEC), and who collects property
 * tax in each state (a Texas county's tax assessor-collector, a Louisiana parish sheriff, a
 * Tennessee county trustee, a Georgia tax commissioner, a South Carolina treasurer).
 */
import type { City } from './geoTypes';

export interface UtilityName {
  core: string;
  suffix: string;
  aliases: readonly string[];
  dba: string | null;
  /** Entergy, Duke and Dominion run sister companies; their records never share a mail domain alias. */
  family: string | null;
}

const KNOWN: Readonly<Record<string, Omit<UtilityName, 'core'> & { core?: string }>> = {
  'Entergy Texas': { suffix: ', Inc.', aliases: [], dba: null, family: 'entergy.com' },
  'Entergy New Orleans': { suffix: ', LLC', aliases: ['ENO'], dba: null, family: 'entergy.com' },
  'Entergy Louisiana': { suffix: ', LLC', aliases: [], dba: null, family: 'entergy.com' },
  'Entergy Mississippi': { suffix: ', LLC', aliases: [], dba: null, family: 'entergy.com' },
  'Duke Energy Carolinas': { suffix: ', LLC', aliases: [], dba: null, family: 'duke-energy.com' },
  'Duke Energy Progress': { suffix: ', LLC', aliases: [], dba: null, family: 'duke-energy.com' },
  'Dominion Energy South Carolina': { suffix: ', Inc.', aliases: ['DESC'], dba: null, family: 'dominionenergy.com' },
  'Dominion Energy North Carolina': { suffix: '', aliases: ['PSNC Energy'], dba: null, family: 'dominionenergy.com' },
  'Georgia Power': { suffix: 'Company', aliases: [], dba: null, family: null },
  'Alabama Power': { suffix: 'Company', aliases: [], dba: null, family: null },
  'Atmos Energy': { suffix: 'Corporation', aliases: [], dba: null, family: null },
  'CenterPoint Energy': { core: 'CenterPoint Energy Resources', suffix: 'Corp.', aliases: ['CenterPoint Energy Houston Gas'], dba: 'CenterPoint Energy', family: null },
  'Cleco Power': { suffix: 'LLC', aliases: ['Cleco'], dba: null, family: null },
  'Spire Alabama': { suffix: 'Inc.', aliases: ['Spire Energy Alabama'], dba: null, family: null },
  'Piedmont Natural Gas': { suffix: 'Company, Inc.', aliases: [], dba: null, family: null },
  'Texas Gas Service': { suffix: '', aliases: ['ONE Gas - Texas Gas Service'], dba: null, family: null },
  'Sewerage and Water Board of New Orleans': { suffix: '', aliases: ['S&WB', 'SWBNO'], dba: null, family: null },
  'San Antonio Water System': { suffix: '', aliases: ['SAWS'], dba: null, family: null },
  'Memphis Light, Gas and Water': { core: 'Memphis Light, Gas and Water Division', suffix: '', aliases: ['MLGW'], dba: null, family: null },
  'Nashville Electric Service': { suffix: '', aliases: ['NES'], dba: null, family: null },
  'City of Austin Utilities': { suffix: '', aliases: ['Austin Energy'], dba: null, family: null },
  'Orange Water and Sewer Authority': { suffix: '', aliases: ['OWASA'], dba: null, family: null },
  'Cumberland Electric Membership Corporation': { suffix: '', aliases: ['CEMC'], dba: null, family: null },
  'Pedernales Electric Cooperative': { suffix: ', Inc.', aliases: ['PEC'], dba: null, family: null },
  'Bluebonnet Electric Cooperative': { suffix: ', Inc.', aliases: ['Bluebonnet Electric Co-op'], dba: null, family: null },
  'Brownsville Public Utilities Board': { suffix: '', aliases: ['BPUB'], dba: null, family: null },
  'Guadalupe Valley Electric Cooperative': { suffix: ', Inc.', aliases: ['GVEC'], dba: null, family: null },
  'Middle Tennessee Electric': { suffix: '', aliases: ['MTE', 'Middle Tennessee Electric Membership Corporation'], dba: null, family: null },
  Demco: { core: 'Dixie Electric Membership Corporation', suffix: '', aliases: [], dba: 'DEMCO', family: null },
  'CoServ Electric': { suffix: '', aliases: ['CoServ', 'Denton County Electric Cooperative'], dba: null, family: null },
  'Cobb EMC': { suffix: '', aliases: ['Cobb Electric Membership Corporation'], dba: null, family: null },
  'Jackson EMC': { suffix: '', aliases: ['Jackson Electric Membership Corporation'], dba: null, family: null },
  'Sawnee EMC': { suffix: '', aliases: ['Sawnee Electric Membership Corporation'], dba: null, family: null },
  'Snapping Shoals EMC': { suffix: '', aliases: ['Snapping Shoals Electric Membership Corporation'], dba: null, family: null },
  'City of Marietta Board of Lights and Water': { suffix: '', aliases: ['Marietta Power & Water', 'BLW Marietta'], dba: null, family: null },
  'Dallas Water Utilities': { suffix: '', aliases: ['DWU'], dba: null, family: null },
  'JXN Water': { suffix: '', aliases: ['City of Jackson Water'], dba: null, family: null },
  'Charleston Water System': { suffix: '', aliases: ['CWS Charleston'], dba: null, family: null },
  'Summerville CPW': { suffix: '', aliases: ['Summerville Commissioners of Public Works'], dba: null, family: null },
  'El Paso Water': { suffix: '', aliases: ['El Paso Water Utilities', 'EPWater'], dba: null, family: null },
  'El Paso Electric': { suffix: 'Company', aliases: ['EPE'], dba: null, family: null },
  'CPS Energy': { suffix: '', aliases: ['City Public Service of San Antonio'], dba: null, family: null },
  'WM': { core: 'WM Corporate Services', suffix: 'Inc.', aliases: ['Waste Management'], dba: 'WM', family: null },
  'Republic Services': { suffix: ', Inc.', aliases: [], dba: null, family: null },
  'Waste Connections': { suffix: ', Inc.', aliases: [], dba: null, family: null },
  'GFL Environmental': { suffix: 'USA, Inc.', aliases: ['GFL'], dba: null, family: null },
  Comcast: { core: 'Comcast Cable Communications', suffix: ', LLC', aliases: ['Xfinity Communities', 'Comcast Business'], dba: 'Xfinity', family: null },
  'AT&T': { suffix: 'Corp.', aliases: ['AT&T Business'], dba: null, family: null },
  Spectrum: { core: 'Charter Communications', suffix: ', Inc.', aliases: ['Spectrum Business', 'Spectrum Community Solutions'], dba: 'Spectrum', family: null },
  'Cox Communications': { core: 'Cox Communications Louisiana', suffix: ', LLC', aliases: ['Cox Business'], dba: null, family: null },
  'Google Fiber': { suffix: 'Inc.', aliases: ['Google Fiber Webpass'], dba: null, family: null },
  'C Spire': { core: 'Cellular South', suffix: ', Inc.', aliases: [], dba: 'C Spire', family: null },
};

export function utilityName(spec: string): UtilityName {
  const k = KNOWN[spec];
  if (k !== undefined) return { core: k.core ?? spec, suffix: k.suffix, aliases: k.aliases, dba: k.dba, family: k.family };
  const civic = /^(City|Town) of|District|Authority|Board|System|Department|Utilities|Works|Water|Agency|Division|CPW|Sewer/.test(spec);
  const coop = /Cooperative|Association|Membership/.test(spec);
  return { core: spec, suffix: civic ? '' : coop ? ', Inc.' : 'LLC', aliases: [], dba: null, family: null };
}

/** Texas retail electric providers; the client buys vacant-unit and house-meter power from a few. */
export const REPS: readonly (readonly [string, string, number])[] = [
  ['TXU Energy Retail Company', 'LLC', 6], ['Reliant Energy Retail Services', 'LLC', 5], ['Direct Energy', 'LP', 2], ['Green Mountain Energy Company', '', 2], ['Gexa Energy', 'LP', 3], ['Champion Energy Services', 'LLC', 2],
  ['Rhythm Ops', 'LLC', 1], ['4Change Energy Company', '', 1], ['Frontier Utilities', 'LLC', 1], ['Express Energy', 'LLC', 0.5], ['Cirro Energy Services', 'Inc.', 1], ['Pulse Power', 'LLC', 0.5],
  ['Chariot Energy Holdings', 'LLC', 0.5], ['Constellation NewEnergy', 'Inc.', 1], ['TriEagle Energy', 'LP', 0.5], ['Payless Power', 'LLC', 0.3], ['Discount Power', 'Inc.', 0.3], ['Amigo Energy', 'LLC', 0.3],
];
export const REP_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'TXU Energy Retail Company': ['TXU Energy', 'TXU'], 'Reliant Energy Retail Services': ['Reliant Energy', 'Reliant'], 'Rhythm Ops': ['Rhythm Energy'], 'Chariot Energy Holdings': ['Chariot Energy'],
  'Constellation NewEnergy': ['Constellation'], 'Gexa Energy': ['Gexa'], 'Cirro Energy Services': ['Cirro Energy'],
};

/** Who sends the property tax bill for a city's county or parish. */
export function taxCollector(city: City): { core: string; aliases: string[] } {
  const c = city.county;
  switch (city.state) {
    case 'TX': return { core: `${c} County Tax Assessor-Collector`, aliases: [`${c} County Tax Office`] };
    case 'LA': return c === 'Orleans'
      ? { core: 'City of New Orleans Bureau of the Treasury', aliases: ['City of New Orleans Property Tax'] }
      : { core: `${c} Parish Sheriff & Ex-Officio Tax Collector`, aliases: [`${c} Parish Sheriff's Office Tax Collector`] };
    case 'GA': return { core: `${c} County Tax Commissioner`, aliases: [] };
    case 'AL': return c === 'Shelby' ? { core: 'Shelby County Property Tax Commissioner', aliases: [] } : { core: `${c} County Tax Collector`, aliases: [] };
    case 'MS': return { core: `${c} County Tax Collector`, aliases: [] };
    case 'TN': return { core: `${c} County Trustee`, aliases: [] };
    case 'NC': return c === 'Wake' ? { core: 'Wake County Department of Tax Administration', aliases: ['Wake County Revenue'] } : { core: `${c} County Tax Collector`, aliases: [] };
    default: return { core: `${c} County Treasurer`, aliases: [] };
  }
}

export const DISTRICT_TYPES: readonly (readonly [string, string, number])[] = [['Municipal Utility District', 'MUD', 7], ['Water Control and Improvement District', 'WCID', 1], ['Fresh Water Supply District', 'FWSD', 1], ['Public Utility District', 'PUD', 0.5]];
