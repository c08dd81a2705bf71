/**
 * The client: Confluence Residential Management, headquartered in Cincinnati, with regional
 * offices in Nashville, Tampa and Sacramento. Its AP mailbox and office addresses print on every
 * bill-to block; they are never a site.
 */
import { type City, type Region } from './cityTypes';
import { eastCities } from './citiesEast';
import { westCities } from './citiesWest';

export const cities: City[] = [...eastCities, ...westCities];

export const manager = {
  name: 'Confluence Residential Management',
  shortNames: ['Confluence Residential Mgmt', 'CONFLUENCE RESIDENTIAL MGMT LLC', 'Confluence Res. Mgmt', 'Confluence Residential', 'CRM Properties'],
  apBox: ['PO Box 14720', 'Cincinnati, OH 45250-0720'],
  apEmails: ['ap@confluencerm.com', 'invoices@confluencerm.com', 'payables@confluencerm.com'],
  domain: 'confluencerm.com',
};

export const regionalOffice: Record<Region, [string, string]> = {
  ohio: ['250 E 5th St Ste 1500', 'Cincinnati, OH 45202'],
  midsouth: ['3100 West End Ave Suite 900', 'Nashville, TN 37203'],
  gulf: ['4830 W Kennedy Blvd Ste 600', 'Tampa, FL 33609'],
  valley: ['1415 L St Suite 800', 'Sacramento, CA 95814'],
};

const split = (s: string): string[] => s.split('|');

export const surnames = split(
  'Kowalski|Brennan|Schroeder|Nguyen|Hernandez|Okafor|Patel|Whitaker|Delgado|Hoffmann|McAllister|Baptiste|Russo|Thibodeaux|Kessler|Ramirez|Gallagher|Washington|Lindqvist|Mbeki|Castellano|Duffy|Vang|Singh|Abernathy|Moreau|Fitzgerald|Ochoa|Pruitt|Stallworth|Yoder|Haddad|Kincaid|Lockhart|Esposito|Tran|Wojcik|Bradford|Crenshaw|Dunbar|Espinoza|Fairbanks|Gutierrez|Hollis|Ingram|Jablonski|Kaminski|Lozano|Mancuso|Norwood|Oyelaran|Pappas|Quintero|Rutledge|Sandoval|Talbot|Underwood|Valdez|Winfield|Zamora|Barnhart|Coffey|Dietrich|Eckert|Flanagan|Greer|Hatfield|Isaacs|Jernigan|Kuykendall|Langford|Meeks|Nash|Overbey|Pickett|Rowe|Sizemore|Tackett|Vance|Wiedemann|Amador|Bojorquez|Cardenas|Dominguez|Estrada|Figueroa|Gallo|Hurtado|Ibarra|Jauregui|Kang|Luong|Mejia|Navarro|Orozco|Pham|Rios|Sahota|Toscano|Uribe|Villalobos|Xiong|Yang|Zepeda|Bledsoe|Cantrell|Dorsey|Embry|Fugate|Goins|Helton|Jarrell|Lykins|Mullins|Napier|Osborne|Puckett|Ratliff|Slone|Turner|Wheeler',
);

export const firstNames = split(
  'Mike|Jim|Tony|Rick|Dave|Luis|Jose|Anh|Raj|Terrell|Darnell|Kevin|Brian|Carlos|Miguel|Tom|Bill|Steve|Gary|Ray|Eddie|Sal|Duc|Hector|Juan|Marcus|Andre|Jerome|Wes|Bobby|Danny|Greg|Hank|Ivan|Jake|Kyle|Lonnie|Manny|Nate|Omar|Pete|Randy|Scott|Trey|Victor|Walt|Zack|Ana|Maria|Linda|Donna|Keisha|Tasha|Jen|Amy|Lisa|Rosa|Mai|Priya|Shonda|Tina',
);

/** Names that could be anywhere; a few recur in several cities (two "Sunshine"s, two "River City"s). */
export const genericStems = split(
  'All Pro|Premier|A-1|AAA|Reliable|Precision|Superior|Elite|Blue Ribbon|Five Star|Advantage|Allied|American|Apex|Best Choice|Budget|Certified|Champion|Classic|Complete|Dependable|Eagle|Express|First Choice|Freedom|Guardian|Honest|Integrity|Liberty|Pinnacle|Priority|Quality|Rapid|Royal|Signature|Summit|Trusted|United|Patriot|Legacy|Cornerstone|Keystone|Landmark|Horizon|Sunrise|Evergreen|Green Leaf|Blue Sky|Red Oak|Northstar',
);

export const natureWords = split(
  'Magnolia|Willow|Cedar|Oak|Maple|Hickory|Sycamore|Dogwood|Laurel|Birch|Aspen|Cypress|Palm|Pelican|Heron|Egret|Osprey|Cardinal|Bluebird|Meadow|Brook|Creek|Ridge|Hollow|Glen|Spring|Lake|Harbor|Bay|River|Stone|Timber|Pine|Pecan|Peach|Orchard|Vineyard|Sage|Juniper|Tamarack|Chestnut|Poplar|Linden|Wisteria|Jasmine|Gardenia|Azalea|Camellia|Sandpiper|Mockingbird|Fox|Deer|Quail|Sparrow|Falcon|Summit|Prairie|Canyon',
);

export const placeWords = split(
  'Pointe|Crossing|Village|Commons|Landing|Place|Square|Park|Terrace|Trace|Run|Chase|Court|Manor|Gardens|Heights|Station|Grove|Vista|Shores|Bend|Reserve|Preserve|Woods|Hills|Estates|Meadows|Glen|Knoll|Cove',
);

/** Streets inside townhome communities and parks. */
export const innerStreets = split(
  'Tamarack Cir|Pecan Ln|Magnolia Way|Willow Bend Dr|Cardinal Ct|Heron Cove|Juniper Trl|Sandpiper Ln|Aspen Ct|Hickory Hollow Dr|Quail Run|Foxglove Way|Birchwood Ct|Laurel Oak Ln|Dogwood Cir|Meadowlark Ln|Partridge Pl|Sparrow Ct|Bluebird Ln|Orchard Way|Briar Patch Ln|Cottonwood Dr|Mesquite Ln|Palmetto Ct|Sawgrass Way|Mangrove Dr|Sea Grape Ln|Periwinkle Way|Citrus Grove Dr|Almond Tree Ln',
);

export const tenantNames = split(
  'Jasmine Carter|DeShawn Miller|Maria Lopez|Tyrone Jackson|Linh Tran|Ashley Brooks|Jamal Robinson|Brittany Hayes|Juan Morales|Keisha Williams|Robert Evans|Samantha Price|Andre Thompson|Crystal Reed|Miguel Castillo|Tanya Scott|Kevin O\'Neal|Destiny Moore|Latoya Green|Carlos Vega|Heather Collins|Marcus Bell|Ebony Harris|Daniel Kim|Rosa Gutierrez|Shaniqua Davis|Travis Nolan|Amanda Fields|Xavier Ruiz|Imani Johnson|Dustin Pruitt|Yolanda Ward|Hung Nguyen|Tiffany Baker|Luis Ortega|Brenda Hall|Jerome Simmons|Kayla Wright|Omar Farouk|Patricia Long',
);
