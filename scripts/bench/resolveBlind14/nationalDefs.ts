/**
 * National and regional brands with many accounts: haulers, elevators, fire and pest, supply
 * houses, laundry, software. "regions" limits where they work; "share" is the share of eligible
 * properties they serve; "trade" borrows a trade's coding and line items.
 */
import { type Region } from './cityTypes';
import { type Kind } from './model';

export interface NationalDef {
  name: string;
  aliases: string;
  sends: string;
  dir: string;
  remit: string;
  trade: string;
  share: number;
  regions: Region[] | null;
  pat: string;
  /** Share of served properties with an account number of their own. */
  acctP: number;
  items?: string;
  gl?: string;
  unitP?: number;
  kinds?: Kind[];
}

const n = (name: string, aliases: string, sends: string, dir: string, remit: string, trade: string, share: number, regions: Region[] | null, pat: string, acctP: number, extra: Partial<NationalDef> = {}): NationalDef =>
  ({ name, aliases, sends, dir, remit, trade, share, regions, pat, acctP, ...extra });

const FL: Region[] = ['gulf'];
const TRASH = 'Front-load service 6 YD x 2/wk|Fuel & environmental recovery fee|Container rental|Extra pickup - overflow|Recycling 8 YD x 1/wk';

export const nationalDefs: NationalDef[] = [
  n('Waste Management', 'WM|Waste Management Inc|WM Corporate Services|Waste Management of Ohio', 'ebilling@wm.com|noreply@wm.com', '@wm.com', 'PO Box 4648, Carol Stream, IL 60197-4648', 'trash', 0.3, null, '###-#######-####-#', 1, { items: TRASH, gl: '6140' }),
  n('Republic Services', 'Republic Services Inc|Allied Waste Services|Republic Services #794|Allied Waste', 'noreply@republicservices.com|ebill@republicservices.com', '@republicservices.com', 'PO Box 9001099, Louisville, KY 40290-1099', 'trash', 0.3, null, '3-0794-#######', 1, { items: TRASH, gl: '6140' }),
  n('Rumpke Waste & Recycling', 'Rumpke|Rumpke of Ohio Inc|Rumpke Consolidated Companies', 'billing@rumpke.com', '@rumpke.com', 'PO Box 538710, Cincinnati, OH 45253-8710', 'trash', 0.45, ['ohio'], '######', 1, { items: TRASH, gl: '6140' }),
  n('Waste Pro USA', 'Waste Pro|Waste Pro of Florida Inc', 'billing@wasteprousa.com', '@wasteprousa.com', 'PO Box 917800, Orlando, FL 32891-7800', 'trash', 0.4, FL, '#####-###', 1, { items: TRASH, gl: '6140' }),
  n('GFL Environmental', 'GFL Environmental USA|GFL|Waste Industries|WCA Waste', 'billing@gflenv.com', '@gflenv.com', 'PO Box 791519, Baltimore, MD 21279-1519', 'trash', 0.3, ['midsouth', 'gulf'], '########', 1, { items: TRASH, gl: '6140' }),
  n('Waste Connections', 'Waste Connections of California|Waste Connections Inc', 'billing@wasteconnections.com', '@wasteconnections.com', 'PO Box 60248, Los Angeles, CA 90060-0248', 'trash', 0.5, ['valley'], '####-######', 1, { items: TRASH, gl: '6140' }),
  n('Otis Elevator Company', 'Otis|Otis Elevator Co|OTIS ELEVATOR', 'otis.billing@otis.com|noreply@otis.com', '@otis.com', 'PO Box 730400, Dallas, TX 75373-0400', 'elevator', 0.35, null, '@#####', 1),
  n('Schindler Elevator Corporation', 'Schindler|Schindler Elevator Corp', 'us.billing@schindler.com', '@schindler.com', 'PO Box 93050, Chicago, IL 60673-3050', 'elevator', 0.25, null, '#######', 1),
  n('TK Elevator Corporation', 'TK Elevator|thyssenkrupp Elevator|ThyssenKrupp Elevator Corp', 'tke.billing@tkelevator.com', '@tkelevator.com', 'PO Box 3796, Carol Stream, IL 60132-3796', 'elevator', 0.25, null, 'US#######', 1),
  n('Johnson Controls Fire Protection LP', 'Johnson Controls|SimplexGrinnell|Tyco SimplexGrinnell|JCI Fire Protection', 'jci.billing@jci.com', '@jci.com', 'Dept CH 10320, Palatine, IL 60055-0320', 'fire', 0.1, null, '########', 0.9),
  n('Cintas Corporation', 'Cintas|Cintas Fire Protection|Cintas Corp No 2|Cintas Fire 636', 'cintasbilling@cintas.com|noreply@cintas.com', '@cintas.com', 'PO Box 631025, Cincinnati, OH 45263-1025', 'fire', 0.12, null, '#########', 0.9, { unitP: 0.05, items: 'Fire extinguisher inspection|Emergency light test|Uniform rental - maintenance staff|First aid cabinet service' }),
  n('Koorsen Fire & Security', 'Koorsen|Koorsen Fire and Security Inc', 'billing@koorsen.com', '@koorsen.com', 'PO Box 6106, Indianapolis, IN 46206-6106', 'fire', 0.25, ['ohio'], '######', 0.8),
  n('Pye-Barker Fire & Safety', 'Pye Barker|Pye-Barker Fire and Safety LLC', 'ar@pyebarker.com', '@pyebarker.com', 'PO Box 735358, Dallas, TX 75373-5358', 'fire', 0.2, ['gulf', 'midsouth'], '#######', 0.8),
  n('Terminix', 'Terminix International|Terminix Commercial|Terminix Service Inc', 'terminix@email.terminix.com|billing@terminix.com', '@terminix.com', 'PO Box 742592, Cincinnati, OH 45274-2592', 'pest', 0.12, null, '#########', 0.95),
  n('Orkin', 'Orkin LLC|Orkin Pest Control|Orkin Commercial', 'billing@orkin.com|noreply@orkin.com', '@orkin.com', 'PO Box 740608, Atlanta, GA 30374-0608', 'pest', 0.12, null, '#########', 0.95),
  n('HD Supply Facilities Maintenance', 'HD Supply|HD Supply FM|HDS Facilities Maintenance', 'hdsupply.invoices@hdsupply.com|noreply@hdsupply.com', '@hdsupply.com', 'PO Box 509058, San Diego, CA 92150-9058', 'supply', 0.45, null, '#######', 0.9),
  n('The Home Depot Pro', 'Home Depot Pro|Home Depot Pro Institutional|SupplyWorks|Home Depot Credit Services', 'homedepotpro@homedepot.com|statements@homedepot.com', '@homedepot.com', 'PO Box 9055, Des Moines, IA 50368-9055', 'supply', 0.3, null, '######', 0.6),
  n("Lowe's Pro Supply", "Lowe's|Lowes Pro Supply|Lowe's Companies Inc|LOWES #1673", 'prosupply@lowes.com|noreply@lowes.com', '@lowes.com', 'PO Box 669824, Dallas, TX 75266-9824', 'supply', 0.2, null, '####-###-###', 0.5),
  n('Sherwin-Williams', 'Sherwin Williams|The Sherwin-Williams Company|Sherwin-Williams #7042', 'swinvoice@sherwin.com', '@sherwin.com', 'PO Box 277499, Atlanta, GA 30384-7499', 'supply', 0.35, null, '####-####-#', 0.8, { gl: '6331', items: 'ProMar 200 flat white 5 gal|SuperPaint satin - Agreeable Gray|Roller covers 9" (12)|Caulk (24)|Drop cloths' }),
  n('CSC ServiceWorks', 'CSC|Coinmach|Mac-Gray|CSC Service Works Inc', 'invoices@cscsw.com', '@cscsw.com', 'PO Box 415180, Boston, MA 02241-5180', 'supply', 0.3, null, '#######', 1, { gl: '6340', unitP: 0, kinds: ['garden', 'condo', 'mixed', 'mhp'], items: 'Laundry equipment lease - monthly|Laundry room revenue share adjustment|Service call - washer #4' }),
  n('Ferguson Enterprises', 'Ferguson|Ferguson Facilities Supply|Ferguson Waterworks', 'ar@ferguson.com', '@ferguson.com', 'PO Box 100286, Atlanta, GA 30384-0286', 'supply', 0.15, null, '######', 0.7, { gl: '6334' }),
  n('W.W. Grainger', 'Grainger|WW Grainger Inc', 'invoices@grainger.com', '@grainger.com', 'Dept 887411452, Palatine, IL 60038-0001', 'supply', 0.1, null, '#########', 0.6),
  n('BrightView Landscape Services', 'BrightView|BrightView Landscapes LLC|ValleyCrest', 'ar@brightview.com', '@brightview.com', 'PO Box 740655, Atlanta, GA 30374-0655', 'landscaping', 0.1, null, '#######', 0.9),
  n('Allied Universal Security Services', 'Allied Universal|AlliedBarton|Universal Protection Service', 'billing@aus.com', '@aus.com', 'PO Box 828854, Philadelphia, PA 19182-8854', 'security', 0.08, null, '######', 0.9),
  n('ADT Commercial', 'ADT|ADT Security Services|ADT LLC', 'noreply@adt.com|billing@adt.com', '@adt.com', 'PO Box 382109, Pittsburgh, PA 15251-8109', 'access', 0.1, null, '#########', 1),
  n('Roto-Rooter Plumbing & Water Cleanup', 'Roto-Rooter|Roto Rooter Services Co|Roto-Rooter Plumbers', 'invoices@rotorooter.com', '@rotorooter.com', 'PO Box 640016, Cincinnati, OH 45264-0016', 'plumbing', 0.12, null, '########', 0.4),
  n('Conservice', 'Conservice LLC|Conservice - The Utility Experts', 'billing@conservice.com', '@conservice.com', 'PO Box 4717, Logan, UT 84323-4717', 'supply', 0.25, null, '#####', 1, { gl: '6131', unitP: 0, kinds: ['garden', 'townhome', 'condo', 'mixed', 'mhp'], items: 'Utility billing service fee - monthly|Move-in fees|Vacant unit utility recovery' }),
  n('Apartments.com', 'CoStar Realty Information|CoStar Group|Apartments.com - CoStar', 'billing@costar.com|invoices@apartments.com', '@costar.com', 'PO Box 791123, Baltimore, MD 21279-1123', 'signs', 0.25, null, '#######', 1, { gl: '6010', unitP: 0, kinds: ['garden', 'townhome', 'condo', 'mixed'], items: 'Diamond listing - monthly|Premium placement|Video tour add-on' }),
  n('United Rentals', 'United Rentals (North America) Inc|URI', 'invoices@ur.com', '@ur.com', 'PO Box 100711, Atlanta, GA 30384-0711', 'supply', 0.06, null, '########', 0.5, { gl: '6335', unitP: 0, items: 'Carpet extractor rental - 1 day|Boom lift 45ft - weekly|Dehumidifier rental' }),
  n('Culligan Water', 'Culligan|Culligan Water Conditioning|Culligan of Central Florida', 'billing@culligan.com', '@culligan.com', 'PO Box 2932, Wichita, KS 67201-2932', 'supply', 0.3, null, '#######', 1, { gl: '6705', unitP: 0, kinds: ['mhp', 'garden', 'townhome'], items: 'Water softener rental - monthly|Salt delivery|Filter exchange' }),
];
