/*
 * The client's chart of accounts and the trades that local vendors practise, each with the
 * account a bill of that trade is coded to and the line items such a bill shows.
 */

export const GL_ACCOUNTS: readonly { number: string; name: string }[] = [
  ['1110-00', 'Operating Cash'], ['1200-00', 'Accounts Receivable'], ['1500-00', 'Building Improvements'], ['1510-00', 'Appliances - Capital'],
  ['1520-00', 'Seismic Retrofit'], ['1530-00', 'Roof Replacement'], ['1540-00', 'Flooring Replacement - Capital'], ['1550-00', 'HVAC Replacement - Capital'],
  ['2100-00', 'Accounts Payable'], ['2200-00', 'Security Deposits Held'], ['4000-00', 'Rental Income'], ['4100-00', 'Late Fees'],
  ['4200-00', 'Utility Reimbursement (RUBS)'], ['4300-00', 'Space Rent Income'], ['4400-00', 'HOA Assessments Income'],
  ['6100-00', 'Electricity'], ['6105-00', 'Electricity - Vacant Units'], ['6110-00', 'Water & Sewer'], ['6115-00', 'Storm Drainage'],
  ['6120-00', 'Natural Gas'], ['6125-00', 'Propane'], ['6130-00', 'Trash Removal'], ['6135-00', 'Bulk Trash / Junk Removal'],
  ['6140-00', 'Cable & Internet'], ['6145-00', 'Telephone'], ['6150-00', 'Utility Billing Service'],
  ['6300-00', 'Repairs - Plumbing'], ['6310-00', 'Repairs - Electrical'], ['6320-00', 'Repairs - HVAC'], ['6330-00', 'Repairs - Appliances'],
  ['6340-00', 'Repairs - Roof'], ['6350-00', 'Locks & Keys'], ['6360-00', 'General Repairs & Maintenance'], ['6365-00', 'Maintenance Supplies'],
  ['6370-00', 'Glass & Windows'], ['6380-00', 'Hurricane Shutters & Storm Prep'], ['6390-00', 'Water Damage & Restoration'],
  ['6395-00', 'Gates & Garage Doors'], ['6400-00', 'Turnover - Painting'], ['6410-00', 'Turnover - Cleaning'], ['6420-00', 'Carpet & Flooring'],
  ['6430-00', 'Turnover - Other'], ['6500-00', 'Landscaping'], ['6505-00', 'Tree Trimming'], ['6510-00', 'Pool & Spa Service'],
  ['6520-00', 'Pest Control'], ['6530-00', 'Janitorial'], ['6540-00', 'Pressure Washing'], ['6600-00', 'Fire Protection'],
  ['6610-00', 'Elevator Maintenance'], ['6620-00', 'Security & Patrol'], ['6630-00', 'Alarm Monitoring'], ['6640-00', 'Backflow Testing'],
  ['6650-00', 'Towing'], ['6660-00', 'Laundry Equipment Lease'], ['6800-00', 'HOA Dues'], ['6810-00', 'Ground Lease'],
  ['7100-00', 'Legal Fees'], ['7110-00', 'Accounting & Audit'], ['7200-00', 'Property Insurance'], ['7210-00', 'Flood Insurance'],
  ['7300-00', 'Advertising & Marketing'], ['7400-00', 'Office Supplies'], ['7410-00', 'Postage & Delivery'], ['7420-00', 'Software & Subscriptions'],
  ['7500-00', 'Property Taxes'], ['7510-00', 'Business Licenses & Permits'], ['7600-00', 'Management Fees'], ['7700-00', 'Bank Charges'],
].map(([number, name]) => ({ number: number as string, name: name as string }));

export const GL = {
  electric: '6100-00', water: '6110-00', storm: '6115-00', gas: '6120-00', propane: '6125-00', trash: '6130-00', bulkTrash: '6135-00',
  cable: '6140-00', phone: '6145-00', plumbing: '6300-00', electrical: '6310-00', hvac: '6320-00', appliance: '6330-00', roof: '6340-00',
  locks: '6350-00', general: '6360-00', supplies: '6365-00', glass: '6370-00', shutters: '6380-00', restoration: '6390-00', gates: '6395-00',
  painting: '6400-00', cleaning: '6410-00', flooring: '6420-00', landscaping: '6500-00', trees: '6505-00', pool: '6510-00', pest: '6520-00',
  janitorial: '6530-00', pressure: '6540-00', fire: '6600-00', elevator: '6610-00', security: '6620-00', alarm: '6630-00', backflow: '6640-00',
  towing: '6650-00', laundry: '6660-00', hoa: '6800-00', groundLease: '6810-00', legal: '7100-00', accounting: '7110-00', insurance: '7200-00',
  flood: '7210-00', advertising: '7300-00', office: '7400-00', software: '7420-00', taxes: '7500-00', permits: '7510-00', seismic: '1520-00',
  roofCapital: '1530-00', applianceCapital: '1510-00',
} as const;

export interface Trade {
  key: string;
  gl: string;
  /** How the trade appears in a business name. */
  nouns: readonly string[];
  lines: readonly string[];
  /** Share of this trade's bills that are for one unit. */
  unitShare: number;
  weight: number;
  /** States where the trade is found; empty for everywhere. */
  states: readonly string[];
}

export const TRADES: readonly Trade[] = [
  { key: 'plumbing', gl: GL.plumbing, weight: 12, unitShare: 0.6, states: [], nouns: ['Plumbing', 'Plumbing & Rooter', 'Plumbing & Drain', 'Plumbing Services', 'Rooter'],
    lines: ['Clear main line stoppage', 'Replace water heater 40 gal', 'Repair leaking angle stop under kitchen sink', 'Snake tub drain', 'Replace toilet wax ring and flapper',
      'Hydro-jet sewer lateral', 'Repair slab leak', 'Replace garbage disposal 1/2 HP', 'Replace shower cartridge', 'Camera inspection of sewer line', 'Replace 3/4 in. PRV'] },
  { key: 'hvac', gl: GL.hvac, weight: 9, unitShare: 0.55, states: [], nouns: ['Heating & Air', 'HVAC', 'Air Conditioning', 'Mechanical', 'Heating & Cooling', 'AC & Heating'],
    lines: ['Replace capacitor and contactor on condenser', 'Recharge R-410A refrigerant', 'Replace blower motor', 'PM service - rooftop units', 'Replace thermostat',
      'Mini-split head cleaning', 'Clean condensate line', 'Diagnose no-cool call', 'Replace furnace igniter', 'Heat pump defrost board replacement'] },
  { key: 'evap', gl: GL.hvac, weight: 2, unitShare: 0.5, states: ['AZ', 'NV'], nouns: ['Evaporative Cooling', 'Cooler Service', 'Evap Cooler Repair'],
    lines: ['Evaporative cooler spring startup', 'Replace cooler pads', 'Replace cooler pump', 'Cooler winterization'] },
  { key: 'electrical', gl: GL.electrical, weight: 6, unitShare: 0.45, states: [], nouns: ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'],
    lines: ['Replace GFCI outlet in kitchen', 'Troubleshoot tripping breaker', 'Replace parking lot light fixture with LED', 'Install new 20A circuit',
      'Replace exterior wall pack', 'Repair panel bus bar'] },
  { key: 'appliance', gl: GL.appliance, weight: 5, unitShare: 0.9, states: [], nouns: ['Appliance Repair', 'Appliance Service', 'Appliance Co'],
    lines: ['Repair refrigerator not cooling', 'Replace dishwasher drain pump', 'Replace range bake element', 'Repair washer - replace lid switch',
      'Replace dryer belt and idler', 'Replace microwave door switch'] },
  { key: 'roofing', gl: GL.roof, weight: 4, unitShare: 0.1, states: [], nouns: ['Roofing', 'Roofing Co', 'Roofing & Gutters', 'Roof Repair'],
    lines: ['Replace broken tiles', 'Clean gutters and downspouts', 'Reseal flashing at parapet', 'Repair torch-down patch'] },
  { key: 'painting', gl: GL.painting, weight: 7, unitShare: 0.85, states: [], nouns: ['Painting', 'Painting Co', 'Painters', 'Painting & Drywall'],
    lines: ['Full interior paint - 2BR', 'Touch-up paint after move-out', 'Patch and paint drywall', 'Paint kitchen cabinets', 'Full interior paint - 1BR'] },
  { key: 'cleaning', gl: GL.cleaning, weight: 6, unitShare: 0.9, states: [], nouns: ['Cleaning', 'Cleaning Services', 'Maid Service', 'Janitorial & Cleaning'],
    lines: ['Move-out clean', 'Turnover deep clean', 'Clean appliances and cabinets', 'Window and blind cleaning'] },
  { key: 'flooring', gl: GL.flooring, weight: 5, unitShare: 0.85, states: [], nouns: ['Flooring', 'Carpet & Flooring', 'Carpet Care', 'Floor Covering'],
    lines: ['Install LVP flooring - living room', 'Replace carpet and pad - bedroom', 'Carpet shampoo', 'Repair vinyl seam in kitchen'] },
  { key: 'landscaping', gl: GL.landscaping, weight: 8, unitShare: 0, states: [], nouns: ['Landscaping', 'Landscape Maintenance', 'Gardening', 'Lawn & Garden', 'Landscape Services'],
    lines: ['Monthly landscape maintenance', 'Irrigation repair - replace valve', 'Xeriscape install', 'Seasonal color planting', 'Mulch and weed control', 'Replace irrigation controller'] },
  { key: 'trees', gl: GL.trees, weight: 3, unitShare: 0, states: [], nouns: ['Tree Service', 'Tree Care', 'Arborists', 'Palm Trimming'],
    lines: ['Palm tree trimming', 'Remove dead tree', 'Crown reduction', 'Stump grinding'] },
  { key: 'pool', gl: GL.pool, weight: 5, unitShare: 0, states: ['CA', 'AZ', 'NV', 'FL', 'HI'], nouns: ['Pool Service', 'Pool & Spa', 'Pool Care', 'Pools'],
    lines: ['Monthly pool service', 'Replace pool pump motor', 'Acid wash pool', 'Replace spa heater igniter', 'Chemical service - pool and spa'] },
  { key: 'pest', gl: GL.pest, weight: 6, unitShare: 0.35, states: [], nouns: ['Pest Control', 'Exterminating', 'Termite & Pest', 'Pest Solutions'],
    lines: ['Monthly pest service', 'Termite inspection', 'Bed bug heat treatment', 'Rodent exclusion', 'Tent fumigation - drywood termites', 'Cockroach treatment'] },
  { key: 'locksmith', gl: GL.locks, weight: 3, unitShare: 0.8, states: [], nouns: ['Lock & Key', 'Locksmith', 'Lock & Safe'],
    lines: ['Rekey front door lock', 'Lockout service', 'Replace mailbox lock', 'Rekey all locks at turnover'] },
  { key: 'handyman', gl: GL.general, weight: 7, unitShare: 0.6, states: [], nouns: ['Handyman', 'Maintenance', 'Property Services', 'Home Repair', 'Maintenance Services'],
    lines: ['Repair fence boards', 'Replace closet door', 'Repair cabinet hinge', 'Replace blinds', 'Misc. repairs per work order', 'Install grab bar'] },
  { key: 'glass', gl: GL.glass, weight: 2, unitShare: 0.6, states: [], nouns: ['Glass', 'Glass & Mirror', 'Window & Glass'], lines: ['Replace broken window pane', 'Replace sliding door glass', 'Re-screen windows'] },
  { key: 'shutters', gl: GL.shutters, weight: 2, unitShare: 0.3, states: ['FL'], nouns: ['Hurricane Shutters', 'Storm Protection', 'Shutter Co'],
    lines: ['Install accordion shutters', 'Hurricane panel installation', 'Shutter maintenance and lubrication'] },
  { key: 'restoration', gl: GL.restoration, weight: 2, unitShare: 0.7, states: [], nouns: ['Restoration', 'Water Damage Restoration', 'Mold & Water'],
    lines: ['Emergency water extraction', 'Dehumidifier and air movers - 3 days', 'Mold remediation'] },
  { key: 'gates', gl: GL.gates, weight: 2, unitShare: 0, states: [], nouns: ['Gate & Access', 'Garage Door', 'Gates & Openers'], lines: ['Repair gate operator', 'Replace garage door spring', 'Program access keypad'] },
  { key: 'pressure', gl: GL.pressure, weight: 2, unitShare: 0, states: [], nouns: ['Pressure Washing', 'Power Washing'], lines: ['Pressure wash walkways and stairs', 'Pressure wash dumpster enclosure'] },
  { key: 'janitorial', gl: GL.janitorial, weight: 2, unitShare: 0, states: [], nouns: ['Janitorial', 'Building Maintenance', 'Porter Service'], lines: ['Common area janitorial - monthly', 'Day porter service'] },
  { key: 'backflow', gl: GL.backflow, weight: 2, unitShare: 0, states: [], nouns: ['Backflow Testing', 'Backflow Services'], lines: ['Annual backflow test - 2 in. RP assembly', 'Backflow repair kit'] },
  { key: 'seismic', gl: GL.seismic, weight: 1, unitShare: 0, states: ['CA', 'WA', 'OR'], nouns: ['Seismic Retrofit', 'Foundation & Seismic', 'Structural'],
    lines: ['Soft-story seismic retrofit - progress billing', 'Cripple wall bracing', 'Foundation bolting'] },
  { key: 'towing', gl: GL.towing, weight: 1, unitShare: 0, states: [], nouns: ['Towing', 'Tow Service'], lines: ['Tow abandoned vehicle', 'Parking enforcement - monthly'] },
  { key: 'legal', gl: GL.legal, weight: 2, unitShare: 0.6, states: [], nouns: ['Law Group', 'Law Offices', 'Legal Services', 'Attorneys at Law'],
    lines: ['Unlawful detainer - filing', '3-day notice service', 'Eviction consultation', 'Court appearance'] },
];

/** The account a word in a line item or name points to, for trades without a default. */
export function tradeByKey(key: string): Trade {
  const t = TRADES.find((x) => x.key === key);
  if (!t) throw new Error(`unknown trade ${key}`);
  return t;
}
