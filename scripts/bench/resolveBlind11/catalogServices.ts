/*
 * National and regional vendors other than utilities: suppliers coded per line, service
 * contractors, county tax collectors (parcel numbers as account numbers), propane, insurers,
 * Hawaii ground lessors, rental-registration fees.
 */
import { type CatalogEntry, type CatalogService, entry, svc } from './catalogTypes';
import { GL } from './gl';

const CATEGORY: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  paint: [GL.painting, ['Interior latex paint - eggshell 5 gal', 'Semi-gloss enamel 1 gal', 'Primer 5 gal', 'Roller covers and tape', 'Ceiling white flat 5 gal']],
  plumbing: [GL.plumbing, ['Toilet flapper', 'Wax ring kit', 'Angle stop 3/8 x 1/2', 'Kitchen faucet single handle', 'P-trap 1-1/2 in.', 'Supply line 20 in.']],
  hvac: [GL.hvac, ['Air filters 16x25x1 (case of 12)', 'Air filters 20x20x1 (case of 12)', 'Run capacitor 45/5 MFD', 'Condensate pump', 'Thermostat programmable']],
  electrical: [GL.electrical, ['LED A19 bulbs (case)', 'GFCI receptacle 20A', 'Smoke detector 10-yr', 'Wall plate assortment', 'Breaker 20A single pole']],
  appliances: [GL.applianceCapital, ['Refrigerator 18 cu ft top freezer', 'Electric range 30 in.', 'Dishwasher 24 in.', 'Over-the-range microwave']],
  supplies: [GL.supplies, ['Janitorial supplies', 'Trash bags 55 gal', 'Paper towels (case)', 'Batteries AA/AAA', 'Misc. maintenance supplies']],
  flooring: [GL.flooring, ['LVP plank flooring 20 sq ft/box', 'Carpet pad 8 lb', 'Transition strips', 'Vinyl adhesive 4 gal']],
  landscape: [GL.landscaping, ['Irrigation valve 1 in.', 'Drip tubing 500 ft', 'Mulch - 3 yd', 'Sprinkler heads (box of 25)']],
  pool: [GL.pool, ['Chlorine tablets 50 lb', 'Muriatic acid (case)', 'Pool shock', 'Pool filter cartridge']],
  locks: [GL.locks, ['Entry lockset satin nickel', 'Rekey kit', 'Single cylinder deadbolt']],
  office: [GL.office, ['Copy paper (case)', 'Printer toner', 'Office supplies']],
};

function supply(...keys: string[]): CatalogService[] {
  return keys.map((k) => {
    const [gl, lines] = CATEGORY[k] ?? [GL.supplies, []];
    return svc('supply', gl, k, 'ALL', lines);
  });
}

function only(group: string, gl: string, label: string, coverage: string, lines: readonly string[]): CatalogService[] {
  return [svc(group, gl, label, coverage, lines)];
}

const BIG = ['apartments', 'condo', 'flcondo', 'commercial', 'townhomes', 'hiWalkup', 'keysCondo', 'mhp'] as const;
const TALL = ['condo', 'flcondo', 'commercial', 'apartments'] as const;

export const SERVICE_CATALOG: readonly CatalogEntry[] = [
  entry('supplier', 'HD Supply Facilities Maintenance', ['Home Depot Pro', 'HD Supply', 'The Home Depot Pro', 'HD Supply Facilities Maintenance, Ltd.', 'HD SUPPLY FM'], ['@hdsupply.com'],
    'PO Box 509058, San Diego, CA 92150-9058', '#######', supply('paint', 'plumbing', 'hvac', 'electrical', 'appliances', 'supplies', 'locks', 'flooring'),
    { adoption: 0.5, kinds: [...BIG], share: 3, taxId: '59-1234561' }),
  entry('supplier', 'The Home Depot', ['The Home Depot', 'Home Depot', 'Home Depot Credit Services', 'THE HOME DEPOT #4711', 'HOME DEPOT'], ['@homedepot.com'],
    'Dept 32-2502100180, PO Box 9001030, Louisville, KY 40290-1030', '#### #### #### ####', supply('paint', 'plumbing', 'electrical', 'appliances', 'supplies', 'locks', 'landscape'),
    { adoption: 0.3, share: 2 }),
  entry('supplier', "Lowe's Companies", ["Lowe's", "Lowe's Pro Supply", 'Lowes', "Lowe's Home Centers, LLC"], ['@lowes.com'], 'PO Box 669824, Dallas, TX 75266-0773', '#### #### #### ####',
    supply('paint', 'plumbing', 'electrical', 'appliances', 'supplies'), { adoption: 0.2, share: 1.5 }),
  entry('supplier', 'The Sherwin-Williams Company', ['Sherwin-Williams', 'Sherwin Williams', 'The Sherwin-Williams Co.', 'SHERWIN-WILLIAMS #7421'], ['@sherwin.com'],
    'PO Box 277499, Atlanta, GA 30384-7499', '####-####-#', supply('paint', 'flooring'), { adoption: 0.4, share: 2 }),
  entry('supplier', 'Dunn-Edwards Corporation', ['Dunn-Edwards', 'Dunn Edwards Paints', 'Dunn-Edwards Corporation'], ['@dunnedwards.com'], 'PO Box 30389, Los Angeles, CA 90030-0389', '######',
    supply('paint'), { adoption: 0.3, share: 1, lineCoded: false }),
  entry('supplier', 'Miller Paint Company', ['Miller Paint', 'Miller Paint Co', 'Miller Paint Company'], ['@millerpaint.com'], '12812 NE Whitaker Way, Portland, OR 97230', '#####',
    supply('paint').map((s) => ({ ...s, coverage: ['WA', 'OR'] })), { adoption: 0.3, lineCoded: false }),
  entry('supplier', 'Ferguson Enterprises', ['Ferguson', 'Ferguson Enterprises', 'Ferguson Facilities Supply', 'FERGUSON ENTERPRISES LLC'], ['@ferguson.com'],
    'PO Box 100286, Pasadena, CA 91189-0286', '######', supply('plumbing', 'appliances', 'hvac'), { adoption: 0.25, share: 1.5 }),
  entry('supplier', 'W.W. Grainger', ['Grainger', 'W.W. Grainger, Inc.', 'WW Grainger'], ['@grainger.com'], 'Dept 849869842, Palatine, IL 60038-0001', '#########',
    supply('hvac', 'electrical', 'supplies'), { adoption: 0.2 }),
  entry('supplier', 'Amazon Business', ['Amazon Business', 'Amazon.com Services LLC', 'Amazon Capital Services', 'AMAZON.COM'], ['@amazon.com'], 'PO Box 035184, Seattle, WA 98124-5184', '',
    supply('supplies', 'office', 'electrical'), { adoption: 0.4, share: 1.5 }),
  entry('supplier', 'SiteOne Landscape Supply', ['SiteOne Landscape Supply', 'SiteOne', 'SITEONE LANDSCAPE SUPPLY LLC'], ['@siteone.com'], 'PO Box 78631, Phoenix, AZ 85062-8631', '#######',
    supply('landscape'), { adoption: 0.15, lineCoded: false }),
  entry('supplier', "Leslie's Poolmart", ["Leslie's", "Leslie's Pool Supplies", "Leslie's Poolmart, Inc."], ['@lesl.com'], 'PO Box 501162, St. Louis, MO 63150-1162', '########',
    supply('pool').map((s) => ({ ...s, coverage: ['CA', 'AZ', 'NV', 'FL', 'HI'] })), { adoption: 0.3, kinds: [...BIG], lineCoded: false }),
  entry('supplier', 'Floor & Decor', ['Floor & Decor', 'Floor and Decor Outlets of America', 'FLOOR & DECOR #182'], ['@flooranddecor.com'], '2500 Windy Ridge Pkwy SE, Atlanta, GA 30339', '######',
    supply('flooring'), { adoption: 0.15, lineCoded: false }),
  // Service contracts
  entry('contract', 'Otis Elevator Company', ['Otis Elevator', 'Otis Elevator Company', 'OTIS', 'Otis Elevator Co.'], ['@otis.com'], 'PO Box 730400, Dallas, TX 75373-0400', 'SC####',
    only('elevator', GL.elevator, 'Elevator maintenance', 'ALL', ['Elevator maintenance - quarterly', 'Elevator service call - entrapment', 'Annual safety test (Cat 1)']), { adoption: 0.35, kinds: [...TALL] }),
  entry('contract', 'TK Elevator Corporation', ['TK Elevator', 'thyssenkrupp Elevator Corporation', 'TKE', 'TK Elevator Corporation'], ['@tkelevator.com'], 'PO Box 3796, Carol Stream, IL 60132-3796', '#########',
    only('elevator', GL.elevator, 'Elevator maintenance', 'ALL', ['Monthly elevator maintenance', 'Door operator repair', 'Hydraulic jack inspection']), { adoption: 0.3, kinds: [...TALL] }),
  entry('contract', 'Schindler Elevator Corporation', ['Schindler Elevator', 'Schindler', 'Schindler Elevator Corp'], ['@schindler.com'], 'PO Box 93050, Chicago, IL 60673-3050', '#######',
    only('elevator', GL.elevator, 'Elevator maintenance', 'ALL', ['Elevator maintenance contract', 'Cab interior repair']), { adoption: 0.2, kinds: [...TALL] }),
  entry('contract', 'Allied Universal Security Services', ['Allied Universal', 'Allied Universal Security Services', 'AlliedBarton', 'Universal Protection Service'], ['@aus.com'],
    'PO Box 828854, Philadelphia, PA 19182-8854', '#######', only('security', GL.security, 'Security patrol', 'ALL', ['Courtesy patrol - nightly', 'Unarmed officer hours', 'Vehicle patrol service']),
    { adoption: 0.15, kinds: ['apartments', 'commercial', 'condo', 'flcondo'] }),
  entry('contract', 'ADT Commercial', ['ADT Commercial', 'ADT', 'ADT Security Services'], ['@adt.com'], 'PO Box 382109, Pittsburgh, PA 15250-8109', '#########',
    only('alarm', GL.alarm, 'Alarm monitoring', 'ALL', ['Fire alarm monitoring - quarterly', 'Intrusion monitoring', 'Alarm panel cellular communicator']), { adoption: 0.2, kinds: [...BIG] }),
  entry('contract', 'Johnson Controls Fire Protection', ['Johnson Controls Fire Protection', 'SimplexGrinnell', 'Tyco SimplexGrinnell', 'Johnson Controls'], ['@jci.com'],
    'Dept CH 10320, Palatine, IL 60055-0320', '########', only('fire', GL.fire, 'Fire protection', 'ALL', ['Annual fire sprinkler inspection', 'Fire extinguisher service', 'Fire alarm inspection']),
    { adoption: 0.2, kinds: [...BIG] }),
  entry('contract', 'Cintas Fire Protection', ['Cintas Fire Protection', 'Cintas Corporation', 'Cintas'], ['@cintas.com'], 'PO Box 636525, Cincinnati, OH 45263-6525', '##########',
    only('fire', GL.fire, 'Fire protection', 'ALL', ['Fire extinguisher annual inspection', 'Emergency light testing', 'Kitchen hood suppression inspection']), { adoption: 0.2, kinds: [...BIG] }),
  entry('contract', 'CSC ServiceWorks', ['CSC ServiceWorks', 'Coinmach', 'CSC ServiceWorks, Inc.'], ['@cscsw.com'], 'PO Box 9209, Plainview, NY 11803-9209', '######',
    only('laundry', GL.laundry, 'Laundry', 'ALL', ['Laundry equipment lease', 'Laundry room revenue share adjustment']), { adoption: 0.3, kinds: ['apartments', 'mhp', 'hiWalkup', 'condo'] }),
  entry('contract', 'WASH Multifamily Laundry Systems', ['WASH Multifamily Laundry', 'WASH Laundry', 'WASH Multifamily Laundry Systems, LLC'], ['@washlaundry.com'], 'PO Box 51410, Los Angeles, CA 90051-5710', '#####-###',
    only('laundry', GL.laundry, 'Laundry', 'ALL', ['Laundry equipment lease', 'Card reader service']), { adoption: 0.3, kinds: ['apartments', 'mhp', 'hiWalkup', 'condo'] }),
  entry('contract', 'BrightView Landscape Services', ['BrightView', 'BrightView Landscape Services', 'BrightView Landscapes, LLC'], ['@brightview.com'], 'PO Box 740655, Atlanta, GA 30374-0655', '#######',
    only('landscape', GL.landscaping, 'Landscaping', 'ALL', ['Landscape maintenance - monthly contract', 'Irrigation repairs', 'Enhancement - annual color']), { adoption: 0.12, kinds: [...BIG] }),
  entry('contract', 'Orkin', ['Orkin', 'Orkin LLC', 'Orkin Pest Control'], ['@orkin.com'], 'PO Box 7161, Pasadena, CA 91109-7161', '########',
    only('pest', GL.pest, 'Pest control', 'ALL', ['Monthly pest control service', 'Rodent monitoring stations', 'German roach cleanout']), { adoption: 0.12, unitAccounts: 0 }),
  entry('contract', 'Terminix', ['Terminix', 'Terminix International', 'Terminix Commercial'], ['@terminix.com'], 'PO Box 742592, Cincinnati, OH 45274-2592', '#########',
    only('pest', GL.pest, 'Pest control', 'ALL', ['Quarterly pest service', 'Termite bait station monitoring', 'Bed bug inspection']), { adoption: 0.1 }),
  entry('contract', 'Western Exterminator Company', ['Western Exterminator', 'Western Exterminator Co', 'Western'], ['@west-ext.com'], 'PO Box 14095, Reading, PA 19612-4095', '#######',
    only('pest', GL.pest, 'Pest control', 'CA|AZ|NV', ['Monthly pest service', 'Gopher control', 'Pigeon exclusion']), { adoption: 0.12 }),
  entry('contract', 'Truly Nolen of America', ['Truly Nolen', 'Truly Nolen Pest Control', 'Truly Nolen of America, Inc.'], ['@trulynolen.com'], '3636 E Speedway Blvd, Tucson, AZ 85716', '########',
    only('pest', GL.pest, 'Pest control', 'AZ|FL', ['Monthly pest service', 'Scorpion treatment', 'Termite inspection']), { adoption: 0.15 }),
  entry('contract', 'Roto-Rooter Services Company', ['Roto-Rooter', 'Roto-Rooter Plumbing & Water Cleanup', 'Roto Rooter'], ['@rotorooter.com'], 'PO Box 640273, Cincinnati, OH 45264-0273', '',
    only('plumbing', GL.plumbing, 'Plumbing', 'ALL', ['Clear kitchen line stoppage', 'Main line cleanout', 'Emergency after-hours call']), { adoption: 0.2, share: 1.5 }),
  entry('contract', 'SERVPRO', ['SERVPRO', 'SERVPRO of Downtown', 'SERVPRO Industries'], ['@servpro.net'], '801 Industrial Blvd, Gallatin, TN 37066', '',
    only('restoration', GL.restoration, 'Restoration', 'ALL', ['Water mitigation', 'Drying equipment - 3 days', 'Mold remediation']), { adoption: 0.1 }),
  entry('contract', 'Conservice', ['Conservice', 'Conservice, LLC', 'Conservice - The Utility Experts'], ['@conservice.com'], 'PO Box 4718, Logan, UT 84323-4718', '######',
    only('billing', '6150-00', 'Utility billing', 'ALL', ['Utility billing service fee', 'Move-in/move-out fees', 'RUBS administration']), { adoption: 0.3, kinds: ['apartments', 'townhomes', 'hiWalkup'] }),
  entry('contract', 'CoStar Realty Information', ['Apartments.com', 'CoStar Group', 'CoStar Realty Information, Inc.', 'Apartments.com / CoStar'], ['@costar.com', '@apartments.com'],
    'PO Box 791123, Baltimore, MD 21279-1123', '#######', only('ads', GL.advertising, 'Advertising', 'ALL', ['Apartments.com Diamond listing', 'Network listing - monthly']), { adoption: 0.35, kinds: ['apartments', 'townhomes'] }),
  entry('contract', 'RealPage', ['RealPage', 'RealPage, Inc.', 'RealPage Inc'], ['@realpage.com'], 'PO Box 842054, Dallas, TX 75284-2054', '#######',
    only('software', GL.software, 'Software', 'ALL', ['Screening services', 'OneSite subscription - monthly']), { adoption: 0.3, kinds: ['apartments'] }),
  // Propane
  entry('propane', 'AmeriGas Propane', ['AmeriGas', 'AmeriGas Propane LP', 'AMERIGAS'], ['@amerigas.com'], 'PO Box 371473, Pittsburgh, PA 15250-7473', '#########',
    only('propane', GL.propane, 'Propane', 'CA|AZ|NV|WA|OR|FL', ['Propane delivery', 'Tank rental - annual', 'Propane delivery (gallons)']), { kinds: ['mhp', 'keysCondo'], adoption: 0.6, unitAccounts: 0.3 }),
  entry('propane', 'Suburban Propane', ['Suburban Propane', 'Suburban Propane LP'], ['@suburbanpropane.com'], 'PO Box 290, Whippany, NJ 07981-0290', '####-######',
    only('propane', GL.propane, 'Propane', 'CA|FL|AZ', ['Propane delivery', 'Regulator replacement']), { kinds: ['mhp', 'keysCondo'], adoption: 0.4, unitAccounts: 0.3 }),
  // Insurance, ground lease, permits
  entry('insurance', 'Citizens Property Insurance Corporation', ['Citizens Property Insurance', 'Citizens Property Insurance Corporation', 'Citizens'], ['@citizensfla.com'],
    'PO Box 17219, Jacksonville, FL 32245-7219', '##########', only('insurance', GL.insurance, 'Insurance', 'FL', ['Commercial residential wind policy - installment', 'Policy premium']), { adoption: 0.4 }),
  entry('insurance', 'National Flood Insurance Program', ['NFIP Direct', 'National Flood Insurance Program', 'FEMA NFIP'], ['@nfipdirect.fema.gov'], 'PO Box 913111, Denver, CO 80291-3111', '##########',
    only('flood', GL.flood, 'Flood insurance', 'FL|HI|Long Beach|Oxnard|San Diego', ['Flood policy renewal premium']), { adoption: 0.3 }),
  entry('lease', 'Kamehameha Schools', ['Kamehameha Schools', 'Kamehameha Schools Land Assets', 'KS Land Assets Division'], ['@ksbe.edu'], '567 S King St, Ste 200, Honolulu, HI 96813',
    'GL-####', only('lease', GL.groundLease, 'Ground lease', 'HNL', ['Ground lease rent - quarterly', 'Ground rent']), { adoption: 0.25 }),
  entry('lease', 'Queen Emma Land Company', ['Queen Emma Land Company', 'Queen Emma Land Co.', 'QELC'], ['@queenemmaland.com'], '1001 Bishop St, Ste 960, Honolulu, HI 96813', '####',
    only('lease', GL.groundLease, 'Ground lease', 'Honolulu', ['Ground rent - semiannual']), { adoption: 0.2 }),
  entry('permit', 'City of Seattle - Rental Registration', ['City of Seattle RRIO', 'Rental Registration and Inspection Ordinance', 'Seattle Dept of Construction & Inspections'], ['rrio@seattle.gov'],
    'PO Box 34214, Seattle, WA 98124-4214', 'RRIO-######', only('permit', GL.permits, 'Registration', 'Seattle', ['Rental property registration renewal']), { adoption: 0.8, share: 0.3 }),
  entry('permit', 'Los Angeles Housing Department', ['LA Housing Department', 'LAHD', 'Los Angeles Housing Department', 'City of Los Angeles - SCEP'], ['@lacity.org'],
    'PO Box 514450, Los Angeles, CA 90051-4450', '######', only('permit', GL.permits, 'Fees', 'Los Angeles', ['SCEP fee', 'Rent stabilization registration fee']), { adoption: 0.8, share: 0.3 }),
  entry('permit', 'City of Portland Revenue Division', ['City of Portland Revenue Division', 'City of Portland - Rental Registration', 'Portland Revenue Division'], ['@portlandoregon.gov'],
    'PO Box 8038, Portland, OR 97207-8038', 'R#######', only('permit', GL.permits, 'Registration', 'Portland', ['Residential rental registration']), { adoption: 0.8, share: 0.3 }),
];
