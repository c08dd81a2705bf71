import type { RegionKey } from './geography';

/*
 * Trades: what they are called, what they bill for, and where they are coded. The GL chart lives in
 * glChart.ts; pools here name accounts of that chart.
 */

export type Cat =
  | 'plumbing'
  | 'electrical'
  | 'hvac'
  | 'boiler'
  | 'roofing'
  | 'painting'
  | 'flooring'
  | 'appliance'
  | 'locksmith'
  | 'pest'
  | 'landscaping'
  | 'snow'
  | 'pool'
  | 'cleaning'
  | 'windows'
  | 'fire'
  | 'trash'
  | 'carpet'
  | 'pressure'
  | 'mold'
  | 'termite'
  | 'shutters'
  | 'generator'
  | 'security'
  | 'masonry'
  | 'handyman'
  | 'glass'
  | 'elevator'
  | 'garage'
  | 'backflow'
  | 'gutter'
  | 'tree'
  | 'cooling'
  | 'laundry'
  | 'supply'
  | 'furniture'
  | 'advertising'
  | 'alarm';

export interface CatDef {
  words: string[];
  es: string[];
  gl: string[];
  /** Work done inside a unit. */
  unitLines: string[];
  /** Work on the building or the site. */
  siteLines: string[];
  esUnitLines?: string[];
  esSiteLines?: string[];
  unitCapable: boolean;
  contract: boolean;
}

export const CATS: Record<Cat, CatDef> = {
  plumbing: {
    words: ['Plumbing', 'Plumbing & Heating', 'Plumbing & Drain', 'Plumbing Services', 'Rooter & Plumbing'],
    es: ['Plomería', 'Servicios de Plomería'],
    gl: ['6510', '6511', '6512', '6513'],
    unitLines: ['Replace kitchen faucet cartridge', 'Snake bathroom sink drain', 'Replace toilet flapper and fill valve', 'Repair leak under kitchen sink', 'Replace 40 gal water heater', 'Emergency call - water leaking to unit below', 'Replace shower valve', 'Unclog tub drain'],
    siteLines: ['Clear main sewer line stoppage', 'Replace riser shut-off valve', 'Camera inspection of building drain', 'Repair leak in boiler room', 'Replace sump pump', 'Jet laundry room drain line'],
    esUnitLines: ['Reemplazo de llave de fregadero', 'Destape de desagüe de baño', 'Reparación de filtración bajo el fregadero', 'Reemplazo de calentador de agua', 'Reparación de inodoro'],
    esSiteLines: ['Destape de línea sanitaria principal', 'Reparación de bomba de agua', 'Reemplazo de válvula en cisterna'],
    unitCapable: true,
    contract: false,
  },
  electrical: {
    words: ['Electric', 'Electrical Contractors', 'Electric Co.', 'Electrical Services'],
    es: ['Servicios Eléctricos', 'Electricistas'],
    gl: ['6520', '6521', '6522'],
    unitLines: ['Replace GFCI outlet in bathroom', 'Troubleshoot tripping breaker', 'Replace kitchen light fixture', 'Install smoke/CO detector', 'Repair dead outlets in bedroom'],
    siteLines: ['Replace hallway exit signs', 'Repair parking lot light pole', 'Relamp common area fixtures', 'Replace photocell on exterior lights', 'Service panel inspection'],
    esUnitLines: ['Reemplazo de receptáculo GFCI', 'Reparación de breaker', 'Instalación de lámpara en cocina'],
    esSiteLines: ['Reparación de luces de pasillo', 'Reemplazo de fotocelda', 'Inspección de panel eléctrico'],
    unitCapable: true,
    contract: false,
  },
  hvac: {
    words: ['HVAC', 'Heating & Cooling', 'Air Conditioning', 'Mechanical', 'A/C Services', 'Heating & Air'],
    es: ['Refrigeración y Aire Acondicionado', 'Aire Acondicionado'],
    gl: ['6530', '6531', '6532', '1750'],
    unitLines: ['A/C not cooling - recharge R-410A', 'Replace condensate pump', 'Replace thermostat', 'Clean condenser coil and replace filter', 'Replace blower motor', 'Diagnose no-heat call'],
    siteLines: ['Quarterly preventive maintenance - rooftop units', 'Replace compressor on RTU-2', 'Repair make-up air unit', 'Clean cooling tower', 'Replace leasing office split system'],
    esUnitLines: ['Mantenimiento de consola de aire', 'Recarga de refrigerante', 'Reemplazo de capacitor', 'Limpieza de serpentín'],
    esSiteLines: ['Mantenimiento preventivo trimestral', 'Reparación de unidad central'],
    unitCapable: true,
    contract: false,
  },
  boiler: {
    words: ['Boiler Service', 'Boiler & Burner', 'Oil Burner Service', 'Heating Systems'],
    es: ['Calderas'],
    gl: ['6535', '6536', '6537'],
    unitLines: ['Bleed radiators', 'Replace radiator valve'],
    siteLines: ['Annual boiler tune-up and combustion test', 'Replace low water cut-off', 'Emergency no-heat call - boiler reset', 'Replace burner nozzle and electrodes', 'Boiler inspection and certificate filing', 'Descale tankless coil'],
    unitCapable: false,
    contract: true,
  },
  roofing: {
    words: ['Roofing', 'Roofing & Sheet Metal', 'Roofing Contractors'],
    es: ['Impermeabilización', 'Sellado de Techos'],
    gl: ['6550', '6551', '1740'],
    unitLines: [],
    siteLines: ['Repair roof leak above stairwell', 'Replace flashing at parapet', 'Reseal roof drains', 'Roof inspection and report', 'Patch membrane - 200 sq ft', 'Replace damaged shingles'],
    esSiteLines: ['Impermeabilización de techo', 'Sellado de grietas en techo', 'Inspección de techo'],
    unitCapable: false,
    contract: false,
  },
  painting: {
    words: ['Painting', 'Painting & Decorating', 'Painters'],
    es: ['Pintura', 'Pintores'],
    gl: ['6610', '6611', '6612'],
    unitLines: ['Turnover paint - 2 BR', 'Paint touch-up after move-out', 'Full repaint - studio', 'Patch and paint ceiling after leak', 'Paint kitchen cabinets'],
    siteLines: ['Paint lobby and corridors', 'Paint stairwell A', 'Exterior trim painting', 'Paint parking lot striping'],
    esUnitLines: ['Pintura de apartamento completo', 'Resane y pintura de techo'],
    esSiteLines: ['Pintura de pasillos y vestíbulo', 'Pintura exterior del edificio'],
    unitCapable: true,
    contract: false,
  },
  flooring: {
    words: ['Flooring', 'Floor Covering', 'Carpet & Flooring'],
    es: ['Pisos'],
    gl: ['6620', '6622', '1730'],
    unitLines: ['Install LVP flooring - living room', 'Replace carpet - bedroom', 'Refinish hardwood floors', 'Replace kitchen VCT tile', 'Repair subfloor in bathroom'],
    siteLines: ['Replace corridor carpet - 3rd floor', 'Lobby tile repair'],
    unitCapable: true,
    contract: false,
  },
  appliance: {
    words: ['Appliance Repair', 'Appliance Service', 'Appliance Parts & Service'],
    es: ['Reparación de Enseres'],
    gl: ['6540', '6541', '1720'],
    unitLines: ['Refrigerator not cooling - replace defrost timer', 'Replace range igniter', 'Dishwasher not draining', 'Replace washer lid switch', 'Deliver and install new refrigerator', 'Replace dryer belt'],
    siteLines: ['Repair laundry room dryer', 'Replace ice machine in clubhouse'],
    esUnitLines: ['Reparación de nevera', 'Reemplazo de estufa', 'Reparación de lavadora'],
    unitCapable: true,
    contract: false,
  },
  locksmith: {
    words: ['Locksmith', 'Lock & Key', 'Lock & Safe', 'Locksmiths'],
    es: ['Cerrajería'],
    gl: ['6560', '6561'],
    unitLines: ['Rekey entry door after move-out', 'Lockout service', 'Replace deadbolt', 'Install new mailbox lock'],
    siteLines: ['Rekey building entrance and cut 40 keys', 'Repair front door closer', 'Replace panic bar on rear exit'],
    esUnitLines: ['Cambio de cerradura', 'Servicio de apertura de puerta'],
    unitCapable: true,
    contract: false,
  },
  pest: {
    words: ['Pest Control', 'Exterminating', 'Pest Solutions', 'Termite & Pest'],
    es: ['Control de Plagas', 'Exterminadores'],
    gl: ['6440', '6441', '6442'],
    unitLines: ['Bed bug treatment - heat', 'Roach treatment - gel bait', 'Mouse exclusion and traps', 'Follow-up bed bug inspection'],
    siteLines: ['Monthly pest control service - common areas', 'Rodent bait stations - exterior', 'Quarterly perimeter treatment', 'Compactor room treatment'],
    esUnitLines: ['Tratamiento contra cucarachas', 'Tratamiento de chinches'],
    esSiteLines: ['Servicio mensual de control de plagas', 'Estaciones de cebo para roedores'],
    unitCapable: true,
    contract: true,
  },
  landscaping: {
    words: ['Landscaping', 'Lawn Care', 'Landscape Management', 'Grounds Maintenance'],
    es: ['Jardinería', 'Mantenimiento de Áreas Verdes'],
    gl: ['6410', '6411', '6412', '6135'],
    unitLines: [],
    siteLines: ['Monthly grounds maintenance', 'Seasonal color install', 'Irrigation repair - zone 4', 'Mulch beds', 'Spring cleanup', 'Hedge trimming and debris haul'],
    esSiteLines: ['Mantenimiento mensual de áreas verdes', 'Poda de árboles', 'Reparación de riego'],
    unitCapable: false,
    contract: true,
  },
  snow: {
    words: ['Snow Removal', 'Snow & Ice Management', 'Snow Plowing'],
    es: [],
    gl: ['6420', '6421'],
    unitLines: [],
    siteLines: ['Plow parking lot - storm event', 'Shovel and salt sidewalks', 'Ice melt application', 'Seasonal snow contract - installment'],
    unitCapable: false,
    contract: true,
  },
  pool: {
    words: ['Pool Service', 'Pool & Spa', 'Pools'],
    es: ['Piscinas'],
    gl: ['6430', '6431'],
    unitLines: [],
    siteLines: ['Weekly pool service', 'Replace pool pump motor', 'Acid wash pool', 'Replace spa heater', 'Health department inspection prep'],
    esSiteLines: ['Mantenimiento semanal de piscina', 'Reemplazo de bomba de piscina'],
    unitCapable: false,
    contract: true,
  },
  cleaning: {
    words: ['Cleaning Services', 'Janitorial', 'Building Maintenance', 'Maintenance Services'],
    es: ['Servicios de Limpieza', 'Limpieza y Mantenimiento'],
    gl: ['6450', '6451', '6630'],
    unitLines: ['Move-out clean', 'Turnover cleaning - 1 BR', 'Deep clean after renovation'],
    siteLines: ['Janitorial service - common areas', 'Porter service', 'Clean trash chute', 'Lobby floor strip and wax'],
    esUnitLines: ['Limpieza de apartamento desocupado'],
    esSiteLines: ['Limpieza de áreas comunes', 'Servicio de conserje'],
    unitCapable: true,
    contract: true,
  },
  windows: {
    words: ['Window Cleaning', 'Window Washing'],
    es: [],
    gl: ['6455'],
    unitLines: [],
    siteLines: ['Exterior window washing - semi-annual', 'Lobby glass cleaning', 'High-rise window cleaning - drop 1-6'],
    unitCapable: false,
    contract: true,
  },
  fire: {
    words: ['Fire Protection', 'Fire & Safety', 'Fire Sprinkler', 'Fire Alarm'],
    es: ['Extintores y Alarmas'],
    gl: ['6480', '6481', '6482'],
    unitLines: ['Replace smoke detector'],
    siteLines: ['Annual fire alarm inspection', 'Sprinkler 5-year inspection', 'Extinguisher service - 24 units', 'Fire pump annual test', 'Standpipe inspection'],
    esSiteLines: ['Inspección anual de alarma contra incendios', 'Servicio de extintores'],
    unitCapable: false,
    contract: true,
  },
  trash: {
    words: ['Carting', 'Waste Services', 'Rubbish Removal', 'Hauling'],
    es: ['Recogido de Desperdicios'],
    gl: ['6140', '6141', '6142'],
    unitLines: [],
    siteLines: ['Commercial waste collection', 'Recycling collection', 'Bulk item pickup', 'Container rental - 6 yd'],
    esSiteLines: ['Recogido de basura', 'Alquiler de contenedor'],
    unitCapable: false,
    contract: true,
  },
  carpet: {
    words: ['Carpet Cleaning', 'Carpet Care', 'Steam Cleaning'],
    es: [],
    gl: ['6621', '6622'],
    unitLines: ['Carpet cleaning - 2 BR', 'Pet odor treatment', 'Spot clean and deodorize'],
    siteLines: ['Corridor carpet cleaning'],
    unitCapable: true,
    contract: false,
  },
  pressure: {
    words: ['Pressure Washing', 'Power Washing', 'Exterior Cleaning'],
    es: [],
    gl: ['6460'],
    unitLines: [],
    siteLines: ['Pressure wash walkways', 'Pressure wash building exterior', 'Clean dumpster pad'],
    unitCapable: false,
    contract: false,
  },
  mold: {
    words: ['Restoration', 'Mold Remediation', 'Water Damage Restoration'],
    es: ['Remediación de Hongos'],
    gl: ['6580', '6581'],
    unitLines: ['Water extraction and drying', 'Mold remediation - bathroom', 'Dehumidifier rental - 3 days'],
    siteLines: ['Flood cleanup - basement', 'Mold remediation - laundry room'],
    unitCapable: true,
    contract: false,
  },
  termite: {
    words: ['Termite Control', 'Fumigation', 'Tenting'],
    es: ['Control de Comején'],
    gl: ['6445'],
    unitLines: [],
    siteLines: ['Building fumigation - tenting', 'Subterranean termite treatment', 'Annual termite bond renewal'],
    unitCapable: false,
    contract: true,
  },
  shutters: {
    words: ['Hurricane Shutters', 'Storm Protection', 'Shutters & Windows'],
    es: ['Tormenteras'],
    gl: ['6590', '6591'],
    unitLines: [],
    siteLines: ['Install storm panels - pre-storm', 'Remove storm panels', 'Repair accordion shutters', 'Hurricane prep - building'],
    esSiteLines: ['Instalación de tormenteras', 'Reparación de tormenteras'],
    unitCapable: false,
    contract: false,
  },
  generator: {
    words: ['Generator Services', 'Power Systems'],
    es: ['Plantas Eléctricas', 'Generadores'],
    gl: ['6595'],
    unitLines: [],
    siteLines: ['Generator load bank test', 'Generator preventive maintenance', 'Replace generator battery', 'Diesel fuel delivery'],
    esSiteLines: ['Mantenimiento de planta eléctrica', 'Entrega de diésel'],
    unitCapable: false,
    contract: true,
  },
  security: {
    words: ['Security', 'Security Services', 'Protective Services', 'Doorman Services'],
    es: ['Seguridad', 'Servicios de Seguridad'],
    gl: ['6490', '6491', '6492'],
    unitLines: [],
    siteLines: ['Doorman coverage - overnight shift', 'Security patrol services', 'Concierge services', 'Access control repair'],
    esSiteLines: ['Servicio de guardia de seguridad', 'Control de acceso'],
    unitCapable: false,
    contract: true,
  },
  masonry: {
    words: ['Masonry', 'Facade Restoration', 'Waterproofing', 'Brick Pointing'],
    es: [],
    gl: ['6555', '6556', '1710'],
    unitLines: [],
    siteLines: ['Repoint brick at rear elevation', 'Facade repairs per inspection report', 'Sidewalk shed rental', 'Parapet rebuild', 'Stoop repair'],
    unitCapable: false,
    contract: false,
  },
  handyman: {
    words: ['Handyman Services', 'Property Services', 'Maintenance & Repair'],
    es: ['Mantenimiento General'],
    gl: ['6500', '6501', '6610'],
    unitLines: ['Replace closet doors', 'Repair drywall hole', 'Hang blinds', 'Replace cabinet hinges', 'Caulk tub and replace grout', 'Make-ready punch list'],
    siteLines: ['Repair fence', 'Replace mailbox panel', 'Repair stair railing', 'General repairs - common area'],
    esUnitLines: ['Reparación de puerta', 'Reparación de paredes'],
    esSiteLines: ['Reparaciones generales en áreas comunes'],
    unitCapable: true,
    contract: false,
  },
  glass: {
    words: ['Glass', 'Glass & Mirror', 'Window & Door'],
    es: ['Cristalería'],
    gl: ['6565'],
    unitLines: ['Replace broken window pane', 'Replace sliding door glass', 'Replace window balance'],
    siteLines: ['Replace lobby door glass', 'Board up broken storefront'],
    unitCapable: true,
    contract: false,
  },
  elevator: {
    words: ['Elevator', 'Elevator Corp', 'Elevator Service'],
    es: ['Ascensores', 'Elevadores'],
    gl: ['6470', '6471', '6472', '1760'],
    unitLines: [],
    siteLines: ['Monthly elevator maintenance', 'Elevator entrapment call', 'Category 1 test', 'Replace door operator', 'Annual inspection witness'],
    esSiteLines: ['Mantenimiento mensual de ascensores', 'Servicio de emergencia de ascensor'],
    unitCapable: false,
    contract: true,
  },
  garage: {
    words: ['Garage Door', 'Overhead Door', 'Door & Gate'],
    es: [],
    gl: ['6570', '6575'],
    unitLines: [],
    siteLines: ['Repair garage door opener', 'Replace gate operator', 'Replace torsion spring', 'Gate remote programming'],
    unitCapable: false,
    contract: false,
  },
  backflow: {
    words: ['Backflow Testing', 'Backflow & Irrigation'],
    es: [],
    gl: ['6486', '6135'],
    unitLines: [],
    siteLines: ['Annual backflow test - 2 devices', 'Repair backflow preventer', 'File test report with water district'],
    unitCapable: false,
    contract: true,
  },
  gutter: {
    words: ['Gutter Cleaning', 'Seamless Gutters'],
    es: [],
    gl: ['6465'],
    unitLines: [],
    siteLines: ['Clean gutters and downspouts', 'Replace downspout', 'Install gutter guards'],
    unitCapable: false,
    contract: false,
  },
  tree: {
    words: ['Tree Service', 'Arborists'],
    es: [],
    gl: ['6412'],
    unitLines: [],
    siteLines: ['Remove dead tree', 'Prune palms', 'Stump grinding', 'Emergency limb removal'],
    unitCapable: false,
    contract: false,
  },
  cooling: {
    words: ['Evaporative Cooling', 'Swamp Cooler Service'],
    es: [],
    gl: ['6533', '6530'],
    unitLines: ['Start up swamp cooler', 'Replace cooler pads', 'Replace cooler pump'],
    siteLines: ['Seasonal cooler startup - all buildings'],
    unitCapable: true,
    contract: false,
  },
  laundry: {
    words: ['Laundry'],
    es: [],
    gl: ['6495', '6496'],
    unitLines: [],
    siteLines: ['Laundry equipment lease', 'Repair coin-op dryer', 'Card reader replacement'],
    unitCapable: false,
    contract: true,
  },
  supply: {
    words: ['Supply'],
    es: [],
    gl: ['6710', '6711', '6712', '6713', '6714', '6716'],
    unitLines: ['Faucet, kitchen, chrome', 'Toilet seat, elongated', 'Range hood filter', 'Interior paint, 5 gal, eggshell', 'Blinds, 36 x 64', 'Smoke alarm, 10-year'],
    siteLines: ['HVAC filters 20x25x1 (case)', 'LED A19 bulbs (case of 24)', 'Ice melt 50 lb (pallet)', 'Janitorial supplies', 'Trash can liners', 'Air filters, pleated'],
    unitCapable: true,
    contract: false,
  },
  furniture: {
    words: ['Furniture Rental'],
    es: [],
    gl: ['7190'],
    unitLines: ['Model unit furniture rental - monthly', 'Furniture package delivery'],
    siteLines: ['Clubhouse furniture rental'],
    unitCapable: true,
    contract: false,
  },
  advertising: {
    words: ['Advertising'],
    es: [],
    gl: ['7130', '7131'],
    unitLines: [],
    siteLines: ['Premium listing - monthly', 'Featured listing upgrade'],
    unitCapable: false,
    contract: true,
  },
  alarm: {
    words: ['Security Systems'],
    es: [],
    gl: ['6482', '6492'],
    unitLines: [],
    siteLines: ['Monitoring - quarterly', 'Service call - keypad'],
    unitCapable: false,
    contract: true,
  },
};

/** Local trade mix by region (weights). */
export const LOCAL_MIX: Record<RegionKey, Partial<Record<Cat, number>>> = (() => {
  const common: Partial<Record<Cat, number>> = {
    plumbing: 12, electrical: 9, hvac: 10, roofing: 5, painting: 8, flooring: 5, appliance: 5, locksmith: 5, pest: 6, landscaping: 6,
    cleaning: 7, windows: 2, fire: 3, trash: 2, carpet: 4, pressure: 2, mold: 2, generator: 1, security: 3, handyman: 9, glass: 2, garage: 2, gutter: 1, tree: 2,
  };
  const extra: Record<RegionKey, Partial<Record<Cat, number>>> = {
    NYC: { boiler: 8, snow: 3, masonry: 5, elevator: 3, trash: 5, landscaping: 2, security: 5 },
    NJ: { boiler: 5, snow: 4, masonry: 2, elevator: 1 },
    DC: { boiler: 3, snow: 3, masonry: 2, elevator: 1 },
    BAL: { boiler: 3, snow: 3, masonry: 2 },
    UT: { snow: 6, backflow: 2, cooling: 2, pool: 2 },
    DEN: { snow: 6, backflow: 1, cooling: 1, pool: 1 },
    LV: { pool: 6, backflow: 2, cooling: 3, landscaping: 8 },
    SFL: { pool: 6, termite: 3, shutters: 3, elevator: 2, backflow: 1, generator: 2, security: 5 },
    HNL: { pool: 3, termite: 4, elevator: 2, security: 3 },
    PR: { pool: 2, termite: 2, shutters: 3, elevator: 2, generator: 4, security: 4 },
  };
  const out = {} as Record<RegionKey, Partial<Record<Cat, number>>>;
  for (const r of Object.keys(extra) as RegionKey[]) {
    out[r] = { ...common };
    for (const [k, v] of Object.entries(extra[r]) as [Cat, number][]) out[r][k] = v;
  }
  return out;
})();
