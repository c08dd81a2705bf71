/** Line items as each kind of vendor prints them. */
import { type Cat } from './gl';
import { pick, type Rng } from './rng';

export const LINES: Record<Cat, readonly string[]> = {
  electric: ['Electric delivery charges', 'Generation charges', 'Basic service charge', 'Energy charge - Tier 1', 'Demand charge', 'Public purpose programs', 'Franchise fee surcharge', 'Gas delivery charges', 'Late payment charge', 'City utility tax'],
  gas: ['Gas supply charge', 'Distribution charge', 'Customer charge', 'Therms used', 'Regulatory surcharge', 'Gas public purpose surcharge', 'State tax'],
  water: ['Water - base charge', 'Water consumption (HCF)', 'Sewer service charge', 'Stormwater fee', 'Garbage & recycling', 'Meter charge', 'Fire line service', 'Water usage (CCF)'],
  sewer: ['Sewer service', 'Wastewater charge', 'Storm drainage', 'Solid waste collection', 'Yard waste'],
  waste: ['Refuse 3YD bin 2x/wk', 'Recycling 96 gal cart', 'Compost collection', 'Bulky item pickup', 'Fuel & environmental surcharge', 'Container rental', 'Overage / extra pickup'],
  telecom: ['Business internet 500 Mbps', 'Voice line', 'Equipment rental', 'Elevator emergency phone line', 'Fire alarm POTS line', 'Taxes, fees & surcharges'],
  tax: ['1st half installment', '2nd half installment', 'Special assessment', 'Penalty', 'Secured property tax', 'Quarterly property tax', 'Water/sewer lien'],
  insurance: ['Annual premium', 'Installment 1 of 4', 'Policy fee', 'Surplus lines tax', 'Endorsement - additional insured', 'Audit premium adjustment'],
  saas: ['Monthly subscription', 'Per-unit license fee', 'Hardware lease', 'Onboarding fee', 'Annual renewal', 'Support plan'],
  elevator: ['Full maintenance contract - monthly', 'Trouble call - after hours', 'Annual Cat 1 test', '5-year Cat 5 test', 'Door operator repair', 'Hoist rope replacement', 'Elevator inspection witness'],
  janitorial: ['Janitorial service - monthly', 'Porter service', 'Carpet shampoo common areas', 'Supplies', 'Day porter overtime', 'Strip & wax lobby floor'],
  security: ['Unarmed guard services', 'Mobile patrol', 'Holiday overtime', 'Camera monitoring', 'Access control service call'],
  plumbing: ['Clear kitchen drain', 'Replace water heater 50 gal', 'Snake main line', 'Repair leak under sink', 'Replace toilet flapper', 'Camera inspection of sewer line', 'Replace shutoff valves', 'Emergency call - burst pipe'],
  electrical: ['Replace GFCI outlet', 'Troubleshoot breaker tripping', 'Install LED fixtures', 'Panel upgrade', 'Exit sign battery replacement', 'Repair parking lot lights'],
  hvac: ['Quarterly HVAC maintenance', 'Replace capacitor', 'Furnace repair', 'Filter change', 'Refrigerant recharge', 'Mini-split install', 'Rooftop unit service'],
  boiler: ['Boiler annual inspection', 'Burner tune-up', 'Heating oil delivery', 'Replace low water cutoff', 'Boiler tube cleaning', 'Emergency no-heat call'],
  roofing: ['Roof leak repair', 'Replace flashing', 'Moss treatment', 'Roof inspection', 'Patch membrane', 'Re-roof - deposit'],
  painting: ['Paint unit - turnover', 'Paint hallways', 'Touch-up common areas', 'Exterior trim painting', 'Paint supplies'],
  landscaping: ['Monthly landscape maintenance', 'Irrigation repair', 'Tree trimming', 'Seasonal color', 'Bark mulch install', 'Leaf cleanup'],
  snow: ['Snow plowing', 'Sidewalk salting', 'Ice melt application', 'Seasonal snow contract'],
  pool: ['Weekly pool service', 'Pool pump repair', 'Chemicals', 'Spa heater repair', 'Health dept inspection prep'],
  pest: ['Monthly pest service', 'Bed bug treatment', 'Rodent exclusion', 'Cockroach treatment', 'Termite inspection', 'Mosquito treatment'],
  locksmith: ['Rekey unit', 'Lockout service', 'Replace mortise lock', 'Mailbox lock change', 'Master key system'],
  appliance: ['Refrigerator repair', 'Dishwasher repair', 'Replace range igniter', 'Washer repair', 'New refrigerator', 'Dryer vent cleaning'],
  flooring: ['Carpet cleaning', 'Replace LVP flooring', 'Refinish hardwood', 'Carpet install', 'Tile repair'],
  general: ['Progress billing #2', 'Framing and drywall', 'Bathroom remodel', 'Change order #1', 'Demolition', 'Permit fees'],
  handyman: ['Handyman labor', 'Patch drywall', 'Replace blinds', 'Adjust doors', 'Unit make-ready', 'Materials'],
  glass: ['Replace broken window', 'Storefront glass replacement', 'Board-up service', 'Mirror install', 'Replace sliding door glass'],
  fire: ['Fire alarm monitoring - quarterly', 'Annual sprinkler inspection', 'Fire extinguisher service', 'Replace smoke detectors', 'Fire pump test', 'Backflow test'],
  backflow: ['Annual backflow test', 'Backflow repair', 'Test report filing fee'],
  window: ['Exterior window washing', 'Interior window cleaning', 'Skylight cleaning'],
  gutter: ['Gutter cleaning', 'Downspout repair', 'Moss removal', 'Gutter guard install'],
  marine: ['Pile replacement', 'Dock float repair', 'Pump-out service', 'Slip cleat replacement', 'Diver inspection', 'Shore power pedestal repair'],
  parkingEquip: ['Gate arm replacement', 'Ticket dispenser service', 'Parking equipment maintenance', 'Loop detector repair'],
  towing: ['Tow - unauthorized vehicle', 'Abandoned vehicle removal', 'Boat trailer tow'],
  junk: ['Junk removal - unit cleanout', 'Mattress disposal', 'Debris haul-away', 'Appliance disposal'],
  legal: ['Unlawful detainer filing', 'Court appearance', 'Notice preparation', 'Lease review', 'Legal research'],
  engineering: ['FISP/LL11 facade inspection', 'Structural assessment', 'Reserve study', 'Seismic retrofit design', 'Parking garage condition survey'],
  environmental: ['Asbestos survey', 'Lead paint testing', 'Mold assessment', 'Phase I ESA'],
  supplies: ['Light bulbs', 'Air filters', 'Paint supplies', 'Janitorial supplies', 'Plumbing parts', 'Smoke detectors'],
  signage: ['Monument sign repair', 'Leasing banner', 'Parking signs', 'ADA signage'],
  restoration: ['Water extraction', 'Dehumidifier rental', 'Mold remediation', 'Fire damage cleanup', 'Drying equipment'],
  moving: ['Moving labor', 'Storage - monthly', 'Truck & crew'],
  accounting: ['Annual audit', 'Tax return preparation', 'Bookkeeping', '1099 filing'],
};

export function lineItems(r: Rng, cat: keyof typeof LINES, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = pick(r, LINES[cat]);
    if (!out.includes(d)) out.push(d);
  }
  return out;
}
