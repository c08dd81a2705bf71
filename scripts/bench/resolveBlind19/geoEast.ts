import { city } from './geoParse';
import type { CityDef } from './types';

/** Philadelphia and its inner suburbs: rowhouses, trinities on the small streets, "1/2" rear houses. */
export const PHL_CITIES: readonly CityDef[] = [
  city('PHL', 'phl', 'Philadelphia', 'PA', 6,
    '19103 19104 19106 19107 19121 19122 19123 19125 19130 19132 19133 19134 19139 19143 19145 19146 19147 19148',
    'Phila|Phila.|Philly',
    'Wallace St|Fairmount Ave|Green St|Mount Vernon St|Christian St|Catharine St|Fitzwater St|Carpenter St|Federal St|' +
    'Tasker St|Morris St|Moore St|Mifflin St|Wolf St|Ritner St|Snyder Ave|E/W Girard Ave|W Master St|W Jefferson St|' +
    'W Oxford St|W Norris St|W Diamond St|W Susquehanna Ave|W Dauphin St|W York St|E Cumberland St|E Huntingdon St|' +
    'W Lehigh Ave|E Somerset St|Germantown Ave|Frankford Ave|Baltimore Ave|Cedar Ave|Larchwood Ave|Spruce St|Pine St|' +
    'Lombard St|Bainbridge St|N/S 5th St|N/S 9th St|N/S 22nd St|N/S 47th St|N/S 63rd St|N/S 29th St|N/S Marshall St|' +
    'N/S Hicks St|Osage Ave|!Kauffman St|!Schell St|!Quince St|!Camac St|!Iseminger St|!Waverly St|!Panama St|' +
    '!Montrose St|!Salter St|!Manton St|!Earp St|!Titan St'),
  city('PHL', 'udarby', 'Upper Darby', 'PA', 1, '19082', 'U Darby',
    'Marshall Rd|Garrett Rd|Walnut St|Long Ln|S 69th St|Market St|Copley Rd|Lansdowne Ave|Bywood Ave|Pine St'),
  city('PHL', 'chelt', 'Cheltenham', 'PA', 1, '19012 19027', 'Cheltenham Twp',
    'Ashbourne Rd|Church Rd|Central Ave|Myrtle Ave|Ryers Ave|Old York Rd|Elkins Ave|Waverly Rd'),
  city('PHL', 'norris', 'Norristown', 'PA', 1, '19401', '',
    'E/W Main St|E/W Marshall St|Swede St|DeKalb St|Markley St|E/W Airy St|W Fornance St|Haws Ave|Chain St|George St'),
  city('PHL', 'camden', 'Camden', 'NJ', 1, '08102 08103 08104 08105', '',
    'Federal St|Haddon Ave|Broadway|Kaighn Ave|Chestnut St|Mt Ephraim Ave|Princess Ave|Baird Blvd|Penn St|Mickle Blvd'),
];

/** Baltimore and Baltimore County: rowhouses grouped by block, alley houses on the back streets. */
export const BAL_CITIES: readonly CityDef[] = [
  city('BAL', 'bal', 'Baltimore', 'MD', 6,
    '21201 21202 21205 21211 21213 21217 21218 21223 21224 21229 21230 21231', 'Balto|Balt.|Baltimore City',
    'E/W Baltimore St|E/W Lombard St|E/W Pratt St|N Patterson Park Ave|S Ellwood Ave|N Milton Ave|Guilford Ave|' +
    'Greenmount Ave|E 25th St|E/W 31st St|W 36th St|Hollins St|S Carey St|S Fulton Ave|Wilkens Ave|Fleet St|Eastern Ave|' +
    'Bank St|Gough St|Fait Ave|Dillon St|S Clinton St|Linwood Ave|N Luzerne Ave|N Montford Ave|Druid Hill Ave|' +
    'Whitelock St|Edmondson Ave|E/W Fort Ave|Light St|N/S Charles St|N Calvert St|Harford Rd|Belair Rd|McElderry St|' +
    'E Monument St|N Gay St|!S Durham St|!Duncan St|!Port St|!Castle St|!Dallas St|!Bethel St|!Regester St|!Chapel St|' +
    '!Pitman Pl|!Glover St'),
  city('BAL', 'towson', 'Towson', 'MD', 1, '21204 21286', '',
    'York Rd|Allegheny Ave|Dulaney Valley Rd|Joppa Rd|Burke Ave|Pennsylvania Ave|Chesapeake Ave|Bosley Ave'),
  city('BAL', 'dundalk', 'Dundalk', 'MD', 1, '21222', '',
    'Dundalk Ave|Merritt Blvd|Holabird Ave|Sollers Point Rd|Kavanagh Rd|Liberty Pkwy|Wise Ave'),
  city('BAL', 'caton', 'Catonsville', 'MD', 1, '21228', 'Catonsvl',
    'Frederick Rd|Edmondson Ave|Ingleside Ave|Mellor Ave|Bloomsbury Ave|Newburg Ave'),
];

/** The District (quadrants decide the place) and the Maryland and Virginia close-in suburbs. */
export const DC_CITIES: readonly CityDef[] = [
  city('DC', 'dc', 'Washington', 'DC', 7, '20001 20005 20009', 'Wash.',
    'K St @NW/NE/SE/SW|U St @NW|R St @NW/NE|P St @NW/SE|Q St @NW/SE|G St @NW/SE|E St @NW/SE/SW|H St @NW/NE|' +
    'C St @NE/SE/SW|Massachusetts Ave @NW/NE/SE|Pennsylvania Ave @NW/SE|Connecticut Ave @NW|Wisconsin Ave @NW|' +
    'Georgia Ave @NW|New Hampshire Ave @NW/NE|Rhode Island Ave @NW/NE|Florida Ave @NW/NE|Maryland Ave @NE/SW|' +
    'Virginia Ave @NW/SE/SW|North Carolina Ave @NE/SE|South Carolina Ave @SE|Kentucky Ave @SE|Independence Ave @SE/SW|' +
    'Alabama Ave @SE|Minnesota Ave @NE/SE|Martin Luther King Jr Ave @SE|Good Hope Rd @SE|Benning Rd @NE|' +
    'Nannie Helen Burroughs Ave @NE|14th St @NW/NE/SE|16th St @NW|11th St @NW/NE/SE|4th St @NW/NE/SE/SW|' +
    '7th St @NW/NE/SE/SW|13th St @NW/NE/SE|Irving St @NW/NE|Kenyon St @NW|Columbia Rd @NW|Park Rd @NW|' +
    'Upshur St @NW/NE|Quincy St @NW/NE|Kennedy St @NW/NE|Girard St @NW/NE|Gales St @NE|Hanna Pl @SE',
    {
      NW: '20001 20005 20009 20010 20011 20036 20037 20007 20008 20016',
      NE: '20002 20017 20018',
      SE: '20003 20019 20020 20032',
      SW: '20024',
    }),
  city('DC', 'ssprg', 'Silver Spring', 'MD', 1, '20910 20901', 'Silver Spg',
    'Georgia Ave|Colesville Rd|Fenton St|Wayne Ave|Sligo Ave|University Blvd|Piney Branch Rd|Flower Ave'),
  city('DC', 'takoma', 'Takoma Park', 'MD', 1, '20912', 'Takoma Pk',
    'Carroll Ave|Maple Ave|Philadelphia Ave|New Hampshire Ave|Ethan Allen Ave|Holly Ave|Poplar Ave|Flower Ave'),
  city('DC', 'hyatt', 'Hyattsville', 'MD', 1, '20781 20782', '',
    'Baltimore Ave|Queens Chapel Rd|Hamilton St|Gallatin St|Jefferson St|Rhode Island Ave|Belcrest Rd|Nicholson St'),
  city('DC', 'arl', 'Arlington', 'VA', 1, '22201 22203 22204', '',
    'Columbia Pike|Wilson Blvd|Clarendon Blvd|N/S Glebe Rd|N Irving St|S Walter Reed Dr|Lee Hwy|N Pershing Dr|' +
    'S George Mason Dr'),
  city('DC', 'alex', 'Alexandria', 'VA', 1, '22301 22305 22314', 'Alex.',
    'King St|Duke St|Mount Vernon Ave|Commonwealth Ave|E Braddock Rd|Prince St|N Washington St|Russell Rd|Glebe Rd'),
];
