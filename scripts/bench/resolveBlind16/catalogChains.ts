/**
 * National chains and firms: suppliers, rentals, elevators, insurers, listing sites, shippers.
 * cat | metros ("*" all) | name | aliases | domain | remit | account pattern | account scope
 * (client: one customer number; site: one per property; none).
 */
const LINES = `
supply|*|The Home Depot Pro|Home Depot Pro;The Home Depot;Home Depot Credit Services;SupplyWorks|homedepot.com|PO Box 9001043, Louisville, KY 40290-1043|6035 3220 #### ####|client
supply|*|Lowe's Pro Supply|Lowe's;Lowes Business Account;Lowe's Companies Inc|lowes.com|PO Box 669803, Dallas, TX 75266-0780|9### #### ####|client
paint|*|The Sherwin-Williams Company|Sherwin-Williams;Sherwin Williams Co;SW Paint Store|sherwin.com|PO Box 6027, Cleveland, OH 44101-1027|####-####-#|client
supply|*|W.W. Grainger, Inc.|Grainger;WW Grainger Inc|grainger.com|Dept 887328845, Palatine, IL 60038-0001|#########|client
supply|*|Ferguson Enterprises|Ferguson Facilities Supply;Ferguson;Ferguson Enterprises LLC|ferguson.com|PO Box 100286, Atlanta, GA 30384-0286|######|client
supply|*|HD Supply Facilities Maintenance|HD Supply;HDSupply Solutions|hdsupply.com|PO Box 509058, San Diego, CA 92150-9058|########|client
uniforms|*|Cintas Corporation|Cintas;Cintas Corp No 2|cintas.com|PO Box 631025, Cincinnati, OH 45263-1025|##########|site
fire|*|Cintas Fire Protection|Cintas Fire;Cintas Corporation - Fire Protection|cintas.com|PO Box 636525, Cincinnati, OH 45263-6525|F#########|site
pest|*|Orkin LLC|Orkin;Orkin Pest Control|orkin.com|PO Box 7161, Pasadena, CA 91109-7161|#########|site
termite|lv,hnl,hni,sju,pce,abq|Terminix|Terminix International;Terminix Service Co|terminix.com|PO Box 802155, Chicago, IL 60680-2155|######-####|site
security|*|ADT Commercial LLC|ADT;ADT Security Services;ADT Commercial|adt.com|PO Box 382109, Pittsburgh, PA 15251-8109|#########|site
elevator|den,slc,lv,hnl,sju,abq,boi,anc|TK Elevator Corporation|thyssenkrupp Elevator;TK Elevator;TKE|tkelevator.com|PO Box 3796, Carol Stream, IL 60132-3796|US#######|site
elevator|den,fr,slc,uc,lv,rno,hnl,hni|Otis Elevator Company|Otis;Otis Elevator Co|otis.com|PO Box 730400, Dallas, TX 75373-0400|OT-########|site
elevator|den,lv,hnl,sju,pce|Schindler Elevator Corporation|Schindler;Schindler Elevator Corp|schindler.com|PO Box 93050, Chicago, IL 60673-3050|#########|site
elevator|slc,boi,abq,rno,anc|KONE Inc.|KONE;Kone Elevators|kone.com|PO Box 734937, Dallas, TX 75373-4937|#########|site
rental|*|Sunbelt Rentals|Sunbelt Rentals Inc;Sunbelt|sunbeltrentals.com|PO Box 409211, Atlanta, GA 30384-9211|#######|client
rental|*|United Rentals|United Rentals (North America), Inc.;United Rentals Inc|ur.com|PO Box 100711, Atlanta, GA 30384-0711|#########|client
rental|den,fr,slc,uc,boi,abq,lv,rno,anc,hnl|Herc Rentals|Herc Rentals Inc;Hertz Equipment Rental|hercrentals.com|PO Box 936257, Atlanta, GA 31193-6257|########|client
plumbing|den,fr,slc,uc,boi,abq,lv,rno,hnl|Roto-Rooter|Roto-Rooter Plumbing & Water Cleanup;Roto Rooter Services Co|rotorooter.com|PO Box 64238, Phoenix, AZ 85082-4238|##########|none
restoration|den,slc,lv,abq,boi|ServiceMaster Restore|ServiceMaster Restoration;ServiceMaster by Disaster Recovery|servicemaster.com|PO Box 1440, Memphis, TN 38101-1440|SM-######|none
softener|den,fr,slc,uc,boi,abq,saf,lv,rno|Culligan Water|Culligan;Culligan Water Conditioning|culligan.com|PO Box 2932, Wichita, KS 67201-2932|#########|site
office|*|Staples Business Advantage|Staples;Staples Inc|staples.com|PO Box 105748, Atlanta, GA 30348-5748|NAT-#######|client
office|*|ODP Business Solutions|Office Depot;OfficeMax;ODP Business Solutions LLC|officedepot.com|PO Box 88040, Chicago, IL 60680-1040|#########|client
supply|*|Amazon Business|Amazon.com Services LLC;AMZN Mktp US;Amazon.com|amazon.com|PO Box 035184, Seattle, WA 98124-5184|A#############|client
advertising|*|Apartments.com|CoStar Realty Information, Inc.;Apartments.com / CoStar|costar.com|PO Box 791123, Baltimore, MD 21279-1123|AC-#######|site
advertising|*|Zillow Rentals|Zillow, Inc.;Zillow Group|zillow.com|PO Box 735021, Dallas, TX 75373-5021|Z########|client
software|*|Rently|Rently Inc;Rently Self Showing|rently.com|PO Box 102456, Pasadena, CA 91189-2456|RNT-#####|client
insurance|*|Travelers Insurance|Travelers Casualty and Surety Company;The Travelers Indemnity Company;Travelers|travelers.com|PO Box 660317, Dallas, TX 75266-0317|6##-#######-###|site
flood|*|Wright Flood|Wright National Flood Insurance Company;Wright National Flood|weareflood.com|PO Box 33070, St. Petersburg, FL 33733-8070|#########|site
windstorm|hnl,hni|Island Insurance Companies|Island Insurance;Island Insurance Co Ltd|islandinsurance.com|PO Box 1520, Honolulu, HI 96806-1520|HO-#######|site
windstorm|sju,pce|Cooperativa de Seguros Múltiples de Puerto Rico|Seguros Múltiples;Cooperativa de Seguros Multiples|segurosmultiples.com|PO Box 363846, San Juan, PR 00936-3846|SM-#######|site
postage|*|FedEx|Federal Express Corporation;FedEx Office|fedex.com|PO Box 7221, Pasadena, CA 91109-7321|####-####-#|client
postage|*|UPS|United Parcel Service;UPS Inc|ups.com|PO Box 809488, Chicago, IL 60680-9488|0000######|client
phone|*|Verizon Wireless|Verizon;Cellco Partnership dba Verizon Wireless|verizonwireless.com|PO Box 660108, Dallas, TX 75266-0108|#########-00001|client
postage|*|Pitney Bowes|Pitney Bowes Inc;Pitney Bowes Global Financial Services|pb.com|PO Box 371887, Pittsburgh, PA 15250-7887|#######|client
`;

export interface ChainSpec {
  cat: string;
  metros: string[];
  name: string;
  aliases: string[];
  domain: string;
  remit: string;
  acct: string;
  scope: 'client' | 'site' | 'none';
}

export const CHAINS: readonly ChainSpec[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [cat = '', metros = '', name = '', aliases = '', domain = '', remit = '', acct = '', scope = 'none'] = line.split('|');
    return { cat, metros: metros.split(','), name, aliases: aliases.split(';').filter((a) => a), domain, remit, acct, scope: scope as ChainSpec['scope'] };
  });
