/**
 * Government vendors: the treasurer (or borough, or CRIM) that taxes each county's parcels, and
 * cities' rental-licence and permit offices. cat | metros | county or city | name | aliases | domain | remit | parcel pattern.
 */
const LINES = `
tax|den|denver|Denver Treasury Division|City and County of Denver Treasurer;Manager of Finance - Treasury;Denver Treasurer|denvergov.org|PO Box 660859, Dallas, TX 75266-0859|#####-##-###-000
tax|den|arapahoe|Arapahoe County Treasurer|Arapahoe County Treasurer's Office|arapahoegov.com|5334 S Prince St, Littleton, CO 80120-1136|####-##-#-##-###
tax|den|jefferson|Jefferson County Treasurer|Jeffco Treasurer|jeffco.us|PO Box 4007, Golden, CO 80401-0007|##-###-##-###
tax|den|adams|Adams County Treasurer|Adams County Treasurer & Public Trustee|adcogov.org|PO Box 869, Brighton, CO 80601-0869|R0######
tax|den,fr|douglas|Douglas County Treasurer|Douglas County Colorado Treasurer|douglas.co.us|PO Box 1208, Castle Rock, CO 80104-1208|R0######
tax|fr|boulder|Boulder County Treasurer|Boulder County Treasurer's Office|bouldercounty.gov|PO Box 471, Boulder, CO 80306-0471|R0######
tax|fr|larimer|Larimer County Treasurer|Larimer County Treasurer & Public Trustee|larimer.gov|PO Box 2336, Fort Collins, CO 80522-2336|#####-##-###
tax|fr|elpaso|El Paso County Treasurer|El Paso County CO Treasurer|elpasoco.com|PO Box 2018, Colorado Springs, CO 80901-2018|##########
tax|fr|weld|Weld County Treasurer|Weld County Treasurer's Office|weld.gov|PO Box 458, Greeley, CO 80632-0458|R#######
tax|slc|saltlake|Salt Lake County Treasurer|Salt Lake County Treasurer's Office|saltlakecounty.gov|PO Box 410418, Salt Lake City, UT 84141-0418|##-##-###-###-0000
tax|slc|weber|Weber County Treasurer|Weber County Treasurer's Office|webercountyutah.gov|2380 Washington Blvd Ste 350, Ogden, UT 84401|##-###-####
tax|slc|davis|Davis County Treasurer|Davis County Treasurer's Office|daviscountyutah.gov|PO Box 618, Farmington, UT 84025-0618|##-###-####
tax|slc|summit|Summit County Treasurer|Summit County Utah Treasurer|summitcounty.org|PO Box 128, Coalville, UT 84017-0128|PC-###-##
tax|uc|utah|Utah County Treasurer|Utah County Treasurer's Office|utahcounty.gov|100 E Center St Ste 1200, Provo, UT 84606|##:###:####
tax|boi|ada|Ada County Treasurer|Ada County Treasurer's Office|adacounty.id.gov|PO Box 2868, Boise, ID 83701-2868|R#########
tax|boi|canyon|Canyon County Treasurer|Canyon County Tax Collector|canyoncounty.id.gov|111 N 11th Ave Ste 342, Caldwell, ID 83605|R#####-###-#
tax|boi|valley|Valley County Treasurer|Valley County Idaho Treasurer|co.valley.id.us|PO Box 1350, Cascade, ID 83611-1350|RP0######
tax|abq|bernalillo|Bernalillo County Treasurer|Bernalillo County Treasurer's Office|bernco.gov|PO Box 27800, Albuquerque, NM 87125-7800|1-###-###-###-###-#####
tax|abq|sandoval|Sandoval County Treasurer|Sandoval County Treasurer's Office|sandovalcountynm.gov|PO Box 27108, Albuquerque, NM 87125-7108|1-###-###-###-###
tax|abq|valencia|Valencia County Treasurer|Valencia County NM Treasurer|co.valencia.nm.us|PO Box 939, Los Lunas, NM 87031-0939|1-###-###-###-###
tax|saf|santafe|Santa Fe County Treasurer|Santa Fe County Treasurer's Office|santafecountynm.gov|PO Box T, Santa Fe, NM 87504|#########
tax|saf|losalamos|Los Alamos County Treasurer|Incorporated County of Los Alamos|lacnm.us|PO Box 99, Los Alamos, NM 87544-0099|##-###-##
tax|saf|rioarriba|Rio Arriba County Treasurer|Rio Arriba County Treasurer's Office|rio-arriba.org|PO Box 548, Tierra Amarilla, NM 87575-0548|1-###-###-###-###
tax|saf|sanmiguel|San Miguel County Treasurer|San Miguel County NM Treasurer|smcounty.net|500 W National Ave Ste 101, Las Vegas, NM 87701|1-###-###-###-###
tax|lv|clark|Clark County Treasurer|Clark County Nevada Treasurer|clarkcountynv.gov|PO Box 551220, Las Vegas, NV 89155-1220|###-##-###-###
tax|lv|nye|Nye County Treasurer|Nye County Treasurer's Office|nyecountynv.gov|PO Box 473, Tonopah, NV 89049-0473|###-###-##
tax|rno|washoe|Washoe County Treasurer|Washoe County Treasurer's Office|washoecounty.gov|PO Box 30039, Reno, NV 89520-3039|###-###-##
tax|rno|carson|Carson City Treasurer|Carson City Treasurer's Office|carson.org|201 N Carson St Ste 5, Carson City, NV 89701|###-###-##
tax|rno|douglasnv|Douglas County Treasurer - NV|Douglas County Treasurer;Douglas County Nevada Treasurer|douglascountynv.gov|PO Box 3000, Minden, NV 89423-3000|####-##-###-###
tax|anc|anchorage|Municipality of Anchorage Treasury|MOA Treasury Division;Municipality of Anchorage|muni.org|PO Box 196040, Anchorage, AK 99519-6040|###-###-##-000
tax|anc|matsu|Matanuska-Susitna Borough|Mat-Su Borough;MSB Finance Department|matsugov.us|350 E Dahlia Ave, Palmer, AK 99645|####B##L###
tax|anc|kenai|Kenai Peninsula Borough|KPB Treasury;Kenai Peninsula Borough Finance|kpb.us|144 N Binkley St, Soldotna, AK 99669|###-###-##
tax|hnl|honolulu|City & County of Honolulu - Real Property|City and County of Honolulu;Real Property Tax Collections;C&C of Honolulu Treasury|honolulu.gov|PO Box 4200, Honolulu, HI 96812-4200|1-#-#-###-###
tax|hni|maui|County of Maui - Real Property Tax|Maui County Real Property Tax Division;County of Maui|mauicounty.gov|PO Box 1405, Wailuku, HI 96793-6405|2-#-#-###-###
tax|hni|kauai|County of Kauaʻi - Real Property|Kauai County Treasury;County of Kauai|kauai.gov|4444 Rice St Ste 463, Lihue, HI 96766|4-#-#-###-###
tax|hni|hawaii|County of Hawaiʻi - Real Property Tax|Hawaii County Real Property Tax Office;County of Hawaii|hawaiicounty.gov|PO Box 29910, Honolulu, HI 96820-2310|3-#-#-###-###
tax|sju,pce|pr|Centro de Recaudación de Ingresos Municipales|CRIM;Centro de Recaudacion de Ingresos Municipales|crimpr.net|PO Box 195387, San Juan, PR 00919-5387|###-###-###-##-###
license|den|Denver|Denver Excise and Licenses|City and County of Denver Business Licensing;Denver Residential Rental License|denvergov.org|201 W Colfax Ave Dept 206, Denver, CO 80202|RRL-######
license|fr|Boulder|City of Boulder Rental Housing Licensing|Boulder Rental Licensing|bouldercolorado.gov|PO Box 791, Boulder, CO 80306-0791|RHL-#####
license|slc|Salt Lake City|Salt Lake City Business Licensing|SLC Landlord Business License|slc.gov|PO Box 145458, Salt Lake City, UT 84114-5458|BL-######
license|lv|Las Vegas|City of Las Vegas Business Licensing|Las Vegas Business License|lasvegasnevada.gov|PO Box 748018, Los Angeles, CA 90074-8018|G##-#####-#-###
license|rno|Reno|City of Reno Business License|Reno Business License Division|reno.gov|PO Box 7, Reno, NV 89504-0007|######
license|abq|Albuquerque|City of Albuquerque Business Registration|Albuquerque Treasury Division|cabq.gov|PO Box 1293, Albuquerque, NM 87103-1293|CRS-#######
license|sju|San Juan|Municipio Autónomo de San Juan|Municipio de San Juan - Patentes Municipales;Municipio Autonomo de San Juan|sanjuanciudadpatria.com|PO Box 70179, San Juan, PR 00936-8179|PM-######
license|pce|Ponce|Municipio Autónomo de Ponce|Municipio de Ponce - Finanzas;Municipio Autonomo de Ponce|ponce.pr.gov|PO Box 331709, Ponce, PR 00733-1709|PM-#####
excise|hnl,hni|*|State of Hawaiʻi Department of Taxation|Hawaii Department of Taxation;DOTAX;State of Hawaii DOTAX|hawaii.gov|PO Box 1530, Honolulu, HI 96806-1530|W#########-01
license|hni|*|County of Maui Planning - Short-Term Rental Permits|Maui County STRH Permits;County of Maui Department of Planning|mauicounty.gov|2200 Main St Ste 315, Wailuku, HI 96793|STRH ####/####
`;

export interface GovSpec {
  cat: string;
  metros: string[];
  /** A county key for tax, a city name for licences ("*" the whole metro). */
  where: string;
  name: string;
  aliases: string[];
  domain: string;
  remit: string;
  acct: string;
}

export const GOVERNMENT: readonly GovSpec[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [cat = '', metros = '', where = '', name = '', aliases = '', domain = '', remit = '', acct = ''] = line.split('|');
    return { cat, metros: metros.split(','), where, name, aliases: aliases.split(';').filter((a) => a), domain, remit, acct };
  });
