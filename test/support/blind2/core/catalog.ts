/** Set 1's catalogue plus what set 2's vendors bill for: description, price range in cents (or paise), most units in a line. */
import { type CatalogItem, catalog as catalog1 } from '../../blind/core/catalog';

export type { CatalogItem } from '../../blind/core/catalog';

export const catalog: Record<string, readonly CatalogItem[]> = {
  ...catalog1,
  towing: [['Vehicle relocation (per vehicle)', 9500, 16500, 8], ['Standby time (hr)', 6500, 9500, 3], ['Dolly / flatbed surcharge', 3500, 7500, 2], ['Fire lane patrol - monthly', 15000, 30000, 1]],
  laundry: [['Front-load washer lease', 2400, 4200, 12], ['Stack dryer lease', 2200, 3800, 12], ['Card reader service fee', 1500, 3000, 4], ['Service call - dryer belt', 8500, 14000, 1]],
  parking: [['Monthly management fee', 60000, 180000, 1], ['Access cards issued', 800, 1500, 20], ['Gate arm repair', 28000, 65000, 1], ['Attendant hours', 2200, 3200, 60]],
  fireAlarm: [['Annual fire alarm inspection', 55000, 140000, 1], ['Emergency lighting test (per fixture)', 900, 1800, 40], ['Replace smoke detector', 6500, 12000, 6], ['Monitoring - quarterly', 9000, 21000, 1], ['Replace 12V 7Ah battery', 3500, 6000, 4]],
  guard: [['Security officer - unarmed (hr)', 2600, 3400, 168], ['Mobile patrol hit', 2500, 4500, 60], ['Holiday premium (hr)', 1300, 1700, 16], ['Supervisor site visit', 4500, 8500, 4]],
  partsSupply: [['Moen 1225 cartridge', 2400, 3400, 6], ['Kwikset SmartKey lever, satin nickel', 2900, 4500, 8], ['GE 40W A19 LED 4-pk', 900, 1400, 24], ['Honeywell T4 thermostat', 6500, 9500, 4], ['Fluidmaster 400A fill valve', 900, 1300, 12], ['Pleated filter 16x25x1 (12-pk)', 3800, 6200, 6], ['Whirlpool dryer belt', 1500, 2500, 4], ['Leviton GFCI 20A white', 1600, 2400, 12], ['Smoke alarm 10-yr sealed', 2100, 3100, 12], ['Toilet flapper 2"', 500, 800, 24], ['Sherwin PM200 eggshell 5 gal', 11000, 16500, 4], ['P-trap 1-1/2" PVC', 600, 1000, 12], ['Range burner element 8"', 2400, 3800, 6], ['Wax ring w/ horn', 400, 700, 24], ['Door stop spring 3"', 150, 300, 48], ['Shower head 1.75 gpm', 1800, 3200, 8]],
  electricalParts: [['Twin & earth cable 2.5mm 100m', 6500, 9000, 2], ['LED bulkhead IP65 14W', 1800, 2800, 12], ['Emergency exit sign LED', 3200, 4800, 6], ['RCBO 32A type A', 2200, 3400, 8], ['Smoke alarm mains 230V', 1900, 2900, 10], ['PIR sensor ceiling', 2100, 3200, 6], ['Cable ties 300mm (100)', 300, 600, 10]],
  elevatorRepair: [['Replace door roller assembly', 45000, 90000, 1], ['Overtime labor, mechanic & helper (hr)', 28000, 36000, 4], ['Hoistway door interlock', 38000, 65000, 1], ['Monthly maintenance - traction unit', 65000, 140000, 1]],
  gasUk: [['Gas consumption', 40000, 380000, 1], ['Standing charge', 2500, 9000, 1], ['Climate Change Levy', 1500, 9000, 1]],
  waterAu: [['Water usage - tier 1', 12000, 60000, 1], ['Water service charge', 5000, 9000, 1], ['Sewerage service charge', 14000, 30000, 1], ['Parks charge', 8000, 9000, 1]],
  electricIn: [['Energy charges', 2800000, 9800000, 1], ['Fixed charges', 250000, 800000, 1], ['Fuel adjustment charge', 120000, 500000, 1], ['Electricity duty', 90000, 400000, 1]],
  housekeepingIn: [['Housekeeping staff (per person per month)', 1800000, 2500000, 8], ['Supervisor (per month)', 2800000, 3500000, 1], ['Cleaning consumables', 800000, 2500000, 1], ['Garbage disposal charges', 300000, 900000, 1]],
  pestIn: [['General pest management - quarterly', 900000, 2400000, 1], ['Termite treatment (per sq ft)', 1200, 2500, 2000], ['Rodent control - monthly', 350000, 800000, 1]],
  internet: [['Fibre Pro 900 - monthly', 12900, 24900, 1], ['Static IP address', 1000, 2500, 1], ['Lift phone line', 3900, 5900, 2], ['Router rental', 900, 1500, 1]],
  rolloff: [['30 yd roll-off - haul', 45000, 68000, 2], ['Disposal (ton)', 6500, 9500, 9], ['Container rental (day)', 800, 1500, 14], ['Fuel surcharge', 3000, 8000, 1]],
  falseAlarm: [['False alarm response fee', 10000, 25000, 3], ['Late registration penalty', 5000, 5000, 1]],
  saasAnnual: [['Property Operations Suite - annual (per unit)', 1200, 2400, 600], ['Accounting connector', 60000, 150000, 1], ['Onboarding & data migration', 150000, 400000, 1]],
  lawyerAu: [['Professional fees - strata levy recovery', 180000, 520000, 1], ['Preparing and filing NCAT application', 65000, 140000, 1], ['Disbursement - NCAT filing fee', 10500, 10500, 1], ['Disbursement - title search', 2500, 3500, 2]],
  cpa: [['Audit of reserve fund financial statements', 350000, 900000, 1], ['Preparation of T2 return', 120000, 300000, 1], ['Bookkeeping review (hr)', 12500, 17500, 8]],
  insuranceUk: [['Buildings insurance premium', 250000, 1400000, 1], ['Terrorism cover', 20000, 90000, 1], ['Engineering inspection cover', 15000, 45000, 1]],
  signs: [['Post & panel directional sign', 28000, 60000, 4], ['Reflective parking sign 12x18', 3500, 6500, 12], ['Vinyl door lettering', 4500, 12000, 4], ['Installation labor (hr)', 8500, 12500, 6]],
  pipes: [['Call-out (first hour)', 8500, 12000, 1], ['Additional labour (per 30 min)', 3500, 4500, 6], ['Replace isolating valve', 2200, 4500, 2], ['Unblock waste pipe', 9000, 16000, 1], ['Parts & consumables', 1500, 6500, 1]],
  fitout: [['Demolition and disposal', 180000, 420000, 1], ['Drywall and taping', 250000, 600000, 1], ['Paint - walls and ceilings', 150000, 380000, 1], ['Flooring - LVP installed', 220000, 560000, 1]],
  gardens: [['Lawn mowing & edging', 18000, 32000, 4], ['Hedge trimming', 25000, 60000, 1], ['Garden bed weeding (hr)', 6500, 8500, 6], ['Green waste removal', 9000, 16000, 1], ['Irrigation check', 12000, 18000, 1]],
  snowContract: [['Seasonal snow contract - installment', 180000, 520000, 1], ['Ice melt, extra application', 14000, 26000, 4], ['Sidewalk shovel - overtime event', 9000, 16000, 3]],
  lockUk: [['Emergency call-out (out of hours)', 9500, 14500, 1], ['Supply and fit euro cylinder', 4500, 8500, 3], ['Master-keyed suite, keys cut', 800, 1400, 10], ['Door closer adjustment', 3500, 6000, 2]],
};
