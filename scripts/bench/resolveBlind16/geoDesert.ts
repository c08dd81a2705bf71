/** Albuquerque and Santa Fe, Las Vegas and Reno: the cities, streets and place words. */
import { city, words } from './geoCity';
import type { Metro } from './model';

export const albuquerque: Metro = {
  key: 'abq', label: 'Albuquerque', state: 'NM', style: 'abq', properties: 150, spanish: false,
  area: ['505'], office: ['500 Marquette Ave NW Ste 1200', 'Albuquerque', '87102'],
  cities: [
    city('Albuquerque', '87102 87104 87105 87106 87107 87108 87109 87110 87111 87112 87113 87114 87120 87121 87122 87123', 'bernalillo', {
      weight: 6, quad: true, alt: ['Albuquerqe', 'ABQ'], hoods: ['Nob Hill', 'Old Town', 'Downtown', 'Northeast Heights', 'Westside', 'Barelas'],
    }),
    city('Rio Rancho', '87124 87144', 'sandoval', { weight: 2, quad: true, streets: words('Southern Blvd|Unser Blvd|Northern Blvd|Sara Rd|Golf Course Rd|Rio Rancho Blvd|Westside Blvd|Pine Tree Rd') }),
    city('Los Lunas', '87031', 'valencia', { streets: words('Main St|Los Lentes Rd|Huning Ranch Loop|Don Pasqual Rd|Emilio Lopez Rd') }),
    city('Bernalillo', '87004', 'sandoval', { streets: words('Camino del Pueblo|US Hwy 550|Calle Bosque|Avenida Bernalillo') }),
    city('Corrales', '87048', 'sandoval', { rural: true, streets: words('Corrales Rd|Loma Larga Rd|Meadowlark Ln|Camino Sin Pasada') }),
    city('Tijeras', '87059', 'bernalillo', { rural: true, streets: words('NM-14|Old Route 66|Frost Rd|Sedillo Hill Rd') }),
  ],
  streets: words(`Central Ave|Montgomery Blvd|Menaul Blvd|Lomas Blvd|San Mateo Blvd|Juan Tabo Blvd|Eubank Blvd|Wyoming Blvd|Coors Blvd|Isleta Blvd|4th St|
    Rio Grande Blvd|Candelaria Rd|Paseo del Norte|Tramway Blvd|Academy Rd|Gibson Blvd|Zuni Rd|Louisiana Blvd|Carlisle Blvd|Girard Blvd|Indian School Rd|
    Constitution Ave|Comanche Rd|Unser Blvd|Copper Ave|Lead Ave|Coal Ave|Silver Ave|Gold Ave|Lomas Blvd|Harvard Dr|Yale Blvd`),
  places: words(`Sandia|Rio Grande|Bosque|Nob Hill|Manzano|Petroglyph|Piedra Lisa|Tramway|Volcano Vista|Los Ranchos|Sandia Vista|La Luz|Acequia|Route 66|
    Elena Gallegos|Tingley|Paseo|Mesa del Sol|Cibola|Juan Tabo|Tanoan|Altura`),
};

export const santaFe: Metro = {
  key: 'saf', label: 'Santa Fe', state: 'NM', style: 'std', properties: 60, spanish: false,
  area: ['505'], office: ['123 W San Francisco St Ste 200', 'Santa Fe', '87501'],
  cities: [
    city('Santa Fe', '87501 87505 87506 87507 87508', 'santafe', { weight: 5, hoods: ['Canyon Road', 'Railyard', 'Eldorado', 'South Capitol'] }),
    city('Los Alamos', '87544', 'losalamos', { streets: words('Trinity Dr|Central Ave|Diamond Dr|15th St|Canyon Rd|Rover Blvd|North Rd|Arizona Ave') }),
    city('Española', '87532', 'rioarriba', { alt: ['Espanola', 'ESPANOLA'], streets: words('Riverside Dr|Paseo de Oñate|Calle Cielo Vista|Fairview Ln|Santa Cruz Rd') }),
    city('Pecos', '87552', 'sanmiguel', { rural: true, streets: words('Main St|NM-63|Cow Creek Rd|Terrero Rd') }),
  ],
  streets: words(`Cerrillos Rd|Canyon Rd|Paseo de Peralta|Agua Fria St|St Michael's Dr|Old Pecos Trl|Alameda St|Galisteo St|Rodeo Rd|Siler Rd|Camino Carlos Rey|
    Calle Lorca|Airport Rd|Zia Rd|Camino del Monte Sol|Calle Marie|Old Santa Fe Trl|Acequia Madre|Don Gaspar Ave|Guadalupe St|Camino Alire|Avenida de Mesilla|
    Calle Ojo Feliz|Avenida Vista Grande|Hopewell St|Early St|Rufina St|Camino Entrada`),
  places: words(`Sangre de Cristo|Canyon Road|Santa Fe Trail|Atalaya|La Cienega|Acequia Madre|Tesuque|Eldorado|Pojoaque|Galisteo|La Tierra|Las Campanas|Zia|Casa Solana|Ojo Caliente|Jemez`),
};

export const lasVegas: Metro = {
  key: 'lv', label: 'Las Vegas', state: 'NV', style: 'std', properties: 220, spanish: false,
  area: ['702', '725'], office: ['3960 Howard Hughes Pkwy Ste 500', 'Las Vegas', '89169'],
  cities: [
    city('Las Vegas', '89101 89102 89103 89104 89107 89108 89109 89110 89113 89117 89118 89119 89120 89121 89123 89128 89129 89130 89131 89134 89135 89138 89139 89141 89142 89145 89147 89148 89149', 'clark', {
      weight: 7, alt: ['Las Vagas', 'LV'], hoods: ['Summerlin', 'Spring Valley', 'Paradise', 'Enterprise', 'Centennial Hills', 'Whitney'],
    }),
    city('Henderson', '89002 89011 89012 89014 89015 89052 89074', 'clark', { weight: 3 }),
    city('North Las Vegas', '89030 89031 89032 89081 89084', 'clark', { weight: 2, alt: ['N Las Vegas', 'No Las Vegas', 'North LV'] }),
    city('Boulder City', '89005', 'clark', { streets: words('Nevada Way|Buchanan Blvd|Adams Blvd|Utah St|Arizona St') }),
    city('Pahrump', '89048 89060', 'nye', { rural: true, streets: words('Hwy 160|Homestead Rd|Basin Ave|Gamebird Rd|Blosser Ranch Rd|E Calvada Blvd') }),
  ],
  streets: words(`E Flamingo Rd|W Sahara Ave|S Eastern Ave|W Charleston Blvd|E Tropicana Ave|S Maryland Pkwy|Boulder Hwy|W Lake Mead Blvd|S Decatur Blvd|S Rainbow Blvd|
    N Nellis Blvd|S Durango Dr|W Desert Inn Rd|E Twain Ave|Spring Mountain Rd|S Jones Blvd|W Warm Springs Rd|N Green Valley Pkwy|Stephanie St|W Sunset Rd|W Craig Rd|
    W Cheyenne Ave|Paradise Rd|Koval Ln|S Fort Apache Rd|W Russell Rd|E Bonanza Rd|N Buffalo Dr|S Hualapai Way|W Ann Rd|E Windmill Ln|S Pecos Rd`),
  places: words(`Red Rock|Summerlin|Desert Springs|Sunrise|Spring Mountain|Silverado|Paradise|Mojave|Lake Mead|Desert Shadow|Green Valley|Anthem|Mountain's Edge|
    Sunset Park|Sloan Canyon|Calico Basin|Aliante|Seven Hills|Rhodes Ranch|Peccole`),
};

export const reno: Metro = {
  key: 'rno', label: 'Reno', state: 'NV', style: 'std', properties: 110, spanish: false,
  area: ['775'], office: ['50 W Liberty St Ste 880', 'Reno', '89501'],
  cities: [
    city('Reno', '89501 89502 89503 89509 89511 89512 89519 89521 89523', 'washoe', { weight: 5 }),
    city('Sparks', '89431 89434 89436', 'washoe', { weight: 2, streets: words('Pyramid Way|Victorian Ave|Prater Way|Oddie Blvd|Los Altos Pkwy|Vista Blvd|Baring Blvd|Greenbrae Dr') }),
    city('Carson City', '89701 89703 89706', 'carson', { streets: words('S Carson St|W College Pkwy|N Roop St|E William St|Northgate Ln|Fairview Dr|W Fifth St') }),
    city('Incline Village', '89451', 'washoe', { rural: true, streets: words('Tahoe Blvd|Country Club Dr|Lakeshore Blvd|Village Blvd|Northwood Blvd|Mt Rose Hwy') }),
    city('Stateline', '89449', 'douglasnv', { streets: words('Kingsbury Grade|Lake Pkwy|US Hwy 50|Tramway Dr|Quaking Aspen Ln') }),
  ],
  streets: words(`S Virginia St|Kietzke Ln|Plumas St|Mill St|W Plumb Ln|W Moana Ln|Mae Anne Ave|Sky Valley Dr|N McCarran Blvd|Lakeside Dr|Wells Ave|W 4th St|
    E 2nd St|Sierra St|Keystone Ave|Lemmon Dr|Double R Blvd|S Meadows Pkwy|Mayberry Dr|Arlington Ave|W Peckham Ln|Neil Rd|Longley Ln|Ralston St`),
  places: words(`Truckee|Sierra|Washoe|Peavine|Comstock|Tahoe|Mt. Rose|Pyramid Lake|Lakeridge|Virginia Lake|Wingfield|Galena Creek|Spanish Springs|Damonte Ranch|Caughlin Ranch|Idlewild`),
};
