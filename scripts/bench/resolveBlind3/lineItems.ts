/*
 * What bills list: work done at a property (common areas) or in a unit, and the charges of
 * utilities, suppliers and services. "{u}" is replaced by the unit as printed when the unit is
 * only in the description.
 */

export interface WorkLib {
  prop: readonly string[];
  unit: readonly string[];
  extra: readonly string[];
}

const EXTRA = ['Labor', 'Materials', 'Trip charge', 'Service call', 'Parts', 'Disposal fee', 'After-hours premium', 'Fuel surcharge'];

export const WORK: Readonly<Record<string, WorkLib>> = {
  plumbing: {
    prop: ['Jet main sewer line - cleanout at bldg', 'Repair leak at irrigation backflow', 'Replace pool equipment room valve', 'Camera inspection of sewer lateral', 'Repair water line break near parking lot', 'Clear storm drain', 'Replace commercial water heater (boiler room)'],
    unit: ['Kitchen sink stopped up - snaked line', 'Replace toilet wax ring and supply line', 'Replace 40 gal water heater', 'Repair leaking shower valve cartridge', 'Replace garbage disposal 1/2 HP', 'Clear tub drain', 'Replace kitchen faucet', 'Leak under bathroom vanity - replaced P-trap'],
    extra: EXTRA,
  },
  hvac: {
    prop: ['Quarterly PM - rooftop units', 'Replace condenser fan motor - leasing office', 'Boiler service', 'Replace belts and filters - RTUs', 'Chiller maintenance'],
    unit: ['No cooling - recharged R-410A (3 lbs)', 'Replace capacitor 45/5 MFD', 'Replace blower motor', 'Replace thermostat', 'Clear condensate line', 'Replace evaporator coil', 'No heat - replaced igniter', 'Install new 2.5 ton condenser'],
    extra: [...EXTRA, 'Refrigerant R-410A per lb'],
  },
  electrical: {
    prop: ['Replace parking lot pole light fixtures', 'Repair breezeway lighting', 'Replace photocell', 'Panel inspection - meter room', 'Repair monument sign lighting'],
    unit: ['Replace GFCI outlet in kitchen', 'Breaker tripping - replaced 20A breaker', 'Replace ceiling fan', 'Install new light fixture in dining', 'Repair dead outlets bedroom'],
    extra: EXTRA,
  },
  appliance: {
    prop: ['Laundry room dryer repair', 'Clubhouse ice maker repair'],
    unit: ['Refrigerator not cooling - replaced defrost timer', 'Replace oven bake element', 'Dishwasher not draining - replaced pump', 'Washer repair - replaced lid switch', 'Install new range (30" electric)', 'Replace microwave hood'],
    extra: ['Parts', 'Labor', 'Diagnostic fee', 'Haul away old appliance'],
  },
  roofing: {
    prop: ['Roof leak repair - building 3', 'Replace damaged shingles after storm', 'Roof inspection and report', 'Repair flashing at parapet wall', 'Clean gutters and downspouts'],
    unit: ['Roof leak over bedroom - patched', 'Repair ceiling leak above unit'],
    extra: ['Materials', 'Labor', 'Dumpster'],
  },
  handyman: {
    prop: ['Repair stair railing', 'Replace mailbox lock', 'Patch breezeway drywall', 'Install new community signage', 'Repair fence panels', 'Pressure wash sidewalks'],
    unit: ['Make ready - misc repairs', 'Replace blinds (4)', 'Adjust doors and replace weatherstripping', 'Replace closet doors', 'Install smoke detectors', 'Patch walls and touch-up'],
    extra: ['Labor', 'Materials', 'Trip charge'],
  },
  locksmith: {
    prop: ['Rekey pool gate', 'Repair leasing office door closer', 'Master key system update'],
    unit: ['Rekey unit - new resident', 'Lockout service', 'Replace deadbolt', 'Rekey after move-out'],
    extra: ['Service call', 'Keys cut'],
  },
  glass: { prop: ['Replace storefront glass panel', 'Replace leasing office window'], unit: ['Replace broken window pane - bedroom', 'Replace sliding glass door'], extra: ['Materials', 'Labor'] },
  garageDoor: { prop: ['Repair gate operator', 'Replace garage door spring - maintenance shop'], unit: ['Replace garage door spring', 'Repair garage door opener'], extra: ['Service call'] },
  fence: { prop: ['Repair perimeter fence', 'Replace 8 panels wood fence', 'Repair entry gate arm', 'Install new pool fence section'], unit: ['Repair backyard fence'], extra: ['Materials', 'Labor'] },
  painting: {
    prop: ['Paint breezeways bldg 4', 'Paint exterior trim', 'Paint leasing office', 'Curb painting'],
    unit: ['Full interior paint - 2BR', 'Touch-up paint make ready', 'Paint 1BR/1BA', 'Paint ceilings (water damage)', 'Interior paint 3BR/2BA'],
    extra: ['Materials', 'Labor'],
  },
  cleaning: {
    prop: ['Clean clubhouse', 'Model unit cleaning', 'Common area deep clean'],
    unit: ['Make ready clean - 2BR', 'Move-out clean 1BR', 'Heavy clean + trash out', 'Carpet shampoo + clean', 'Final clean after paint'],
    extra: ['Supplies'],
  },
  janitorial: {
    prop: ['Monthly janitorial service', 'Restroom service', 'Lobby and common area cleaning', 'Window cleaning - ground floor', 'Day porter service'],
    unit: ['Suite cleaning - after tenant move-out', 'Carpet cleaning in suite'],
    extra: ['Supplies', 'Consumables'],
  },
  flooring: {
    prop: ['Replace carpet in leasing office', 'Clubhouse LVP install'],
    unit: ['Install carpet 2BR (85 yds)', 'Replace LVP in kitchen/bath', 'Carpet cleaning - move out', 'Replace vinyl in bathroom', 'Carpet repair - seam'],
    extra: ['Pad', 'Labor', 'Materials', 'Haul off'],
  },
  resurfacing: { prop: ['Resurface clubhouse restroom counters'], unit: ['Resurface tub', 'Resurface countertops', 'Tub and surround refinish', 'Chip repair tub'], extra: ['Materials'] },
  landscaping: {
    prop: ['Monthly landscape maintenance', 'Seasonal color install', 'Mulch install', 'Irrigation check and repair', 'Shrub trimming', 'Leaf removal', 'Weekly mowing'],
    unit: ['Front yard cleanup', 'Mow and edge - vacant unit'],
    extra: ['Fuel surcharge', 'Materials'],
  },
  tree: { prop: ['Remove dead oak tree', 'Trim trees off roofline', 'Stump grinding', 'Storm debris removal'], unit: ['Remove tree limb on roof over unit'], extra: ['Haul off', 'Crane'] },
  irrigation: { prop: ['Repair irrigation mainline break', 'Replace controller', 'Backflow test', 'Replace 12 spray heads'], unit: [], extra: ['Materials'] },
  snow: { prop: ['Snow plowing - parking lots', 'Salt application', 'Sidewalk shoveling', 'Snow event 2"-4"'], unit: [], extra: ['Salt (tons)'] },
  pest: {
    prop: ['Monthly pest control service', 'Quarterly exterior treatment', 'Rodent bait stations', 'Termite inspection', 'Bee removal'],
    unit: ['Bed bug treatment', 'Roach treatment - initial', 'Follow-up treatment', 'Flea treatment'],
    extra: [],
  },
  pool: { prop: ['Monthly pool service', 'Pool chemicals', 'Replace pool pump motor', 'Pool opening', 'Health department inspection prep', 'Replace pool filter cartridges'], unit: [], extra: ['Chemicals'] },
  elevator: { prop: ['Monthly maintenance contract', 'Annual safety test', 'Trouble call - car stuck', 'Replace door operator'], unit: [], extra: ['Overtime premium'] },
  fire: { prop: ['Annual fire extinguisher inspection', 'Fire sprinkler 5-year inspection', 'Fire alarm monitoring', 'Backflow test - fire line', 'Replace exit signs'], unit: ['Replace smoke detector in unit'], extra: ['Tags'] },
  security: { prop: ['Courtesy patrol - monthly', 'Security officer hours', 'Camera monitoring', 'Gate access cards (50)'], unit: [], extra: ['Overtime'] },
  towing: { prop: ['Parking enforcement - monthly', 'Tow abandoned vehicle', 'Sign installation - tow away zone'], unit: [], extra: [] },
  paving: { prop: ['Sealcoat and restripe parking lot', 'Pothole repair', 'Concrete curb repair', 'ADA ramp repair', 'Restripe parking spaces'], unit: [], extra: ['Materials', 'Mobilization'] },
  signage: { prop: ['Monument sign repair', 'New building numbers', 'Banner - now leasing', 'Tenant panel for pylon sign'], unit: ['Suite sign'], extra: ['Installation'] },
  septic: { prop: ['Pump septic tank', 'Grease trap cleaning', 'Lift station service', 'Septic inspection'], unit: ['Septic backup at lot'], extra: ['Disposal fee'] },
  restoration: { prop: ['Water extraction - clubhouse', 'Fire damage board-up', 'Mold remediation - laundry room'], unit: ['Water mitigation - drying equipment 3 days', 'Mold remediation in bathroom', 'Water extraction after supply line leak', 'Dehumidifier rental'], extra: ['Equipment', 'Monitoring'] },
  foundation: { prop: ['Foundation repair - 8 piers', 'Foundation evaluation'], unit: ['Foundation leveling'], extra: ['Engineering report'] },
  drywall: { prop: ['Repair breezeway ceiling drywall'], unit: ['Drywall repair after leak', 'Texture and patch 3 walls', 'Replace ceiling drywall in bath'], extra: ['Materials'] },
  concrete: { prop: ['Replace sidewalk sections', 'Repair stairs concrete', 'Pour new dumpster pad'], unit: ['Repair patio slab'], extra: ['Materials'] },
  contractor: { prop: ['Clubhouse renovation - draw 2', 'Replace balcony decking bldg 7', 'Siding repair', 'Stair replacement'], unit: ['Kitchen renovation', 'Bathroom remodel', 'Fire damage rebuild - unit'], extra: ['Permit', 'Materials', 'Labor'] },
  junk: { prop: ['Bulk trash removal - dumpster area', 'Remove abandoned furniture'], unit: ['Trash out after move-out', 'Remove abandoned items - eviction'], extra: ['Dump fee'] },
  supplies: { prop: ['Air filters 16x25x1 (24 pk)', 'LED A19 bulbs (48 pk)', 'Smoke detectors (12)', 'Kwikset passage knobs (10)', 'Toilet flappers (20)', 'Wax rings (12)', 'Trash bags 55 gal', 'Moen kitchen faucet 7425'], unit: ['Frigidaire 30" electric range', 'GE 18 cu ft refrigerator', 'Disposal 1/2 HP', 'Blinds 2" vinyl 35x64 (6)'], extra: ['Freight', 'Sales tax'] },
  paintSupply: { prop: ['ProMar 200 Eg-Shel 5 gal', 'ProMar 200 Flat 5 gal', 'Roller covers (12)', 'Caulk (24)', 'Primer 5 gal'], unit: ['Paint for make ready 5 gal'], extra: ['Sales tax'] },
  plumbingSupply: { prop: ['Water heater 40 gal gas', 'PEX fittings', 'Toilet - elongated', 'Shut-off valves (20)'], unit: ['Water heater 50 gal electric'], extra: ['Freight'] },
  hvacSupply: { prop: ['Capacitors 45/5 (10)', 'Condenser fan motor', 'R-410A 25 lb', 'Air handler 3 ton'], unit: ['Condenser 2.5 ton'], extra: ['Freight'] },
  applianceSupply: { prop: ['Range 30" electric (4)', 'Refrigerator 18 cu ft (3)', 'Dishwasher (2)'], unit: ['Refrigerator delivered and installed', 'Range delivered and installed'], extra: ['Delivery', 'Haul away'] },
  officeSupply: { prop: ['Copy paper (10 reams)', 'Toner cartridge', 'Coffee supplies', 'Postage labels', 'Office chairs'], unit: [], extra: ['Shipping'] },
  janitorialSupply: { prop: ['Paper towels (case)', 'Toilet tissue (case)', 'Floor cleaner (4 gal)', 'Can liners'], unit: [], extra: ['Delivery'] },
  uniforms: { prop: ['Uniform rental - maintenance staff', 'Mat service - leasing office', 'Shop towels'], unit: [], extra: ['Service charge'] },
};

export const UTILITY_LINES: Readonly<Record<string, readonly string[]>> = {
  electric: ['Energy Charge', 'Delivery Charges', 'Base Customer Charge', 'TDU Delivery Charges', 'Fuel Charge', 'Demand Charge', 'Gross Receipts Tax Reimbursement', 'Sales Tax', 'PUC Assessment'],
  gas: ['Customer Charge', 'Gas Cost', 'Distribution Charge', 'Pipeline Safety Fee', 'Franchise Fee', 'Sales Tax'],
  water: ['Water Base Charge', 'Water Usage', 'Sewer Base Charge', 'Sewer Usage', 'Stormwater/Drainage Fee', 'Backflow Fee'],
  sewer: ['Sewer Base Charge', 'Sewer Usage'],
  trash: ['8 YD FEL 3X/WK', 'Fuel/Environmental Recovery Fee', 'Container Rental', 'Extra Pickup', 'Recycling Service', 'Compactor Haul', 'Administrative Fee'],
  drainage: ['Drainage Fee'],
  telecom: ['Business Internet 300 Mbps', 'Static IP', 'Equipment Rental', 'Business Voice Line', 'Taxes, Fees & Surcharges', 'POTS Line - Elevator Emergency Phone'],
  bulkCable: ['Bulk Video Service', 'Bulk Internet Service', 'Property Wi-Fi'],
  utilityBilling: ['Utility Billing Service Fee', 'Move-In Fees', 'Postage', 'Vacant Unit Billing'],
  tax: ['Ad Valorem Tax - County', 'Ad Valorem Tax - School District', 'Ad Valorem Tax - City', 'Special District Levy'],
  hoa: ['Quarterly Assessment', 'Monthly Dues', 'Late Fee', 'Special Assessment', 'Reserve Contribution'],
  legal: ['Eviction filing', 'Court costs', 'Writ of possession', 'Attorney fees', 'Service of process', 'Lease review'],
  accounting: ['Annual audit - progress billing', 'Tax return preparation', 'Bookkeeping services'],
  insurance: ['Property policy premium - installment', 'General liability premium', 'Umbrella premium', 'Flood policy premium'],
  software: ['Monthly subscription', 'Setup fee', 'Additional users', 'Smart lock hardware lease'],
  advertising: ['Listing package - Platinum', 'Featured listing', 'Professional photography', 'Virtual tour'],
  screening: ['Resident screening reports', 'Criminal background checks'],
  inspection: ['Move-in inspection', 'Move-out inspection', 'Annual unit inspections', 'HUD REAC pre-inspection'],
  consulting: ['Property tax protest - contingency fee', 'Consulting services'],
  courier: ['Courier - same day', 'Deliveries'],
  staffing: ['Temp leasing agent - hours', 'Temp maintenance tech - hours'],
  permits: ['Permit expediting', 'Certificate of occupancy', 'Code compliance inspection'],
};
