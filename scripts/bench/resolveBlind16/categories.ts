/**
 * What each kind of vendor bills for: its GL accounts (the usual one first, then those a
 * reclassification moves it to), the line items its bills print (English, Spanish), how often a
 * bill is for one unit rather than the whole property, and which layout its bills use.
 */
export type BillKind = 'utility' | 'tax' | 'hoa' | 'invoice';

export interface Category {
  key: string;
  gl: readonly string[];
  unit: number;
  kind: BillKind;
  items: readonly string[];
  es: readonly string[];
}

const L = (s: string): string[] => s.split('|').map((x) => x.trim()).filter((x) => x);

const TABLE: readonly [string, string, number, BillKind, string, string][] = [
  ['power', '6100 6110 6105 6115', 0.22, 'utility', 'Electric Service|Basic Service Charge|Energy Charge|Demand Charge|Fuel Cost Adjustment|Franchise Fee|State Sales Tax|Renewable Energy Rider|Customer Charge|Common Area Lighting|Wildfire Mitigation Adjustment|Energy Cost Adjustment', 'Cargo por consumo|Cargo fijo por cliente|Ajuste por compra de combustible|Ajuste por compra de energía|CILT municipios|Subsidios|Cargo por demanda|Otros cargos'],
  ['energy', '6100 6110 6120', 0.22, 'utility', 'Electric Service|Natural Gas Service|Service & Facility Charge|Energy Charge|Gas Cost Adjustment|Electric Commodity Adjustment|Therms Delivered|Franchise Fee|Sales Tax|Demand Side Management|Renewable Energy Standard', ''],
  ['combined', '6140 6100 6130', 0.15, 'utility', 'Electric|Water|Wastewater|Stormwater|Natural Gas|Trash & Recycling|Customer Charge|Electric Demand|Water Base Fee|Utility Tax', ''],
  ['gas', '6120 6125', 0.1, 'utility', 'Natural Gas Service|Customer Charge|Distribution Charge|Gas Cost Adjustment|Therms Used|Pipeline Safety Surcharge|Franchise Fee|Sales Tax|Gas Service - Propane|Fuel Adjustment', ''],
  ['propane', '6125 6120', 0.15, 'utility', 'Propane Delivery|Tank Rental|Hazmat Fee|Delivery Charge|Leak Check|Fuel Recovery Fee|Will-Call Delivery|Gallons Delivered', 'Gas propano|Cargo de entrega|Alquiler de tanque|Cargo por combustible'],
  ['heatoil', '6128 6125', 0.1, 'utility', 'Heating Fuel #1|Heating Oil Delivery|Tank Top-Off|Fuel Surcharge|Environmental Fee|Furnace Priming|Keep-Full Delivery', ''],
  ['water', '6130 6140 6145 6135', 0.05, 'utility', 'Water Service|Water Usage|Base Charge|Meter Charge|Wastewater Service|Sewer Charge|Stormwater Fee|Irrigation Meter|Fire Line Charge|Backflow Test Fee|Water Consumption', 'Cargo por servicio de agua|Cargo por alcantarillado|Cargo base|Cargo ambiental|Consumo de agua|Cargo por servicio sanitario'],
  ['sewer', '6135 6140 6150', 0.02, 'utility', 'Sewer Service|Wastewater Charge|Trash Collection|Recycling|Stormwater Utility Fee|Sewer Base Fee|Sewer Use Charge', ''],
  ['waste', '6150 6155 6158', 0, 'utility', 'Front-Load Dumpster Service 4 YD 2x/Wk|Roll-Off Haul|Container Rental|Recycling Service|Fuel/Environmental Recovery Fee|Extra Pickup|Bulk Item Pickup|Overage Charge|Contamination Fee|Regulatory Cost Recovery|Compactor Service', 'Recogido de desperdicios|Alquiler de contenedor|Cargo por combustible|Recogido adicional|Reciclaje|Cargo ambiental'],
  ['internet', '6160 6165 5360', 0.05, 'utility', 'Business Internet 300 Mbps|Static IP|Modem Lease|Voice Line - Elevator|Fire Alarm Line|Taxes, Surcharges and Fees|Bulk TV Service|WiFi Pro - Clubhouse|Regulatory Recovery Fee|Gigabit Fiber', 'Internet comercial|Línea telefónica|Cargos regulatorios|Alquiler de equipo|Línea de ascensor'],
  ['tax', '6600 2400 6610', 0.12, 'tax', 'First Half Real Property Tax|Second Half Real Property Tax|Special District Levy|Penalty & Interest|Fire Protection District|School District Levy|Real Property Tax - Installment|Weed Abatement Lien', 'Contribución sobre la propiedad inmueble|Primer semestre|Segundo semestre|Recargos e intereses|Contribución básica|Contribución adicional especial'],
  ['license', '6630 6640', 0.05, 'invoice', 'Residential Rental License|Business License Renewal|Rental Registration Fee|Short-Term Rental Permit|Fire Inspection Fee|Late Renewal Penalty|Permit Renewal', 'Patente municipal|Licencia de uso|Permiso de uso|Arbitrios de construcción'],
  ['excise', '6650 6600', 0, 'invoice', 'General Excise Tax|Transient Accommodations Tax|Penalty & Interest|Periodic Return Balance Due', ''],
  ['hoa', '6620 6610', 0.8, 'hoa', 'Monthly Assessment|HOA Dues|Reserve Contribution|Special Assessment|Late Fee|Water/Sewer Billed by Association|Maintenance Fee|Parking Stall Fee|Insurance Assessment', 'Cuota de mantenimiento|Derrama|Cuota especial|Recargo por atraso|Seguro del condominio|Cuota de estacionamiento'],
  ['supply', '6480 6485 6250', 0.1, 'invoice', 'Furnace Filters 16x25x1 (12)|LED A19 Bulbs 24 pk|Toilet Flapper|Wax Ring|Smoke Detector 10-Yr|Caulk|Door Hardware|2in Faux Wood Blinds|GFCI Outlet|Supply Line|Ice Melt 50 lb|Contractor Trash Bags|Mop Heads', 'Materiales de ferretería|Bombillas LED|Filtros de A/C|Pintura|Cerraduras|Tubería PVC'],
  ['paint', '6260 6480', 0.15, 'invoice', 'ProMar 200 Eggshell 5 gal|Primer 5 gal|Roller Covers|Painters Tape|Drop Cloths|Duration Exterior Satin|Caulk & Patch', 'Pintura 5 gal|Rolos|Cinta|Sellador'],
  ['uniforms', '6485 6340', 0, 'invoice', 'Uniform Rental|Mat Service|Restroom Supplies|First Aid Cabinet Service|Paper Towels|Hand Soap Refill', 'Alquiler de uniformes|Servicio de alfombras|Suministros de baño'],
  ['rental', '6490 6250', 0.05, 'invoice', 'Scissor Lift Rental - 1 Week|Carpet Extractor Rental|Dehumidifier Rental|Skid Steer Rental|Delivery & Pickup|Environmental Fee|Damage Waiver', 'Alquiler de equipo|Entrega y recogido'],
  ['office', '5330 6480', 0, 'invoice', 'Copy Paper 10 Ream|Toner Cartridge|Envelopes #10|Printer Ink|Binders|Desk Chair|Label Tape', ''],
  ['postage', '5340 5330', 0, 'invoice', 'Overnight Shipping|Ground Shipping|Certified Mail - Notice|Postage Meter Refill|Fuel Surcharge|Meter Lease', ''],
  ['advertising', '5110 5100', 0.15, 'invoice', 'Listing Package - Gold|Featured Listing|Premium Placement|Monthly Subscription|Video Tour Add-On', ''],
  ['software', '5350 5110', 0.05, 'invoice', 'Self-Showing Lockbox Subscription|Smart Lock Monthly|Per-Unit License|Setup Fee', ''],
  ['insurance', '6500 6510 1310', 0, 'invoice', 'Commercial Property Premium|General Liability Premium|Policy Fee|Installment Fee|Umbrella Premium|Endorsement Premium', ''],
  ['flood', '6520 6500', 0, 'invoice', 'Flood Policy Premium|Federal Policy Fee|HFIAA Surcharge|Reserve Fund Assessment', ''],
  ['windstorm', '6530 6500', 0, 'invoice', 'Windstorm/Hurricane Premium|Deductible Buy-Back|Policy Fee', 'Prima de seguro contra huracán|Cargo de póliza|Deducible'],
  ['phone', '5360 6160', 0, 'invoice', 'Cell Service - Maintenance Staff|Device Installment|Taxes & Surcharges|Hotspot Plan', ''],
  ['softener', '6250 6130', 0.3, 'invoice', 'Softener Rental|Salt Delivery|RO Service|Filter Change', ''],
  ['plumbing', '6200 6250', 0.6, 'invoice', 'Service Call|Labor - Plumber 2 hrs|Replace Water Heater 50 gal|Clear Kitchen Drain|Repair Leaking Supply Line|Reset Toilet - New Wax Ring|Replace Faucet Cartridge|Trip Charge|Parts|After-Hours Surcharge|Snake Main Line|Camera Inspection of Sewer Line', 'Visita de servicio|Mano de obra|Reemplazo de calentador|Destape de drenaje|Reparación de tubería|Materiales|Cambio de llave de paso'],
  ['electrical', '6210 6115 6250', 0.35, 'invoice', 'Service Call|Replace Breaker 20A|Troubleshoot GFCI Circuit|Install LED Wall Packs|Replace Parking Lot Pole Light|Labor - Electrician|Materials|Panel Inspection|Replace Exterior Photocell', 'Visita de servicio|Reemplazo de breaker|Instalación de luminarias|Mano de obra|Materiales eléctricos'],
  ['hvac', '6220 1540 6250', 0.55, 'invoice', 'Furnace Repair|Replace Inducer Motor|AC Not Cooling - Diagnostic|Recharge Refrigerant R-410A|Replace Capacitor|Preventive Maintenance - Spring|Replace Thermostat|Mini-Split Cleaning|Labor|Parts', 'Mantenimiento de A/C|Reparación de consola|Recarga de refrigerante|Limpieza de unidad mini-split|Reemplazo de capacitor'],
  ['boiler', '6225 6220', 0.05, 'invoice', 'Boiler Annual Service|Replace Circulator Pump|Boiler Inspection Certificate|Glycol Top-Off|Low-Water Cutoff Test', ''],
  ['roofing', '6230 1550', 0.1, 'invoice', 'Roof Leak Repair|Replace Missing Shingles|Flat Roof Patch|Roof Inspection|Ice Dam Removal|Flashing Repair|Tear-Off and Re-Roof', 'Sellado de techo|Impermeabilización|Reparación de filtración|Inspección de techo'],
  ['landscaping', '6300 6320 6305', 0, 'invoice', 'Monthly Landscape Maintenance|Mowing & Trimming|Spring Cleanup|Fall Cleanup|Mulch Installation|Fertilizer Application|Weed Control|Xeriscape Conversion', 'Mantenimiento de áreas verdes|Poda|Corte de grama|Limpieza de solar|Siembra'],
  ['irrigation', '6320 6300', 0, 'invoice', 'Sprinkler Startup|Sprinkler Blowout/Winterization|Replace Valve|Repair Broken Heads|Drip Line Repair|Controller Replacement|Backflow Test', ''],
  ['snow', '6310 6315', 0, 'invoice', 'Snow Plowing - Event|Sidewalk Shoveling|Ice Melt Application|Seasonal Snow Contract - Monthly|Snow Hauling|Sanding', ''],
  ['tree', '6305 6300', 0, 'invoice', 'Tree Trimming|Tree Removal|Stump Grinding|Emergency Limb Removal|Palm Trimming|Arborist Assessment', 'Poda de árboles|Remoción de árbol|Poda de palmas'],
  ['pest', '6330 6335', 0.45, 'invoice', 'Monthly Pest Service|Quarterly Exterior Treatment|Bed Bug Treatment|Rodent Exclusion|Cockroach Treatment|Ant Treatment|Wasp Nest Removal|Initial Service', 'Fumigación mensual|Control de roedores|Tratamiento de cucarachas|Control de comején|Fumigación de apartamento'],
  ['termite', '6335 6330', 0.3, 'invoice', 'Termite Tenting|Subterranean Termite Treatment|Termite Inspection|Drywood Termite Spot Treatment|Bait Station Monitoring', 'Tratamiento de comején|Inspección de comején|Estaciones de cebo'],
  ['painting', '6260 6350 6250', 0.7, 'invoice', 'Interior Paint - Turnover|Touch-Up Paint|Exterior Paint|Paint Stairwell|Drywall Patch & Paint|Cabinet Refinishing', 'Pintura interior|Pintura exterior|Resane y pintura'],
  ['flooring', '6265 1560', 0.75, 'invoice', 'Install LVP Flooring|Carpet Replacement|Tile Repair|Vinyl Plank - Kitchen|Transition Strips|Floor Prep', 'Instalación de losetas|Reparación de piso|Piso vinílico'],
  ['carpet', '6270 6350', 0.85, 'invoice', 'Carpet Cleaning - 2 BR|Stain Treatment|Pet Odor Treatment|Upholstery Cleaning|Hallway Carpet Cleaning', 'Limpieza de alfombra'],
  ['appliance', '6240 1520', 0.85, 'invoice', 'Refrigerator Repair|Dishwasher Replacement|Range Igniter Replacement|Washer Repair|Dryer Vent Cleaning|Microwave Install|Service Call', 'Reparación de nevera|Reparación de estufa|Reemplazo de lavadora|Visita de servicio'],
  ['handyman', '6255 6250', 0.6, 'invoice', 'Handyman Labor|Hang Blinds|Replace Door Knob|Patch Drywall|Adjust Closet Doors|Replace Smoke Detectors|Misc Repairs|Make-Ready Repairs', 'Mano de obra - mantenimiento|Reparaciones misceláneas|Instalación de puerta|Cambio de cerradura'],
  ['janitorial', '6340 6345 6350', 0.05, 'invoice', 'Common Area Cleaning - Monthly|Trash Chute Cleaning|Window Washing - Lobby|Restroom Service|Floor Strip & Wax|Day Porter', 'Limpieza de áreas comunes|Servicio de conserje|Lavado de ventanas'],
  ['turnover', '6350 6340', 0.9, 'invoice', 'Move-Out Cleaning|Deep Clean 2BR|Appliance Cleaning|Trash Out|Make-Ready Clean', 'Limpieza de mudanza|Limpieza profunda'],
  ['glass', '6275 6250', 0.4, 'invoice', 'Replace Broken Window Pane|Sliding Door Glass|Window Screen Repair|Storefront Glass|Emergency Board-Up', 'Reemplazo de cristal|Reparación de ventana|Puerta corrediza'],
  ['pool', '6360', 0, 'invoice', 'Weekly Pool Service|Chemicals|Pump Motor Replacement|Filter Cleaning|Spa Heater Repair|Pool Opening|Health Dept Inspection', 'Mantenimiento de piscina|Químicos|Reparación de bomba'],
  ['elevator', '6370', 0, 'invoice', 'Elevator Maintenance - Monthly|Elevator Callback|Annual Load Test|Door Operator Repair|State Inspection Fee', 'Mantenimiento de ascensor|Inspección de ascensor|Llamada de servicio'],
  ['fire', '6380 6385', 0.1, 'invoice', 'Annual Fire Extinguisher Inspection|Fire Sprinkler 5-Yr Inspection|Fire Alarm Monitoring|Backflow - Fire Line|Replace Extinguishers|Fire Alarm Panel Repair', 'Inspección de extintores|Monitoreo de alarma|Inspección de rociadores'],
  ['security', '6390 6395', 0.05, 'invoice', 'Alarm Monitoring - Monthly|Security Patrol|Camera System Service|Access Control Repair|Gate Call Box Service', 'Servicio de guardia|Monitoreo de alarma|Cámaras de seguridad'],
  ['locksmith', '6280 6250', 0.7, 'invoice', 'Rekey Unit|Lockout Service|Master Key System|Replace Deadbolt|Mailbox Lock Change', 'Cambio de cerradura|Copias de llaves|Apertura de puerta'],
  ['garagedoor', '6285 6290', 0.3, 'invoice', 'Garage Door Spring Replacement|Opener Repair|Gate Operator Repair|Roll-Up Door Service', 'Reparación de portón|Motor de portón'],
  ['fencing', '6290 6250', 0.05, 'invoice', 'Fence Repair|Replace Fence Panels|Gate Hinge Repair|Install Privacy Fence', 'Reparación de verja|Instalación de verja'],
  ['paving', '6400 6405 1570', 0, 'invoice', 'Asphalt Patching|Crack Sealing|Seal Coat Parking Lot|Restripe Parking Lot|Concrete Sidewalk Replacement|ADA Ramp Repair', 'Bacheo|Sellado de asfalto|Rotulación de estacionamiento'],
  ['gutter', '6410 6230', 0.05, 'invoice', 'Gutter Cleaning|Downspout Repair|Heat Tape Install|Gutter Guard Installation', ''],
  ['restoration', '6420 6430', 0.6, 'invoice', 'Water Extraction|Dehumidifier Placement|Mold Remediation|Drying Equipment - 3 Days|Emergency Response|Drywall Removal', 'Extracción de agua|Remediación de hongo|Equipo de secado'],
  ['septic', '6205 6200', 0.1, 'invoice', 'Septic Pumping 1,000 gal|Septic Inspection|Lift Station Service|Grease Trap Pumping|Drain Field Repair', 'Limpieza de pozo séptico|Bombeo de trampa de grasa'],
  ['well', '6205 6200', 0.05, 'invoice', 'Well Pump Replacement|Pressure Tank Repair|Water Testing|Well Inspection', ''],
  ['generator', '6440 6250', 0.05, 'invoice', 'Generator Maintenance|Generator Fuel Delivery|Load Bank Test|Transfer Switch Repair', 'Mantenimiento de generador|Diésel para generador|Reparación de planta eléctrica'],
  ['solar', '6450 6110', 0.1, 'invoice', 'Solar Panel Cleaning|Inverter Replacement|PV System O&M|Monitoring Subscription', 'Limpieza de placas solares|Reemplazo de inversor'],
  ['shutters', '6460 6250', 0.3, 'invoice', 'Hurricane Shutter Installation|Storm Panel Repair|Shutter Inspection', 'Instalación de tormenteras|Reparación de tormenteras'],
  ['cistern', '6470 6130', 0.1, 'invoice', 'Cistern Cleaning|Water Tank Installation|Cistern Pump|Water Tank Disinfection', 'Limpieza de cisterna|Instalación de tanque de agua|Bomba de cisterna|Desinfección de tanque'],
  ['swamp', '6220 6250', 0.4, 'invoice', 'Evaporative Cooler Startup|Replace Cooler Pads|Cooler Winterization|Replace Cooler Belt & Pump', ''],
  ['chimney', '6250 6225', 0.3, 'invoice', 'Chimney Sweep|Chimney Inspection|Wood Stove Service|Chimney Cap Install', ''],
  ['legal', '5300', 0.5, 'invoice', 'Eviction Filing|Court Appearance|Lease Review|Collections|Writ of Restitution|Notice Service', 'Demanda de desahucio|Comparecencia|Revisión de contrato'],
  ['accounting', '5310', 0, 'invoice', 'Annual Audit|Tax Return Preparation|1099 Preparation|Bookkeeping', 'Auditoría anual|Planillas|Contabilidad'],
];

export const CATEGORIES: ReadonlyMap<string, Category> = new Map(
  TABLE.map(([key, gl, unit, kind, items, es]) => [key, { key, gl: gl.split(' '), unit, kind, items: L(items), es: L(es) }]),
);

export function category(key: string): Category {
  const c = CATEGORIES.get(key);
  if (!c) throw new Error(`no category ${key}`);
  return c;
}
