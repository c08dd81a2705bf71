/*
 * Line items by vendor kind, as rural utilities and trades word them. Unit-level work can name
 * the unit inside a line ("Replace ignitor - Cabin 4"); property-level work names common areas.
 */
import { count } from './printing';
import { type Rng } from './rand';
import { type VendorKind } from './vendors';

export interface Item {
  description: string;
  amount: number;
}

const r2 = (x: number): number => Math.round(x * 100) / 100;

export function utilityItems(rng: Rng, kind: VendorKind, region: string): { items: Item[]; meter: string | null } {
  const items: Item[] = [];
  let meter: string | null = null;
  switch (kind) {
    case 'electric': {
      const kwh = rng.int(80, 6400);
      meter = String(rng.int(10000000, 99999999));
      items.push({ description: `Energy charge ${count(kwh)} kWh`, amount: r2(kwh * (0.09 + rng.next() * 0.06)) });
      items.push({ description: rng.pick(['Facility charge', 'Basic service charge', 'Customer charge', 'Monthly access charge']), amount: r2(18 + rng.next() * 30) });
      if (rng.chance(0.5)) items.push({ description: rng.pick(['Power cost adjustment', 'Fuel cost adjustment', 'Transmission rider']), amount: r2(rng.next() * 25) });
      if (rng.chance(0.3)) items.push({ description: rng.pick(['Security light rental - 100W LED', 'Yard light rental', 'Area light 175W MV']), amount: r2(9 + rng.next() * 8) });
      if (rng.chance(0.15)) items.push({ description: 'Capital credit retirement', amount: -r2(5 + rng.next() * 60) });
      if (rng.chance(0.3)) items.push({ description: region === 'ak' ? 'Regulatory cost charge' : 'State sales tax', amount: r2(rng.next() * 20) });
      break;
    }
    case 'water':
    case 'sewer': {
      const gal = rng.int(1, 180) * 1000;
      meter = String(rng.int(1000000, 9999999));
      if (kind === 'water') items.push({ description: `Water usage ${count(gal)} gal`, amount: r2(gal * 0.006) });
      items.push({ description: rng.pick(['Base charge - 5/8" meter', 'Ready to serve charge', 'Quarterly minimum', 'Base charge - 1" meter']), amount: r2(15 + rng.next() * 60) });
      if (kind === 'sewer' || rng.chance(0.5)) items.push({ description: rng.pick(['Sewer service charge', 'Sewer usage', 'Lagoon maintenance fee']), amount: r2(20 + rng.next() * 140) });
      if (rng.chance(0.3)) items.push({ description: rng.pick(['Public fire protection', 'Storm water utility fee', 'Debt service surcharge']), amount: r2(4 + rng.next() * 30) });
      break;
    }
    case 'propane': {
      const gal = r2(40 + rng.next() * 600);
      const price = r2(1.79 + rng.next() * 1.6);
      items.push({ description: `Propane delivered ${gal} gal @ $${price.toFixed(3)}`, amount: r2(gal * price) });
      if (rng.chance(0.4)) items.push({ description: `Tank rental - ${rng.pick([100, 250, 500, 1000])} gal`, amount: r2(35 + rng.next() * 90) });
      if (rng.chance(0.4)) items.push({ description: rng.pick(['Hazmat / delivery fee', 'Leak check', 'Off-route delivery', 'Pressure test']), amount: r2(15 + rng.next() * 80) });
      break;
    }
    case 'oil': {
      const gal = r2(80 + rng.next() * 400);
      const price = r2(3.1 + rng.next() * 1.4);
      items.push({ description: `${rng.pick(['#2 Heating oil', 'Kerosene', 'K-1 kerosene', 'Heating fuel'])} ${gal} gal @ $${price.toFixed(3)}`, amount: r2(gal * price) });
      if (rng.chance(0.3)) items.push({ description: 'Burner service plan', amount: r2(120 + rng.next() * 120) });
      break;
    }
    case 'gas': {
      const th = rng.int(20, 1400);
      meter = String(rng.int(1000000, 9999999));
      items.push({ description: `Gas usage ${th} therms`, amount: r2(th * (0.6 + rng.next() * 0.6)) });
      items.push({ description: 'Customer charge', amount: r2(12 + rng.next() * 25) });
      if (rng.chance(0.5)) items.push({ description: 'Gas cost recovery', amount: r2(rng.next() * 60) });
      break;
    }
    case 'trash': {
      items.push({ description: rng.pick(['Dumpster service - weekly', '4 yd dumpster - 2x week', 'Curbside carts - monthly', 'Roll-off haul & dump']), amount: r2(60 + rng.next() * 500) });
      if (rng.chance(0.4)) items.push({ description: rng.pick(['Fuel surcharge', 'Environmental fee', 'Recycling', 'Extra pickup', 'Bulk item - mattress']), amount: r2(8 + rng.next() * 90) });
      break;
    }
    case 'telecom': {
      items.push({ description: rng.pick(['Business line', 'Internet 100 Mbps', 'Fiber internet 250 Mbps', 'Alarm line', 'Elevator emergency line']), amount: r2(30 + rng.next() * 110) });
      if (rng.chance(0.5)) items.push({ description: rng.pick(['Universal service fee', 'E911 fee', 'Equipment lease', 'Long distance']), amount: r2(2 + rng.next() * 15) });
      break;
    }
    case 'tax': {
      const y = 2024;
      items.push({ description: `${y} real estate tax - ${rng.pick(['1st installment', '2nd installment', 'full year', '1st half', '2nd half'])}`, amount: r2(300 + rng.next() * 14000) });
      if (rng.chance(0.4)) items.push({ description: rng.pick(['School district levy', 'County levy', 'Town levy', 'Fire district levy', 'Road district']), amount: r2(50 + rng.next() * 2000) });
      if (rng.chance(0.2)) items.push({ description: rng.pick(['Special assessment - sidewalk', 'Special assessment - sewer extension', 'Lottery & gaming credit', 'Homestead credit']), amount: r2((rng.chance(0.5) ? -1 : 1) * (20 + rng.next() * 400)) });
      break;
    }
    default:
      items.push({ description: 'Monthly service', amount: r2(40 + rng.next() * 200) });
  }
  return { items, meter };
}

const TRADE_WORK: Partial<Record<VendorKind, { unit: string[]; site: string[] }>> = {
  plumbing: { unit: ['Replace kitchen faucet', 'Unclog tub drain', 'Replace toilet flapper & fill valve', 'Replace water heater 40 gal LP', 'Thaw frozen supply line', 'Repair leak under sink'], site: ['Thaw frozen main', 'Repair well pressure tank', 'Camera main sewer line', 'Boiler room backflow test', 'Replace curb stop'] },
  hvac: { unit: ['No heat call - replace ignitor', 'Furnace cleaning & check', 'Replace thermostat', 'Replace blower motor', 'Wall furnace service'], site: ['Boiler annual service', 'Rooftop unit PM', 'Replace boiler circulator pump', 'Common area heater repair'] },
  electrical: { unit: ['Replace GFCI outlet', 'Repair breaker panel', 'Install smoke detectors', 'Replace light fixture'], site: ['Replace parking lot pole light', 'Repair pedestal', 'Service upgrade - well pump', 'Exit sign & emergency light test'] },
  appliance: { unit: ['Refrigerator repair - defrost timer', 'Range repair - bake element', 'Washer repair - drain pump', 'Dryer vent & belt', 'Dishwasher repair'], site: ['Laundry room washer repair', 'Laundry room dryer repair'] },
  roofing: { unit: ['Roof leak repair over bedroom', 'Replace skylight flashing'], site: ['Roof repair - ice dam damage', 'Reroof - 28 squares', 'Gutter repair', 'Metal roof screw replacement'] },
  handyman: { unit: ['Replace interior door', 'Patch drywall', 'Rehang cabinet doors', 'Replace storm door', 'Caulk tub surround'], site: ['Repair stair railing', 'Replace mailbox cluster post', 'Repair fence', 'Fix entry door closer'] },
  well: { unit: ['Replace submersible pump', 'Pressure switch replacement'], site: ['Well pump replacement 1 HP', 'Water test - coliform', 'Pressure tank replacement', 'Shock chlorinate well'] },
  septic: { unit: ['Pump septic tank 1000 gal', 'Locate & uncover tank'], site: ['Pump septic tank 1500 gal', 'Lift station pump-out', 'Drain field inspection', 'Pump holding tank'] },
  snow: { unit: [], site: ['Plowing', 'Sanding / salting lot', 'Roof snow removal', 'Seasonal contract - installment', 'Plow & blow walks'] },
  lawn: { unit: [], site: ['Mowing - weekly', 'Spring cleanup', 'Fall cleanup & leaf removal', 'Mulch beds', 'Brush hogging'] },
  tree: { unit: [], site: ['Remove leaning spruce', 'Storm cleanup', 'Trim trees off lines', 'Stump grinding'] },
  pest: { unit: ['Bed bug treatment', 'Cockroach treatment', 'Mouse exclusion'], site: ['Quarterly exterior treatment', 'Bat exclusion', 'Wasp nest removal', 'Rodent bait stations'] },
  painting: { unit: ['Paint unit - 2 BR', 'Paint bathroom & kitchen', 'Ceiling stain repair & paint'], site: ['Paint hallways', 'Exterior trim paint', 'Stain deck'] },
  flooring: { unit: ['Install LVP - living room', 'Replace carpet - 2 bedrooms', 'Vinyl sheet - kitchen', 'Stretch & clean carpet'], site: ['Hallway carpet replacement', 'Laundry room vinyl'] },
  cleaning: { unit: ['Deep clean after move-out', 'Carpet shampoo'], site: ['Common area cleaning - monthly', 'Window washing', 'Office cleaning'] },
  turnover: { unit: ['Move-out clean', 'Make-ready - full turn', 'Trash-out & haul', 'Turnover clean & touch-up paint'], site: ['Clubhouse turnover clean'] },
  locksmith: { unit: ['Rekey unit', 'Lockout service', 'Replace deadbolt'], site: ['Master key system', 'Mailbox lock replacement'] },
  glass: { unit: ['Replace broken window pane', 'Replace patio door glass', 'Storm window repair'], site: ['Replace storefront glass', 'Entry door glass'] },
  chimney: { unit: ['Chimney sweep & inspection', 'Wood stove service', 'Pellet stove cleaning'], site: ['Chimney cap installation', 'Masonry chimney repair'] },
  grading: { unit: [], site: ['Grade gravel road', 'Haul 3 loads crushed gravel', 'Culvert replacement', 'Fill potholes'] },
  elevator: { unit: [], site: ['Monthly elevator maintenance', 'Annual safety test', 'Elevator callback'] },
  fire: { unit: [], site: ['Fire alarm monitoring - quarterly', 'Annual sprinkler inspection', 'Extinguisher service', 'Backflow test'] },
  generator: { unit: [], site: ['Generator annual service', 'Transfer switch repair', 'Load bank test'] },
  hardware: { unit: ['Furnace filters', 'Faucet cartridge', 'Paint & supplies'], site: ['Ice melt 50 lb bags', 'Lumber', 'Furnace filters - case', 'Light bulbs'] },
  watertreat: { unit: ['Softener service'], site: ['Iron filter service', 'Salt delivery', 'UV bulb replacement'] },
  pool: { unit: [], site: ['Hot tub service', 'Pool opening', 'Chemicals'] },
  linen: { unit: ['Linen change'], site: ['Linen service - weekly', 'Towel service'] },
  dock: { unit: [], site: ['Dock install', 'Dock removal', 'Boat lift service'] },
  mhcsetup: { unit: ['Home set & level', 'Skirting install', 'Tie-down replacement', 'Re-level home', 'Disconnect & move-out'], site: ['Community home inspection'] },
  mhcinfra: { unit: ['Repair water line to home'], site: ['Water main repair', 'Sewer lateral repair', 'Lift station repair'] },
  advertising: { unit: [], site: ['Classified ad - 2 weeks', 'Display ad - rental listing'] },
  legal: { unit: ['Eviction - filing & service', 'Small claims - unpaid rent'], site: ['Lease review', 'Zoning hearing'] },
  accounting: { unit: [], site: ['Annual audit', 'Tax return preparation'] },
  insurance: { unit: [], site: ['Property policy - installment', 'Umbrella renewal', 'Flood policy'] },
};

export function tradeItems(rng: Rng, kind: VendorKind, unitLevel: boolean): Item[] {
  const w = TRADE_WORK[kind] ?? { unit: ['Service'], site: ['Service'] };
  const pool = unitLevel && w.unit.length > 0 ? w.unit : w.site;
  const items: Item[] = [{ description: rng.pick(pool), amount: r2(60 + rng.next() * 900) }];
  if (rng.chance(0.5)) {
    const what = rng.pick(['Labor', 'Trip charge', 'Parts', 'Materials', 'Service call', 'Disposal fee']);
    items.push({ description: what === 'Labor' && rng.chance(0.7) ? `Labor ${rng.int(1, 8)}${rng.pick(['', '.5'])} hrs` : what, amount: r2(25 + rng.next() * 400) });
  }
  if (rng.chance(0.25)) items.push({ description: rng.pick(['Sales tax', 'Fuel surcharge', 'Shop supplies']), amount: r2(3 + rng.next() * 40) });
  return items;
}

export function isUnitCapable(kind: VendorKind): boolean {
  const w = TRADE_WORK[kind];
  return !!w && w.unit.length > 0;
}
