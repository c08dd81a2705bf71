/*
 * Geography of blind set 7's client: small-town and rural America. Eleven areas, each with its
 * towns (post-office name, ZIP, county or parish or borough) and, in New England, the town a
 * village lies in ("White River Junction" is in the town of Hartford, VT), which bills print
 * interchangeably with the village.
 */

export type RegionId = 'wi' | 'mn' | 'ia' | 'ne' | 'ny' | 'pa' | 'app' | 'delta' | 'la' | 'mtn' | 'ak';

export interface Town {
  name: string;
  state: string;
  zips: readonly string[];
  county: string;
  /** state|county, since "Franklin" county exists in VT, ME and MA. */
  countyKey: string;
  /** New England: the town a village lies in, printed in its place on some bills. */
  townOf: string | null;
  region: RegionId;
}

export interface Office {
  label: string;
  street: string;
  suite: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface Region {
  id: RegionId;
  label: string;
  /** Number of properties the client manages there. */
  properties: number;
  areaCodes: readonly string[];
  countyWord: 'County' | 'Parish' | 'Borough';
  office: Office;
  towns: Town[];
}

export const CLIENT = {
  legal: 'Hearthstone Rural Properties LLC',
  short: 'Hearthstone Rural Properties',
  domain: 'hearthstonerural.com',
  staff: [
    'ap@hearthstonerural.com',
    'invoices@hearthstonerural.com',
    'kdahl@hearthstonerural.com',
    'mpelletier@hearthstonerural.com',
    'jcombs@hearthstonerural.com',
    'tguidry@hearthstonerural.com',
    'rjensen@hearthstonerural.com',
    'lkowalski@hearthstonerural.com',
    'sxiong@hearthstonerural.com',
  ],
} as const;

const HQ: Office = { label: 'Home office', street: '1120 Clark St', suite: null, city: 'Stevens Point', state: 'WI', zip: '54481' };
const NE_OFFICE: Office = { label: 'Northeast office', street: '22 Railroad St', suite: 'Suite 3', city: 'St. Johnsbury', state: 'VT', zip: '05819' };
const PA_OFFICE: Office = { label: 'Allegheny office', street: '118 Main St', suite: null, city: 'Wellsboro', state: 'PA', zip: '16901' };
const GULF_OFFICE: Office = { label: 'Delta & Gulf office', street: '415 S Washington Ave', suite: null, city: 'Greenville', state: 'MS', zip: '38701' };
const MTN_OFFICE: Office = { label: 'Mountain office', street: '310 W Main St', suite: null, city: 'Hamilton', state: 'MT', zip: '59840' };
const AK_OFFICE: Office = { label: 'Alaska office', street: '3605 Arctic Blvd', suite: 'Suite 410', city: 'Anchorage', state: 'AK', zip: '99503' };

export const OFFICES: readonly Office[] = [HQ, NE_OFFICE, PA_OFFICE, GULF_OFFICE, MTN_OFFICE, AK_OFFICE];

/* name|ST|zip[,zip...]|county[|town the village lies in] */
const TOWNS: Record<RegionId, string> = {
  wi: `Wausau|WI|54401|Marathon
Schofield|WI|54476|Marathon
Mosinee|WI|54455|Marathon
Athens|WI|54411|Marathon
Edgar|WI|54426|Marathon
Marathon City|WI|54448|Marathon
Merrill|WI|54452|Lincoln
Tomahawk|WI|54487|Lincoln
Rhinelander|WI|54501|Oneida
Minocqua|WI|54548|Oneida
Three Lakes|WI|54562|Oneida
Eagle River|WI|54521|Vilas
Land O' Lakes|WI|54540|Vilas
Antigo|WI|54409|Langlade
White Lake|WI|54491|Langlade
Stevens Point|WI|54481|Portage
Plover|WI|54467|Portage
Amherst|WI|54406|Portage
Marshfield|WI|54449|Wood
Wisconsin Rapids|WI|54494|Wood
Shawano|WI|54166|Shawano
Wittenberg|WI|54499|Shawano
Birnamwood|WI|54414|Shawano
Medford|WI|54451|Taylor
Rib Lake|WI|54470|Taylor
Phillips|WI|54555|Price
Park Falls|WI|54552|Price
Neillsville|WI|54456|Clark
Greenwood|WI|54437|Clark
Loyal|WI|54446|Clark
Crandon|WI|54520|Forest
Waupaca|WI|54981|Waupaca
Iola|WI|54945|Waupaca
Clintonville|WI|54929|Waupaca`,
  mn: `Brainerd|MN|56401|Crow Wing
Baxter|MN|56425|Crow Wing
Crosby|MN|56441|Crow Wing
Pequot Lakes|MN|56472|Crow Wing
Little Falls|MN|56345|Morrison
Pierz|MN|56364|Morrison
Staples|MN|56479|Todd
Long Prairie|MN|56347|Todd
Wadena|MN|56482|Wadena
Park Rapids|MN|56470|Hubbard
Bemidji|MN|56601|Beltrami
Grand Rapids|MN|55744|Itasca
Deer River|MN|56636|Itasca
Aitkin|MN|56431|Aitkin
Walker|MN|56484|Cass
Pine River|MN|56474|Cass
Detroit Lakes|MN|56501|Becker
Perham|MN|56573|Otter Tail
Sauk Centre|MN|56378|Stearns
Alexandria|MN|56308|Douglas
Hibbing|MN|55746|St. Louis
Virginia|MN|55792|St. Louis`,
  ia: `Decorah|IA|52101|Winneshiek
Calmar|IA|52132|Winneshiek
Waukon|IA|52172|Allamakee
Postville|IA|52162|Allamakee
Cresco|IA|52136|Howard
New Hampton|IA|50659|Chickasaw
Charles City|IA|50616|Floyd
Osage|IA|50461|Mitchell
Oelwein|IA|50662|Fayette
West Union|IA|52175|Fayette
Elkader|IA|52043|Clayton
Manchester|IA|52057|Delaware`,
  ne: `St. Johnsbury|VT|05819|Caledonia
Lyndonville|VT|05851|Caledonia|Lyndon
Hardwick|VT|05843|Caledonia
Newport|VT|05855|Orleans
Derby Line|VT|05830|Orleans|Derby
Barton|VT|05822|Orleans
Orleans|VT|05860|Orleans|Barton
Morrisville|VT|05661|Lamoille|Morristown
Johnson|VT|05656|Lamoille
Randolph|VT|05060|Orange
White River Junction|VT|05001|Windsor|Hartford
Quechee|VT|05059|Windsor|Hartford
Wilder|VT|05088|Windsor|Hartford
Springfield|VT|05156|Windsor
Windsor|VT|05089|Windsor
Bellows Falls|VT|05101|Windham|Rockingham
Saxtons River|VT|05154|Windham|Rockingham
Brattleboro|VT|05301|Windham
Bennington|VT|05201|Bennington
North Bennington|VT|05257|Bennington|Bennington
Middlebury|VT|05753|Addison
Vergennes|VT|05491|Addison
Barre|VT|05641|Washington
Northfield|VT|05663|Washington
Enosburg Falls|VT|05450|Franklin|Enosburgh
Swanton|VT|05488|Franklin
Claremont|NH|03743|Sullivan
Newport|NH|03773|Sullivan
Lebanon|NH|03766|Grafton
West Lebanon|NH|03784|Grafton|Lebanon
Littleton|NH|03561|Grafton
Plymouth|NH|03264|Grafton
Lancaster|NH|03584|Coos
Berlin|NH|03570|Coos
Gorham|NH|03581|Coos
Laconia|NH|03246|Belknap
Franklin|NH|03235|Merrimack
Keene|NH|03431|Cheshire
Harrisville|NH|03450|Cheshire
Winchester|NH|03470|Cheshire
Jaffrey|NH|03452|Cheshire
Peterborough|NH|03458|Hillsborough
Skowhegan|ME|04976|Somerset
Madison|ME|04950|Somerset
Farmington|ME|04938|Franklin
Rumford|ME|04276|Oxford
Mexico|ME|04257|Oxford
Dover-Foxcroft|ME|04426|Piscataquis
Greenville|ME|04441|Piscataquis
Millinocket|ME|04462|Penobscot
Dexter|ME|04930|Penobscot
Houlton|ME|04730|Aroostook
Presque Isle|ME|04769|Aroostook
Caribou|ME|04736|Aroostook
Fort Kent|ME|04743|Aroostook
Calais|ME|04619|Washington
Machias|ME|04654|Washington
North Adams|MA|01247|Berkshire
Adams|MA|01220|Berkshire
Greenfield|MA|01301|Franklin
Turners Falls|MA|01376|Franklin|Montague
Millers Falls|MA|01349|Franklin|Montague
Shelburne Falls|MA|01370|Franklin|Shelburne
Orange|MA|01364|Franklin
Athol|MA|01331|Worcester
Ware|MA|01082|Hampshire
Easthampton|MA|01027|Hampshire
Florence|MA|01062|Hampshire|Northampton
Palmer|MA|01069|Hampden
Three Rivers|MA|01080|Hampden|Palmer
Thorndike|MA|01079|Hampden|Palmer`,
  ny: `Olean|NY|14760|Cattaraugus
Salamanca|NY|14779|Cattaraugus
Wellsville|NY|14895|Allegany
Hornell|NY|14843|Steuben
Bath|NY|14810|Steuben
Corning|NY|14830|Steuben
Owego|NY|13827|Tioga
Norwich|NY|13815|Chenango
Sidney|NY|13838|Delaware
Walton|NY|13856|Delaware
Delhi|NY|13753|Delaware
Oneonta|NY|13820|Otsego
Cortland|NY|13045|Cortland
Canton|NY|13617|St. Lawrence
Potsdam|NY|13676|St. Lawrence
Massena|NY|13662|St. Lawrence
Ogdensburg|NY|13669|St. Lawrence
Malone|NY|12953|Franklin
Saranac Lake|NY|12983|Franklin
Tupper Lake|NY|12986|Franklin
Lake Placid|NY|12946|Essex
Gloversville|NY|12078|Fulton
Little Falls|NY|13365|Herkimer
Herkimer|NY|13350|Herkimer
Ilion|NY|13357|Herkimer
Penn Yan|NY|14527|Yates
Lowville|NY|13367|Lewis
Carthage|NY|13619|Jefferson
Watertown|NY|13601|Jefferson`,
  pa: `Wellsboro|PA|16901|Tioga
Mansfield|PA|16933|Tioga
Coudersport|PA|16915|Potter
Emporium|PA|15834|Cameron
Ridgway|PA|15853|Elk
St. Marys|PA|15857|Elk
Kane|PA|16735|McKean
Bradford|PA|16701|McKean
Warren|PA|16365|Warren
Tionesta|PA|16353|Forest
Tunkhannock|PA|18657|Wyoming
Towanda|PA|18848|Bradford
Montrose|PA|18801|Susquehanna
Honesdale|PA|18431|Wayne
Lewisburg|PA|17837|Union
Mifflinburg|PA|17844|Union
Lock Haven|PA|17745|Clinton
Bellefonte|PA|16823|Centre
Huntingdon|PA|16652|Huntingdon
Lewistown|PA|17044|Mifflin
Clearfield|PA|16830|Clearfield
Punxsutawney|PA|15767|Jefferson
Brookville|PA|15825|Jefferson
Somerset|PA|15501|Somerset
Bedford|PA|15522|Bedford`,
  app: `Elkins|WV|26241|Randolph
Buckhannon|WV|26201|Upshur
Philippi|WV|26416|Barbour
Webster Springs|WV|26288|Webster
Summersville|WV|26651|Nicholas
Fayetteville|WV|25840|Fayette
Oak Hill|WV|25901|Fayette
Beckley|WV|25801|Raleigh
Princeton|WV|24740|Mercer
Welch|WV|24801|McDowell
Logan|WV|25601|Logan
Williamson|WV|25661|Mingo
Madison|WV|25130|Boone
Hamlin|WV|25523|Lincoln
Spencer|WV|25276|Roane
Marlinton|WV|24954|Pocahontas
Lewisburg|WV|24901|Greenbrier
Hazard|KY|41701|Perry
Harlan|KY|40831|Harlan
Whitesburg|KY|41858|Letcher
Pikeville|KY|41501|Pike
Prestonsburg|KY|41653|Floyd
Paintsville|KY|41240|Johnson
Jackson|KY|41339|Breathitt
Hyden|KY|41749|Leslie
Manchester|KY|40962|Clay
London|KY|40741|Laurel
Morehead|KY|40351|Rowan
Inez|KY|41224|Martin
Grundy|VA|24614|Buchanan
Wise|VA|24293|Wise
Norton|VA|24273|Wise
Big Stone Gap|VA|24219|Wise
Marion|VA|24354|Smyth
Lebanon|VA|24266|Russell
Jamestown|TN|38556|Fentress
Mountain City|TN|37683|Johnson`,
  delta: `Greenville|MS|38701|Washington
Leland|MS|38756|Washington
Hollandale|MS|38748|Washington
Greenwood|MS|38930|Leflore
Clarksdale|MS|38614|Coahoma
Cleveland|MS|38732|Bolivar
Rosedale|MS|38769|Bolivar
Indianola|MS|38751|Sunflower
Ruleville|MS|38771|Sunflower
Drew|MS|38737|Sunflower
Belzoni|MS|39038|Humphreys
Yazoo City|MS|39194|Yazoo
Rolling Fork|MS|39159|Sharkey
Tunica|MS|38676|Tunica
Marks|MS|38646|Quitman
Charleston|MS|38921|Tallahatchie
Helena|AR|72342|Phillips
West Helena|AR|72390|Phillips
Marianna|AR|72360|Lee
Forrest City|AR|72335|St. Francis
Lake Village|AR|71653|Chicot
Eudora|AR|71640|Chicot
Dumas|AR|71639|Desha
McGehee|AR|71654|Desha
Blytheville|AR|72315|Mississippi
Osceola|AR|72370|Mississippi
Wynne|AR|72396|Cross`,
  la: `Thibodaux|LA|70301|Lafourche
Raceland|LA|70394|Lafourche
Cut Off|LA|70345|Lafourche
Galliano|LA|70354|Lafourche
Golden Meadow|LA|70357|Lafourche
Houma|LA|70360|Terrebonne
Gray|LA|70359|Terrebonne
Morgan City|LA|70380|St. Mary
Franklin|LA|70538|St. Mary
New Iberia|LA|70560|Iberia
Jeanerette|LA|70544|Iberia
St. Martinville|LA|70582|St. Martin
Breaux Bridge|LA|70517|St. Martin
Opelousas|LA|70570|St. Landry
Eunice|LA|70535|St. Landry
Ville Platte|LA|70586|Evangeline
Mamou|LA|70554|Evangeline
Crowley|LA|70526|Acadia
Rayne|LA|70578|Acadia
Abbeville|LA|70510|Vermilion
Kaplan|LA|70548|Vermilion
Jennings|LA|70546|Jefferson Davis
Napoleonville|LA|70390|Assumption
Donaldsonville|LA|70346|Ascension
Plaquemine|LA|70764|Iberville
Natchitoches|LA|71457|Natchitoches
Ferriday|LA|71334|Concordia
Vidalia|LA|71373|Concordia
Tallulah|LA|71282|Madison
Lake Providence|LA|71254|East Carroll`,
  mtn: `Hamilton|MT|59840|Ravalli
Stevensville|MT|59870|Ravalli
Darby|MT|59829|Ravalli
Corvallis|MT|59828|Ravalli
Dillon|MT|59725|Beaverhead
Livingston|MT|59047|Park
Big Timber|MT|59011|Sweet Grass
Lewistown|MT|59457|Fergus
Havre|MT|59501|Hill
Glasgow|MT|59230|Valley
Sidney|MT|59270|Richland
Miles City|MT|59301|Custer
Polson|MT|59860|Lake
Ronan|MT|59864|Lake
Libby|MT|59923|Lincoln
Eureka|MT|59917|Lincoln
Whitefish|MT|59937|Flathead
Columbia Falls|MT|59912|Flathead
Deer Lodge|MT|59722|Powell
Anaconda|MT|59711|Deer Lodge
Sandpoint|ID|83864|Bonner
Bonners Ferry|ID|83805|Boundary
Salmon|ID|83467|Lemhi
Challis|ID|83226|Custer
Driggs|ID|83422|Teton
Victor|ID|83455|Teton
Rexburg|ID|83440|Madison
St. Anthony|ID|83445|Fremont
Rigby|ID|83442|Jefferson
Blackfoot|ID|83221|Bingham
Preston|ID|83263|Franklin
Grangeville|ID|83530|Idaho
Orofino|ID|83544|Clearwater
McCall|ID|83638|Valley
Cody|WY|82414|Park
Powell|WY|82435|Park
Lovell|WY|82431|Big Horn
Worland|WY|82401|Washakie
Thermopolis|WY|82443|Hot Springs
Riverton|WY|82501|Fremont
Lander|WY|82520|Fremont
Pinedale|WY|82941|Sublette
Afton|WY|83110|Lincoln
Buffalo|WY|82834|Johnson
Sheridan|WY|82801|Sheridan
Torrington|WY|82240|Goshen
Wheatland|WY|82201|Platte`,
  ak: `Anchorage|AK|99501,99503,99504,99507,99508,99515,99516,99517|Anchorage
Eagle River|AK|99577|Anchorage
Palmer|AK|99645|Matanuska-Susitna
Wasilla|AK|99654|Matanuska-Susitna
Big Lake|AK|99652|Matanuska-Susitna
Fairbanks|AK|99701,99709,99712|Fairbanks North Star
North Pole|AK|99705|Fairbanks North Star
Delta Junction|AK|99737|Southeast Fairbanks
Tok|AK|99780|Southeast Fairbanks
Glennallen|AK|99588|Copper River
Valdez|AK|99686|Chugach
Soldotna|AK|99669|Kenai Peninsula
Kenai|AK|99611|Kenai Peninsula
Homer|AK|99603|Kenai Peninsula
Seward|AK|99664|Kenai Peninsula
Kodiak|AK|99615|Kodiak Island`,
};

const REGION_META: Record<RegionId, { label: string; properties: number; areaCodes: string[]; countyWord: Region['countyWord']; office: Office }> = {
  wi: { label: 'Central & Northwoods Wisconsin', properties: 320, areaCodes: ['715', '920'], countyWord: 'County', office: HQ },
  mn: { label: 'Central Minnesota lakes & Iron Range', properties: 200, areaCodes: ['218', '320'], countyWord: 'County', office: HQ },
  ia: { label: 'Northeast Iowa', properties: 100, areaCodes: ['563', '641'], countyWord: 'County', office: HQ },
  ne: { label: 'Northern New England & western Massachusetts', properties: 280, areaCodes: ['802', '603', '207', '413', '978'], countyWord: 'County', office: NE_OFFICE },
  ny: { label: 'Upstate New York', properties: 180, areaCodes: ['607', '315', '518', '716', '585'], countyWord: 'County', office: NE_OFFICE },
  pa: { label: 'Northern tier & central Pennsylvania', properties: 160, areaCodes: ['570', '814'], countyWord: 'County', office: PA_OFFICE },
  app: { label: 'Central Appalachia (WV, eastern KY, SW VA, TN)', properties: 200, areaCodes: ['304', '606', '276', '931', '423'], countyWord: 'County', office: PA_OFFICE },
  delta: { label: 'Mississippi Delta (MS, AR)', properties: 120, areaCodes: ['662', '870'], countyWord: 'County', office: GULF_OFFICE },
  la: { label: 'Acadiana & bayou Louisiana', properties: 120, areaCodes: ['985', '337', '225', '318'], countyWord: 'Parish', office: GULF_OFFICE },
  mtn: { label: 'Montana, Idaho & Wyoming', properties: 200, areaCodes: ['406', '208', '307'], countyWord: 'County', office: MTN_OFFICE },
  ak: { label: 'Alaska (Anchorage, Mat-Su, Interior, Kenai)', properties: 120, areaCodes: ['907'], countyWord: 'Borough', office: AK_OFFICE },
};

export const REGION_IDS: readonly RegionId[] = ['wi', 'mn', 'ia', 'ne', 'ny', 'pa', 'app', 'delta', 'la', 'mtn', 'ak'];

export function buildRegions(): Region[] {
  const seenZip = new Set<string>();
  return REGION_IDS.map((id) => {
    const meta = REGION_META[id];
    const towns: Town[] = TOWNS[id].split('\n').map((row) => {
      const [name, state, zips, county, townOf] = row.split('|');
      if (!name || !state || !zips || !county) throw new Error(`bad town row ${row}`);
      const zipList = zips.split(',');
      for (const z of zipList) {
        if (seenZip.has(z)) throw new Error(`zip ${z} twice`);
        seenZip.add(z);
      }
      return { name, state, zips: zipList, county, countyKey: `${state}|${county}`, townOf: townOf ?? null, region: id };
    });
    return { id, ...meta, towns };
  });
}

export function countyLabel(region: Region, town: Town): string {
  if (town.state === 'AK') {
    if (town.county === 'Anchorage') return 'Municipality of Anchorage';
    if (town.county === 'Copper River' || town.county === 'Chugach' || town.county === 'Southeast Fairbanks') return `${town.county} Census Area`;
    return `${town.county} Borough`;
  }
  return `${town.county} ${region.countyWord}`;
}

export function officeLines(o: Office): string[] {
  return [o.suite ? `${o.street}, ${o.suite}` : o.street, `${o.city}, ${o.state} ${o.zip}`];
}

const STATE_AREA_CODES: Record<string, readonly string[]> = {
  WI: ['715'], MN: ['218', '320'], IA: ['563'], VT: ['802'], NH: ['603'], ME: ['207'], MA: ['413', '978'], NY: ['607', '315', '518', '716'],
  PA: ['570', '814'], WV: ['304', '681'], KY: ['606'], VA: ['276'], TN: ['931', '423'], MS: ['662'], AR: ['870'], LA: ['985', '337', '225', '318'],
  MT: ['406'], ID: ['208'], WY: ['307'], AK: ['907'],
};

export function areaCodesFor(state: string): readonly string[] {
  return STATE_AREA_CODES[state] ?? ['800'];
}
