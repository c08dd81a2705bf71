/**
 * Utilities by metro and city: power, gas, water, sewer, waste, internet, propane. One line each:
 * cat | metros | cities ("*" all, "!a;b" all but) | name | aliases | domain | remit-to | account pattern.
 */
const LINES = `
energy|den,fr|!Colorado Springs;Fort Collins;Loveland;Longmont;Estes Park|Xcel Energy|Public Service Company of Colorado;Xcel Energy Inc;PSCo of Colorado|xcelenergy.com|PO Box 9477, Minneapolis, MN 55484-9477|53-##########-#
combined|fr|Colorado Springs|Colorado Springs Utilities|CSU;Springs Utilities|csu.org|PO Box 340, Colorado Springs, CO 80901-0340|##########
combined|fr|Fort Collins|Fort Collins Utilities|City of Fort Collins Utilities;FC Utilities|fcgov.com|PO Box 1580, Fort Collins, CO 80522-1580|######-######
combined|fr|Loveland|Loveland Water and Power|City of Loveland Utilities;Loveland Water & Power|lovgov.org|PO Box 3500, Loveland, CO 80539-3500|#######-##
combined|fr|Longmont|Longmont Power & Communications|City of Longmont Utilities;LPC;NextLight|longmontcolorado.gov|350 Kimbark St, Longmont, CO 80501|########
combined|fr|Estes Park|Town of Estes Park Utilities|Estes Park Power & Communications;Trailblazer Broadband|estes.org|PO Box 1200, Estes Park, CO 80517-1200|#####-#####
gas|fr|Greeley|Atmos Energy|Atmos Energy Corporation|atmosenergy.com|PO Box 630872, Cincinnati, OH 45263-0872|##########
water|den|Denver;Littleton;Wheat Ridge|Denver Water|Denver Board of Water Commissioners|denverwater.org|PO Box 173343, Denver, CO 80217-3343|##########
water|den|Aurora|Aurora Water|City of Aurora Utilities;Aurora Water Utility Billing|auroragov.org|PO Box 719117, Denver, CO 80271-9117|######-######
water|den|Englewood|City of Englewood Utilities|Englewood Utilities;Englewood Water & Sewer|englewoodco.gov|1000 Englewood Pkwy, Englewood, CO 80110|######
water|den|Lakewood|Consolidated Mutual Water Company|Consolidated Mutual Water Co;ConMutual|conmutual.com|12700 W 27th Ave, Lakewood, CO 80215|#####-###
water|den|Arvada|City of Arvada Utilities|Arvada Utility Billing|arvada.org|PO Box 8101, Arvada, CO 80001-8101|#######-##
water|den|Westminster|City of Westminster Utility Billing|Westminster Water|westminsterco.gov|PO Box 17107, Denver, CO 80217-7107|########
water|den|Thornton|City of Thornton Water|Thornton Utility Billing|thorntonco.gov|PO Box 910222, Denver, CO 80291-0222|#######
water|den|Commerce City|South Adams County Water & Sanitation District|SACWSD;South Adams County Water and Sanitation|sacwsd.org|PO Box 597, Commerce City, CO 80037-0597|##-#####-##
water|den|Highlands Ranch|Centennial Water & Sanitation District|Centennial Water|centennialwater.org|62 Plaza Dr, Highlands Ranch, CO 80129|#######
water|den|Evergreen|Evergreen Metropolitan District|Evergreen Metro District|evergreenmetrodistrict.com|PO Box 3819, Evergreen, CO 80437-3819|####-##
water|fr|Boulder|City of Boulder Utilities|Boulder Utility Billing|bouldercolorado.gov|PO Box 791, Boulder, CO 80306-0791|#####-#####
water|fr|Greeley|City of Greeley Water & Sewer|Greeley Utility Billing|greeleygov.com|PO Box 1648, Greeley, CO 80632-1648|######-###
water|fr|Castle Rock|Castle Rock Water|Town of Castle Rock Utilities|crgov.com|PO Box 5332, Denver, CO 80217-5332|#######
waste|den,fr|*|Republic Services - Colorado|Republic Services;Republic Services #535|republicservices.com|PO Box 78829, Phoenix, AZ 85062-8829|3-0535-#######
waste|den,fr|*|Waste Management of Colorado|WM;Waste Management;WM Corporate Services|wm.com|PO Box 78251, Phoenix, AZ 85062-8251|##-#####-#####
waste|den|*|Alpine Waste & Recycling|Alpine Waste and Recycling;Alpine Waste|alpinewaste.com|PO Box 16586, Denver, CO 80216-0586|######
waste|fr|Boulder;Longmont|Western Disposal Services|Western Disposal|westerndisposal.com|PO Box 18450, Boulder, CO 80308-1450|#######
waste|fr|Fort Collins;Loveland;Greeley|Gallegos Sanitation|GSI;Gallegos Sanitation Inc|gsiwaste.com|1941 Heath Pkwy, Fort Collins, CO 80524|#####
internet|den,fr|*|Comcast - Colorado|Comcast Business;Xfinity;Comcast Cable Communications|comcast.com|PO Box 60533, City of Industry, CA 91716-0533|8497 ## ### #######
internet|den,fr,slc,uc,boi,abq,saf,lv,rno|*|CenturyLink|Lumen;Quantum Fiber;CenturyLink Business|centurylink.com|PO Box 52187, Phoenix, AZ 85072-2187|###-###-####-###
energy|slc,uc|!Murray;Provo;Lehi;Springville;Spanish Fork|Rocky Mountain Power|PacifiCorp;Rocky Mountain Power - PacifiCorp;RMP|rockymountainpower.net|PO Box 26000, Portland, OR 97256-0001|#########-###
combined|slc|Murray|Murray City Power|Murray City Corporation Utilities;Murray City Utilities|murray.utah.gov|5025 S State St, Murray, UT 84107|#######
combined|uc|Provo|Provo City Utilities|Provo City Power;Provo City Corporation|provo.org|PO Box 1849, Provo, UT 84603-1849|######-######
combined|uc|Lehi|Lehi City Utilities|Lehi City Power;Lehi City Corporation|lehi-ut.gov|153 N 100 E, Lehi, UT 84043|#####-###
combined|uc|Springville|Springville City Utilities|Springville City Corporation|springville.org|110 S Main St, Springville, UT 84663|######
combined|uc|Spanish Fork|Spanish Fork City Utilities|Spanish Fork City;SFCN|spanishfork.org|40 S Main St, Spanish Fork, UT 84660|#####-##
gas|slc,uc|*|Enbridge Gas Utah|Dominion Energy Utah;Questar Gas Company;Dominion Energy|enbridgegas.com|PO Box 45360, Salt Lake City, UT 84145-0360|##########
water|slc|Salt Lake City|Salt Lake City Public Utilities|SLC Public Utilities;SLCDPU;Salt Lake City Corporation|slc.gov|PO Box 30881, Salt Lake City, UT 84130-0881|######-######
water|slc|West Valley City|Granger-Hunter Improvement District|GHID;Granger Hunter Improvement Dist|ghid.org|2888 S 3600 W, West Valley City, UT 84119|#####-##
water|slc|Taylorsville|Taylorsville-Bennion Improvement District|TBID;Taylorsville Bennion Improvement Dist|tbid.org|1800 W 4700 S, Taylorsville, UT 84129|#####-##
water|slc|Sandy|Sandy City Public Utilities|Sandy City Utilities|sandy.utah.gov|10000 S Centennial Pkwy, Sandy, UT 84070|######
water|slc|West Jordan|West Jordan City Utilities|City of West Jordan Utility Billing|westjordan.utah.gov|PO Box 1049, West Jordan, UT 84084-1049|########
water|slc|South Salt Lake|South Salt Lake City Utilities|SSL Utility Billing|sslc.gov|220 E Morris Ave, South Salt Lake, UT 84115|######
water|slc|Midvale|Midvale City Utilities|Midvale City Corporation|midvale.com|7505 S Holden St, Midvale, UT 84047|#####
water|slc|Ogden|Ogden City Utilities|Ogden City Corporation Utility Billing|ogdencity.com|PO Box 1089, Ogden, UT 84402-1089|######-##
water|slc|Layton|Layton City Utilities|Layton City Corporation|laytoncity.org|437 N Wasatch Dr, Layton, UT 84041|#######
water|slc|Park City|Park City Municipal Water|Park City Municipal Corporation;PCMC Utility Billing|parkcity.org|PO Box 1480, Park City, UT 84060-1480|#####-###
water|uc|Orem|Orem City Utilities|City of Orem|orem.org|56 N State St, Orem, UT 84057|######
water|uc|American Fork|American Fork City Utilities|American Fork City|americanfork.gov|51 E Main St, American Fork, UT 84003|#####
water|uc|Pleasant Grove|Pleasant Grove City Utilities|Pleasant Grove City|plgrove.org|70 S 100 E, Pleasant Grove, UT 84062|#####
water|uc|Saratoga Springs;Eagle Mountain|Saratoga Springs City Utilities|City of Saratoga Springs|saratogaspringscity.com|1307 N Commerce Dr, Saratoga Springs, UT 84045|######
waste|slc,uc|*|Republic Services of Utah|Republic Services;Republic Services #869|republicservices.com|PO Box 78040, Phoenix, AZ 85062-8040|3-0869-#######
waste|slc,uc|*|Waste Management of Utah|WM;Waste Management|wm.com|PO Box 78251, Phoenix, AZ 85062-8251|##-#####-#####
waste|slc|Taylorsville;Murray;Midvale;West Jordan|Wasatch Front Waste & Recycling District|WFWRD;Wasatch Front Waste and Recycling|wasatchfrontwaste.org|604 W 6960 S, Midvale, UT 84047|#######
internet|slc,uc|*|Comcast - Utah|Comcast Business;Xfinity|comcast.com|PO Box 37601, Philadelphia, PA 19101-0601|8495 ## ### #######
internet|slc,uc|Salt Lake City;Provo|Google Fiber|Google Fiber Utah;Google Fiber Inc|google.com|PO Box 7369, Mountain View, CA 94039|GF-########
internet|slc|West Valley City;Murray;Layton;Midvale|UTOPIA Fiber|Utah Telecommunication Open Infrastructure Agency|utopiafiber.com|5858 S 900 E, Murray, UT 84121|U#######
power|boi|*|Idaho Power|Idaho Power Company;IPC|idahopower.com|PO Box 34966, Seattle, WA 98124-1966|##########
gas|boi|*|Intermountain Gas Company|Intermountain Gas Co;IGC|intgas.com|PO Box 5600, Bismarck, ND 58506-5600|#########
water|boi|Boise|Veolia Water Idaho|SUEZ Water Idaho;United Water Idaho|veolia.com|PO Box 371804, Pittsburgh, PA 15250-7804|###-####-###
sewer|boi|Boise|City of Boise Utility Billing|City of Boise Public Works;Boise City Utility Billing|cityofboise.org|PO Box 2600, Boise, ID 83701-2600|######-######
water|boi|Meridian|City of Meridian Utility Billing|Meridian Utility Billing|meridiancity.org|33 E Broadway Ave, Meridian, ID 83642|#####-#####
water|boi|Nampa|City of Nampa Utilities|Nampa Utility Billing|cityofnampa.us|411 3rd St S, Nampa, ID 83651|#######
water|boi|Caldwell|City of Caldwell Utilities|Caldwell Utility Billing|cityofcaldwell.org|PO Box 1179, Caldwell, ID 83606-1179|######
water|boi|Kuna;Star|Kuna-Star Water & Sewer District|KSWSD|kswsd.org|PO Box 13, Kuna, ID 83634-0013|####-##
water|boi|Eagle|Eagle Water Company|Eagle Water Co Inc|eaglewater.com|PO Box 455, Eagle, ID 83616-0455|#####
water|boi|Garden City|Garden City Utility Billing|City of Garden City|gardencityidaho.org|6015 N Glenwood St, Garden City, ID 83714|#####
water|boi|McCall|City of McCall Water|McCall Utility Billing|mccall.id.us|216 E Park St, McCall, ID 83638|####
waste|boi|*|Republic Services - Boise|Republic Services;Republic Services #873|republicservices.com|PO Box 78829, Phoenix, AZ 85062-8829|3-0873-#######
internet|boi|*|Sparklight|Cable One;Sparklight Business|sparklight.com|PO Box 78000, Phoenix, AZ 85062-8000|#########
power|abq,saf|!Los Alamos;Española|PNM|Public Service Company of New Mexico;PNM Resources|pnm.com|PO Box 27900, Albuquerque, NM 87125-7900|##########
power|saf|Española|Jemez Mountains Electric Cooperative|JMEC;Jemez Mountains Electric Coop|jemezcoop.org|PO Box 128, Hernandez, NM 87537-0128|#####-##
combined|saf|Los Alamos|Los Alamos County Utilities|Los Alamos Department of Public Utilities;LADPU|lacnm.us|PO Box 1030, Los Alamos, NM 87544-1030|######-######
gas|abq,saf|!Los Alamos|New Mexico Gas Company|NM Gas Co;NMGC;New Mexico Gas Co.|nmgco.com|PO Box 27885, Albuquerque, NM 87125-7885|##########-#
water|abq|Albuquerque;Tijeras|Albuquerque Bernalillo County Water Utility Authority|ABCWUA;Water Authority;Albuquerque Water Utility|abcwua.org|PO Box 27226, Albuquerque, NM 87125-7226|##########
water|abq|Rio Rancho|City of Rio Rancho Utilities|Rio Rancho Utility Billing|rrnm.gov|3200 Civic Center Cir NE, Rio Rancho, NM 87144|#######
water|abq|Los Lunas|Village of Los Lunas Utilities|Village of Los Lunas|loslunasnm.gov|PO Box 1209, Los Lunas, NM 87031-1209|#####
water|abq|Bernalillo|Town of Bernalillo Utilities|Town of Bernalillo|townofbernalillo.org|PO Box 638, Bernalillo, NM 87004-0638|#####
water|saf|Santa Fe|City of Santa Fe Utilities|Sangre de Cristo Water Division;City of Santa Fe Water|santafenm.gov|PO Box 909, Santa Fe, NM 87504-0909|######-######
water|saf|Española|City of Española Utilities|City of Espanola Utilities|espanolanm.gov|405 N Paseo de Oñate, Española, NM 87532|#####
waste|abq,saf|*|Waste Management of New Mexico|WM;Waste Management|wm.com|PO Box 78251, Phoenix, AZ 85062-8251|##-#####-#####
internet|abq|*|Comcast - New Mexico|Comcast Business;Xfinity|comcast.com|PO Box 60533, City of Industry, CA 91716-0533|8497 ## ### #######
power|lv|!Pahrump;Boulder City|NV Energy - South|Nevada Power Company;NV Energy;Nevada Power Co dba NV Energy|nvenergy.com|PO Box 30086, Reno, NV 89520-3086|3000#########
power|rno|*|NV Energy - North|Sierra Pacific Power Company;NV Energy;Sierra Pacific Power Co dba NV Energy|nvenergy.com|PO Box 30073, Reno, NV 89520-3073|1000#########
power|lv|Pahrump|Valley Electric Association|VEA;Valley Electric Assn Inc|vea.coop|PO Box 237, Pahrump, NV 89041-0237|#####-###
combined|lv|Boulder City|Boulder City Utilities|City of Boulder City Utility Billing|bcnv.org|401 California Ave, Boulder City, NV 89005|#####
gas|lv|!Pahrump|Southwest Gas|Southwest Gas Corporation;SWG|swgas.com|PO Box 98890, Las Vegas, NV 89150-0101|###-####-###-#
gas|rno|Carson City;Incline Village;Stateline|Southwest Gas - Northern Nevada|Southwest Gas Corporation;Southwest Gas|swgas.com|PO Box 98890, Las Vegas, NV 89150-0101|###-####-###-#
water|lv|Las Vegas|Las Vegas Valley Water District|LVVWD;Las Vegas Valley Water Dist|lvvwd.com|PO Box 2921, Phoenix, AZ 85062-2921|#######-######
water|lv|Henderson|City of Henderson Utility Services|Henderson Utility Services|cityofhenderson.com|PO Box 95011, Henderson, NV 89009-5011|########
water|lv|North Las Vegas|City of North Las Vegas Utilities|CNLV Utilities|cityofnorthlasvegas.com|PO Box 360, North Las Vegas, NV 89030-0360|#######
water|lv|Pahrump|Utilities Inc of Central Nevada|UICN;Pahrump Utility Company|uiwater.com|PO Box 161508, Altamonte Springs, FL 32716-1508|###-######
sewer|lv|Las Vegas|Clark County Water Reclamation District|CCWRD;Clark County Water Reclamation Dist|cleanwaterteam.com|PO Box 98526, Las Vegas, NV 89193-8526|#######
water|rno|Reno;Sparks|Truckee Meadows Water Authority|TMWA|tmwa.com|PO Box 659565, San Antonio, TX 78265-9565|######-######
sewer|rno|Reno|City of Reno Sewer|City of Reno Sewer Billing|reno.gov|PO Box 7, Reno, NV 89504-0007|######
sewer|rno|Sparks|City of Sparks Utility Billing|Sparks Sewer|cityofsparks.us|PO Box 857, Sparks, NV 89432-0857|######
water|rno|Carson City|Carson City Utilities|Carson City Utility Billing|carson.org|201 N Carson St, Carson City, NV 89701|#######
water|rno|Incline Village|Incline Village General Improvement District|IVGID;Incline Village GID|ivgid.org|893 Southwood Blvd, Incline Village, NV 89451|#####-##
water|rno|Stateline|Kingsbury General Improvement District|KGID;Kingsbury GID|kgid.org|PO Box 2220, Stateline, NV 89449-2220|####
waste|lv|*|Republic Services of Southern Nevada|Republic Services;Republic Silver State Disposal|republicservices.com|PO Box 98508, Las Vegas, NV 89193-8508|3-0637-#######
waste|rno|*|Waste Management of Reno|WM;Waste Management of Nevada;Reno Disposal Co|wm.com|PO Box 78251, Phoenix, AZ 85062-8251|##-#####-#####
internet|lv|*|Cox Business|Cox Communications;Cox Communications Las Vegas|cox.com|PO Box 53249, Phoenix, AZ 85072-3249|###-######-##
internet|rno|*|Charter Spectrum|Spectrum Business;Charter Communications|charter.com|PO Box 60074, City of Industry, CA 91716-0074|8353 ## ### #######
power|anc|Anchorage;Girdwood|Chugach Electric Association|Chugach Electric;Chugach Electric Assn Inc;ML&P|chugachelectric.com|PO Box 196760, Anchorage, AK 99519-6760|######-####
power|anc|Eagle River;Wasilla;Palmer;Big Lake;Talkeetna|Matanuska Electric Association|MEA;Matanuska Electric Assn|mea.coop|PO Box 2929, Palmer, AK 99645-2929|#######
power|anc|Soldotna;Homer|Homer Electric Association|HEA;Homer Electric Assn Inc|homerelectric.com|3977 Lake St, Homer, AK 99603|######
combined|anc|Seward|City of Seward Utilities|Seward Electric;City of Seward|cityofseward.us|PO Box 167, Seward, AK 99664-0167|####-##
gas|anc|!Seward;Talkeetna|ENSTAR Natural Gas Company|ENSTAR;Enstar Natural Gas Co|enstarnaturalgas.com|PO Box 190288, Anchorage, AK 99519-0288|###-#####-##
water|anc|Anchorage;Eagle River;Girdwood|Anchorage Water & Wastewater Utility|AWWU;Municipality of Anchorage Water & Wastewater|awwu.biz|PO Box 196626, Anchorage, AK 99519-6626|#######-##
water|anc|Wasilla|City of Wasilla Utilities|Wasilla Public Works|cityofwasilla.gov|290 E Herning Ave, Wasilla, AK 99654|#####
water|anc|Palmer|City of Palmer Utilities|City of Palmer|palmerak.org|231 W Evergreen Ave, Palmer, AK 99645|#####
water|anc|Soldotna;Homer|City of Soldotna Utilities|City of Soldotna|soldotna.org|177 N Birch St, Soldotna, AK 99669|#####
waste|anc|Anchorage|Solid Waste Services - Municipality of Anchorage|SWS;Anchorage Solid Waste Services|muni.org|PO Box 196650, Anchorage, AK 99519-6650|#######
waste|anc|*|Alaska Waste|Alaska Waste - Anchorage;Alaska Waste Disposal|alaskawaste.com|PO Box 240527, Anchorage, AK 99524-0527|######-##
internet|anc|*|GCI|General Communication Inc;GCI Communication Corp|gci.com|PO Box 99016, Anchorage, AK 99509-9016|#########
internet|anc|Anchorage;Eagle River;Wasilla;Palmer|Alaska Communications|ACS;Alaska Communications Systems|acsalaska.net|PO Box 196666, Anchorage, AK 99519-6666|###-####-###
power|hnl|*|Hawaiian Electric|Hawaiian Electric Company, Inc.;HECO;Hawaiian Electric Co|hawaiianelectric.com|PO Box 30260, Honolulu, HI 96820-0260|2## ### ### ###
power|hni|Kahului;Wailuku;Kīhei;Lahaina|Hawaiian Electric - Maui County|Maui Electric Company, Limited;MECO;Hawaiian Electric|hawaiianelectric.com|PO Box 29570, Honolulu, HI 96820-1970|2## ### ### ###
power|hni|Hilo;Kailua-Kona;Waikoloa;Pāhoa;Volcano|Hawaiian Electric - Hawaiʻi Island|Hawaii Electric Light Company, Inc.;HELCO;Hawaiian Electric|hawaiianelectric.com|PO Box 29570, Honolulu, HI 96820-1970|2## ### ### ###
power|hni|Kapaʻa;Līhuʻe;Kōloa;Princeville|Kauaʻi Island Utility Cooperative|KIUC;Kauai Island Utility Co-op|kiuc.coop|4463 Pahee St Ste 1, Lihue, HI 96766-2000|#####-###
gas|hnl,hni|*|Hawaiʻi Gas|Hawaii Gas;The Gas Company, LLC;HawaiiGas|hawaiigas.com|PO Box 29850, Honolulu, HI 96820-2250|##-#####-#
water|hnl|*|Honolulu Board of Water Supply|BWS;Board of Water Supply;City & County of Honolulu BWS|hbws.org|PO Box 30110, Honolulu, HI 96820-0110|#########-#
water|hni|Kahului;Wailuku;Kīhei;Lahaina|County of Maui Department of Water Supply|Maui DWS;Dept of Water Supply - Maui County|mauicounty.gov|PO Box 1109, Wailuku, HI 96793-6109|######-####
water|hni|Kapaʻa;Līhuʻe;Kōloa;Princeville|Kauaʻi Department of Water|Kauai DOW;Department of Water, County of Kauai|kauaiwater.org|PO Box 1706, Lihue, HI 96766-5706|#######
water|hni|Hilo;Kailua-Kona;Waikoloa|Hawaiʻi County Department of Water Supply|DWS Hawaii County;Hawaii County DWS|hawaiidws.org|345 Kekuanaoa St Ste 20, Hilo, HI 96720|#####-######
waste|hnl|*|Pacific Refuse & Recycling|Pacific Refuse and Recycling LLC;Pac Refuse|pacificrefusehi.com|PO Box 30521, Honolulu, HI 96820-0521|HNL-#####
waste|hni|Kahului;Wailuku;Kīhei;Lahaina|Valley Isle Disposal|Valley Isle Disposal Co Inc|valleyisledisposal.com|PO Box 1550, Kahului, HI 96733-1550|M#####
waste|hni|!Kahului;Wailuku;Kīhei;Lahaina|Garden & Big Isle Rubbish Haulers|Garden Isle Rubbish;Big Isle Rubbish Haulers|gbirubbish.com|PO Box 4410, Hilo, HI 96720-0410|K#####
internet|hnl,hni|*|Spectrum Hawaii|Charter Spectrum;Spectrum Business;Oceanic Time Warner Cable|charter.com|PO Box 60074, City of Industry, CA 91716-0074|8150 ## ### #######
internet|hnl,hni|*|Hawaiian Telcom|Hawaiian Telcom, Inc.;HT Business|hawaiiantel.com|PO Box 30770, Honolulu, HI 96820-0770|###-####-####
power|sju,pce|*|LUMA Energy|LUMA Energy ServCo, LLC;LUMA;Autoridad de Energía Eléctrica;AEE;PREPA|lumapr.com|PO Box 363508, San Juan, PR 00936-3508|##########
water|sju,pce|*|Autoridad de Acueductos y Alcantarillados|AAA;PRASA;Puerto Rico Aqueduct and Sewer Authority;Acueductos|acueductospr.com|PO Box 70101, San Juan, PR 00936-8101|##########
waste|sju,pce|*|Consolidated Waste Services Corp.|ConWaste;Consolidated Waste Services|conwastepr.com|PO Box 1322, Gurabo, PR 00778-1322|CW-######
waste|sju|*|Waste Management of Puerto Rico|WM Puerto Rico;WM|wm.com|PO Box 78251, Phoenix, AZ 85062-8251|##-#####-#####
waste|pce|*|Recogido de Desperdicios del Sur, Inc.|Desperdicios del Sur;RDS|desperdiciosdelsur.com|PO Box 7105, Ponce, PR 00732-7105|#####
internet|sju,pce|*|Liberty Puerto Rico|Liberty Cablevision of Puerto Rico;Liberty Business|libertypr.com|PO Box 71316, San Juan, PR 00936-8416|########
internet|sju,pce|*|Claro Puerto Rico|Puerto Rico Telephone Company;PRTC;Claro|claropr.com|PO Box 70366, San Juan, PR 00936-8366|787-###-####
propane|sju,pce|*|Tropigas de Puerto Rico|Tropigas;Tropigas de PR Inc|tropigaspr.com|PO Box 362808, San Juan, PR 00936-2808|TG-######
propane|den,fr,slc,uc,boi,abq,saf,rno,lv|*|AmeriGas|AmeriGas Propane;AmeriGas Propane LP|amerigas.com|PO Box 371473, Pittsburgh, PA 15250-7473|####-######
propane|den,fr,boi,abq,saf,lv|*|Ferrellgas|Ferrellgas LP;Blue Rhino|ferrellgas.com|PO Box 173940, Denver, CO 80217-3940|#########
propane|slc,uc,boi,rno|*|Suburban Propane|Suburban Propane LP|suburbanpropane.com|PO Box 206, Whippany, NJ 07981-0206|####-#####
`;

export interface UtilitySpec {
  cat: string;
  metros: string[];
  cities: string[];
  except: string[];
  name: string;
  aliases: string[];
  domain: string;
  remit: string;
  acct: string;
}

export const UTILITIES: readonly UtilitySpec[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [cat = '', metros = '', cities = '', name = '', aliases = '', domain = '', remit = '', acct = ''] = line.split('|');
    const all = cities === '*';
    const neg = cities.startsWith('!');
    const list = all ? [] : (neg ? cities.slice(1) : cities).split(';');
    return { cat, metros: metros.split(','), cities: neg ? [] : list, except: neg ? list : [], name, aliases: aliases.split(';').filter((a) => a), domain, remit, acct };
  });
