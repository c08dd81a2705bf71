/** Anchorage and the Mat-Su, Honolulu and the neighbour islands, San Juan and Ponce. */
import { city, words } from './geoCity';
import type { Metro } from './model';

export const anchorage: Metro = {
  key: 'anc', label: 'Anchorage', state: 'AK', style: 'ak', properties: 100, spanish: false,
  area: ['907'], office: ['188 W Northern Lights Blvd Ste 700', 'Anchorage', '99503'],
  cities: [
    city('Anchorage', '99501 99502 99503 99504 99507 99508 99515 99516 99517 99518', 'anchorage', {
      weight: 6, alt: ['Anch', 'ANCHORAGE AK'], hoods: ['Spenard', 'Midtown', 'Mountain View', 'Muldoon', 'Fairview', 'South Addition', 'Sand Lake'],
    }),
    city('Eagle River', '99577', 'anchorage', { streets: words('Business Blvd|Old Glenn Hwy|Eagle River Rd|Eagle River Loop Rd|Artillery Rd|N Eagle River Loop') }),
    city('Girdwood', '99587', 'anchorage', { rural: true, streets: words('Alyeska Hwy|Arlberg Ave|Crow Creek Rd|Hightower Rd|Timberline Dr') }),
    city('Wasilla', '99654 99623', 'matsu', { weight: 2, rural: true, streets: words('Parks Hwy|Palmer-Wasilla Hwy|Knik-Goose Bay Rd|Seldon Rd|Lucille St|Bogard Rd|Main St') }),
    city('Palmer', '99645', 'matsu', { rural: true, streets: words('Glenn Hwy|S Colony Way|E Arctic Ave|E Evergreen Ave|Inner Springer Loop|Palmer-Fishhook Rd') }),
    city('Big Lake', '99652', 'matsu', { rural: true, streets: words('Big Lake Rd|Beaver Lake Rd|Hollywood Rd|Burma Rd') }),
    city('Talkeetna', '99676', 'matsu', { rural: true, streets: words('Talkeetna Spur Rd|Main St|Comsat Rd|Christiansen Lake Rd') }),
    city('Soldotna', '99669', 'kenai', { rural: true, streets: words('Sterling Hwy|Kalifornsky Beach Rd|Funny River Rd|Kenai Spur Hwy|Marydale Ave') }),
    city('Homer', '99603', 'kenai', { rural: true, streets: words('Pioneer Ave|Ocean Dr|Homer Spit Rd|East End Rd|Kachemak Dr|Sterling Hwy') }),
    city('Seward', '99664', 'kenai', { rural: true, streets: words('4th Ave|Seward Hwy|Port Ave|Nash Rd|Exit Glacier Rd') }),
  ],
  streets: words(`W Northern Lights Blvd|E Tudor Rd|C St|A St|Arctic Blvd|Spenard Rd|Muldoon Rd|Boniface Pkwy|Lake Otis Pkwy|DeBarr Rd|E 36th Ave|W Dimond Blvd|
    Old Seward Hwy|Minnesota Dr|Jewel Lake Rd|Abbott Rd|Huffman Rd|O'Malley Rd|E 5th Ave|W 4th Ave|Gambell St|Ingra St|W Benson Blvd|E 15th Ave|Bragaw St|
    Northway Dr|Raspberry Rd|Elmore Rd|Rabbit Creek Rd|E Dowling Rd|W International Airport Rd|Fireweed Ln|Denali St|Baxter Rd`),
  places: words(`Chugach|Denali|Turnagain|Knik|Cook Inlet|Sourdough|Midnight Sun|Spenard|Eagle River|Potter Marsh|Kincaid|Alyeska|Matanuska|Susitna|Hatcher Pass|
    Northern Lights|Aurora|Resurrection Bay|Kenai River|Kachemak|Polar|Glacier View|Ptarmigan|Caribou|Tundra`),
};

export const honolulu: Metro = {
  key: 'hnl', label: 'Honolulu', state: 'HI', style: 'hi', properties: 140, spanish: false,
  area: ['808'], office: ['1003 Bishop St Ste 2700', 'Honolulu', '96813'],
  cities: [
    city('Honolulu', '96813 96814 96815 96816 96817 96818 96819 96821 96822 96825 96826', 'honolulu', {
      weight: 7, hoods: ['Waikīkī', 'Mānoa', 'Makiki', 'Kakaʻako', 'Kaimukī', 'Kalihi', 'Hawaiʻi Kai', 'Mōʻiliʻili', 'Ala Moana', 'Nuʻuanu'],
    }),
    city('ʻAiea', '96701', 'honolulu', { hyphen: ['98-', '99-'], streets: words('Moanalua Rd|Kaʻahumanu St|ʻAiea Heights Dr|Kamehameha Hwy|Kahuapaʻani St|Ulune St') }),
    city('Pearl City', '96782', 'honolulu', { hyphen: ['98-', '96-'], streets: words('Kamehameha Hwy|Hoʻolaulea St|Waimano Home Rd|Komo Mai Dr|Acacia Rd|Lehua Ave') }),
    city('Waipahu', '96797', 'honolulu', { weight: 2, hyphen: ['94-'], streets: words('Waipahu St|Farrington Hwy|Leokū St|Kahuailani St|Hikimoe St|Paiwa St|Mokuola St') }),
    city('Kapolei', '96707', 'honolulu', { weight: 2, hyphen: ['91-', '92-'], streets: words('Kapolei Pkwy|Fort Barrette Rd|Farrington Hwy|Kamokila Blvd|Makakilo Dr|Haloa Dr') }),
    city('ʻEwa Beach', '96706', 'honolulu', { hyphen: ['91-'], alt: ['Ewa Bch'], streets: words('Fort Weaver Rd|Renton Rd|Keaunui Dr|Kolowaka Dr|Geiger Rd|North Rd') }),
    city('Kāneʻohe', '96744', 'honolulu', { weight: 2, hyphen: ['45-', '46-', '47-'], streets: words('Kamehameha Hwy|Kāneʻohe Bay Dr|Likelike Hwy|Kahekili Hwy|Haʻikū Rd|Keaʻahala Rd|Waikalua Rd') }),
    city('Kailua', '96734', 'honolulu', { weight: 2, streets: words('Kailua Rd|Hekili St|Oneawa St|Kainalu Dr|Kuʻulei Rd|Hāmākua Dr|Wanaʻao Rd|Keolu Dr') }),
    city('Mililani', '96789', 'honolulu', { hyphen: ['95-'], streets: words('Meheula Pkwy|Lanikūhana Ave|Kuahelani Ave|Kīpapa Dr|Ukuwai St') }),
    city('Waiʻanae', '96792', 'honolulu', { hyphen: ['85-', '86-', '87-'], streets: words('Farrington Hwy|Waiʻanae Valley Rd|Plantation Rd|Lualualei Homestead Rd') }),
  ],
  streets: words(`Kapiʻolani Blvd|Kalākaua Ave|Ala Moana Blvd|Kūhiō Ave|Keʻeaumoku St|Piʻikoi St|Kaheka St|Makiki St|Wilder Ave|Kinaʻu St|S Beretania St|S King St|
    Nuʻuanu Ave|Liliha St|Pālolo Ave|Waiʻalae Ave|Kaimukī Ave|University Ave|Date St|McCully St|Kaʻiulani Ave|Lewers St|Seaside Ave|Ala Wai Blvd|Punahou St|
    Young St|Kalihi St|Dillingham Blvd|N School St|Hawaiʻi Kai Dr|Lunalilo Home Rd|Kīlauea Ave|Queen St|Auahi St|Halekauwila St|Cooke St|Ward Ave`),
  places: words(`Kalani|Makana|Leilani|Nāpua|Ke Kai|Moana|Pualani|Lanikai|Mānoa|Waiʻalae|Kūhiō|Diamond Head|Kaʻala|Koʻolau|Puʻuloa|Nuʻuanu|Makapuʻu|Kahala|Hōkū|Anuenue`),
};

export const neighborIslands: Metro = {
  key: 'hni', label: 'Neighbor Islands', state: 'HI', style: 'hi', properties: 70, spanish: false,
  area: ['808'], office: ['2200 Main St Ste 525', 'Wailuku', '96793'],
  cities: [
    city('Kahului', '96732', 'maui', { streets: words('Kaʻahumanu Ave|Puʻunēnē Ave|Hāna Hwy|Wakea Ave|Lono Ave|W Kamehameha Ave|Onehee Ave') }),
    city('Wailuku', '96793', 'maui', { streets: words('Main St|Market St|Lower Main St|Waiehu Beach Rd|Kaohu St|Mill St|Eha St') }),
    city('Kīhei', '96753', 'maui', { weight: 2, streets: words('S Kīhei Rd|Piʻilani Hwy|Liloa Dr|E Lipoa St|Welakahao Rd|Kūlanihākoʻi St|Ohukai Rd|Wailea Alanui Dr') }),
    city('Lahaina', '96761', 'maui', { streets: words('Front St|Lower Honoapiʻilani Rd|Honoapiʻilani Hwy|Kāʻanapali Pkwy|Lahainaluna Rd|Waineʻe St|Kapalua Dr') }),
    city('Kapaʻa', '96746', 'kauai', { hyphen: ['4-'], streets: words('Kūhiō Hwy|Kawaihau Rd|Olohena Rd|Kukui St|Kaʻapuni Rd|Haleilio Rd') }),
    city('Līhuʻe', '96766', 'kauai', { hyphen: ['3-'], streets: words('Rice St|Kūhiō Hwy|Hardy St|Nāwiliwili Rd|Kaumualiʻi Hwy|Hoʻolako St|Akahi St') }),
    city('Kōloa', '96756', 'kauai', { hyphen: ['2-', '5-'], streets: words('Poʻipū Rd|Lāwaʻi Rd|Hoʻonani Rd|Kiahuna Plantation Dr|Ala Kinoiki|Weliweli Rd') }),
    city('Princeville', '96722', 'kauai', { hyphen: ['5-'], streets: words('Ka Haku Rd|Emmalani Dr|Kamehameha Rd|Kūhiō Hwy|Wyllie Rd') }),
    city('Hilo', '96720', 'hawaii', { weight: 2, streets: words('Kanoelehua Ave|Kīlauea Ave|Waiānuenue Ave|Keawe St|Kamehameha Ave|Kinoʻole St|Puainako St|Komohana St|Haili St') }),
    city('Kailua-Kona', '96740', 'hawaii', {
      weight: 2, hyphen: ['75-', '73-', '76-', '77-', '78-'], alt: ['Kailua Kona', 'Kona'],
      streets: words('Aliʻi Dr|Kuakini Hwy|Palani Rd|Kopiko St|Hualālai Rd|Henry St|Queen Kaʻahumanu Hwy|Kamakaeha Ave|Lako St'),
    }),
    city('Waikoloa', '96738', 'hawaii', { hyphen: ['68-', '69-'], alt: ['Waikoloa Village'], streets: words('Waikoloa Beach Dr|Paniolo Ave|Mauna Lani Dr|Puakō Beach Dr|Waikoloa Rd') }),
    city('Pāhoa', '96778', 'hawaii', { rural: true, hyphen: ['15-'], streets: words('Pāhoa Village Rd|Kalapana Rd|Kahakai Blvd|Nānāwale Blvd') }),
    city('Volcano', '96785', 'hawaii', { rural: true, hyphen: ['19-', '11-'], streets: words('Old Volcano Rd|Haunani Rd|Wright Rd|Kilauea Rd') }),
  ],
  streets: words('Honoapiʻilani Hwy|Kaumualiʻi Hwy|Kūhiō Hwy|Aliʻi Dr|Main St'),
  places: words(`Haleakalā|ʻĪao|Kāʻanapali|Wailea|Kīhei|Nāpili|Poʻipū|Hanalei|Waimea|Mauna Kea|Mauna Loa|Kohala|Hualālai|Kapalua|Kīlauea|Mākena|Wailua|Kalapaki`),
};

const SJ_URBS = 'Urb. El Señorial|Urb. Villa Nevárez|Urb. Río Piedras Heights|Urb. Caparra Terrace|Urb. Puerto Nuevo|Urb. Las Lomas|Urb. Baldrich|Urb. University Gardens|Urb. Santa Rita|Urb. Park Gardens|Urb. Summit Hills|Urb. Reparto Metropolitano';

export const sanJuan: Metro = {
  key: 'sju', label: 'San Juan', state: 'PR', style: 'pr', properties: 90, spanish: true,
  area: ['787', '939'], office: ['268 Ave Ponce de León Ste 1100', 'San Juan', '00918'],
  cities: [
    city('San Juan', '00901 00907 00909 00911 00912 00913 00915 00917 00918 00920 00921 00923 00924 00925 00926 00927', 'pr', {
      weight: 6, urbs: words(SJ_URBS),
      hoods: ['Condado', 'Santurce', 'Hato Rey', 'Río Piedras', 'Miramar', 'Isla Verde', 'Viejo San Juan', 'Ocean Park', 'Cupey', 'Puerto Nuevo'],
    }),
    city('Bayamón', '00956 00957 00959 00961', 'pr', {
      weight: 2, alt: ['Bayamon'],
      urbs: words('Urb. Santa Rosa|Urb. Sierra Bayamón|Urb. Santa Juanita|Urb. Royal Town|Urb. Lomas Verdes|Urb. Rexville|Urb. Forest Hills|Urb. Flamingo Hills|Urb. Magnolia Gardens'),
      streets: words('Avenida Main|Avenida Aguas Buenas|Avenida Betances|Avenida Lomas Verdes|Calle Santa Cruz|Avenida Ramón Luis Rivera|Calle Degetau|Calle Maceo'),
    }),
    city('Carolina', '00979 00982 00983 00985 00987', 'pr', {
      weight: 2, hoods: ['Isla Verde'],
      urbs: words('Urb. Villa Carolina|Urb. Los Ángeles|Urb. Villa Fontana|Urb. Country Club|Urb. Metrópolis|Urb. Rolling Hills|Urb. Lomas de Carolina|Urb. Vistamar'),
      streets: words('Avenida Isla Verde|Avenida Los Gobernadores|Avenida Roberto Clemente|Avenida Monserrate|Avenida Fragoso|Calle Ignacio Arzuaga|Avenida Sánchez Castaño|Avenida Campo Rico|Calle Tartak'),
    }),
    city('Guaynabo', '00965 00966 00968 00969 00971', 'pr', {
      urbs: words('Urb. Garden Hills|Urb. Torrimar|Urb. San Patricio|Urb. Parkville|Urb. Villa Caparra|Urb. Altos de Torrimar|Urb. Los Frailes'),
      streets: words('Avenida San Patricio|Calle Tabonuco|Avenida Las Cumbres|Calle Marginal|Avenida Ramírez de Arellano|Calle Esmeralda|Avenida Esmeralda'),
    }),
    city('Trujillo Alto', '00976', 'pr', { urbs: words('Urb. Villas de Caney|Urb. Encantada|Urb. Lago Alto|Urb. Sunville|Urb. Ciudad Universitaria'), streets: words('Avenida Principal|Calle Ebano|Calle Orquídea') }),
    city('Dorado', '00646', 'pr', { urbs: words('Urb. Dorado del Mar|Urb. Costa de Oro|Urb. Los Prados'), streets: words('Calle Méndez Vigo|Avenida Dorado Beach|Calle Norte|Calle Sol') }),
    city('Caguas', '00725 00727', 'pr', {
      urbs: words('Urb. Bairoa|Urb. Villa del Rey|Urb. Caguas Norte|Urb. Mariolga|Urb. Turabo Gardens'),
      streets: words('Avenida Rafael Cordero|Avenida Luis Muñoz Marín|Calle Ruiz Belvis|Avenida José Mercado|Calle Padial'),
    }),
    city('Humacao', '00791', 'pr', { urbs: words('Palmas del Mar|Urb. Villa Humacao'), streets: words('Calle Palmas Inn Way|Avenida Font Martelo|Calle Candelaria') }),
  ],
  streets: words(`Calle Loíza|Avenida Ashford|Avenida Magdalena|Calle San Francisco|Calle Fortaleza|Calle del Cristo|Avenida Ponce de León|Avenida Muñoz Rivera|
    Calle del Parque|Avenida Franklin D. Roosevelt|Calle Cerra|Calle McLeary|Calle Tapia|Calle Taft|Avenida Jesús T. Piñero|Calle Mayagüez|Avenida Fernández Juncos|
    Avenida Baldorioty de Castro|Calle Duffaut|Avenida Condado|Calle Krug|Calle Las Marías|Calle Cervantes|Avenida De Diego|Calle Bolivia|Calle Europa|Avenida Universidad`),
  places: words(`Costa Azul|El Yunque|Sol y Mar|Las Palmas|Bahía|Monte Verde|Vista Mar|Paseo del Sol|La Ceiba|Condado|Laguna|Flamboyán|El Morro|Isla Verde|Caribe|Coquí|Los Almendros|Ocean Park`),
};

export const ponce: Metro = {
  key: 'pce', label: 'Ponce', state: 'PR', style: 'pr', properties: 40, spanish: true,
  area: ['787', '939'], office: ['2760 Ave Las Américas Ste 301', 'Ponce', '00717'],
  cities: [
    city('Ponce', '00716 00717 00728 00730 00731 00732 00733', 'pr', {
      weight: 5,
      urbs: words('Urb. Glenview Gardens|Urb. La Rambla|Urb. Constancia|Urb. Alhambra|Urb. San Antonio|Urb. Villa del Carmen|Urb. Los Caobos|Urb. Jardines del Caribe|Urb. Mercedita|Urb. Villa Flores'),
    }),
    city('Juana Díaz', '00795', 'pr', { alt: ['Juana Diaz'], urbs: words('Urb. Las Flores|Urb. Hacienda La Cima|Urb. Villa El Encanto'), streets: words('Calle Comercio|Calle Degetau|Calle Muñoz Rivera') }),
    city('Mayagüez', '00680 00682', 'pr', {
      weight: 2, alt: ['Mayaguez', 'MAYAGUEZ'], urbs: words('Urb. Santa María|Urb. Sultana|Urb. Mayagüez Terrace|Urb. Río Hondo|Urb. El Maestro'),
      streets: words('Calle Méndez Vigo|Calle Post|Calle McKinley|Calle Dr. Basora|Avenida Hostos|Calle Ramón Emeterio Betances'),
    }),
    city('Guayama', '00784', 'pr', { urbs: words('Urb. Costa Azul|Urb. Vives'), streets: words('Calle Ashford|Calle Vicente Palés|Calle Derkes') }),
    city('Cabo Rojo', '00623', 'pr', { rural: true, urbs: words('Bo. Boquerón|Bo. Combate'), streets: words('Calle Muñoz Rivera|Calle Carbonell|Calle Betances') }),
  ],
  streets: words(`Calle Marina|Calle Isabel|Calle Cristina|Calle Reina|Avenida Las Américas|Avenida Hostos|Avenida Tito Castro|Calle Villa|Calle Salud|Calle Comercio|
    Avenida Fagot|Calle Mayor|Calle Concordia|Calle Victoria|Avenida Santiago de los Caballeros|Calle Unión|Avenida Eduardo Ruberté`),
  places: words(`La Guancha|Caribe|Los Caobos|Sol del Sur|Las Américas|El Vigía|Serrallés|Río Portugués|La Perla del Sur|Costa Sur|Las Delicias|El Tuque|Mar Caribe|Cerro Maravilla`),
};
