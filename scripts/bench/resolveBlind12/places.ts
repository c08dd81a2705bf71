/**
 * Where the portfolio sits: New England cities and towns (with their villages and neighbourhoods,
 * which bills often print instead of the town) and the suburbs of six single-family-rental metros.
 * ZIPs are realistic for the place; New England ZIPs start with a zero that some systems drop.
 */
export type Metro = 'BOS' | 'WOR' | 'WMA' | 'PVD' | 'HFD' | 'NHV' | 'PWM' | 'BTV' | 'MHT' | 'ATL' | 'CLT' | 'PHX' | 'DFW' | 'TPA' | 'IND';

export const NEW_ENGLAND: readonly Metro[] = ['BOS', 'WOR', 'WMA', 'PVD', 'HFD', 'NHV', 'PWM', 'BTV', 'MHT'];
export const SFR_METROS: readonly Metro[] = ['ATL', 'CLT', 'PHX', 'DFW', 'TPA', 'IND'];

export interface Village {
  name: string;
  zip: string;
}

export interface Place {
  city: string;
  state: string;
  metro: Metro;
  zips: readonly string[];
  villages: readonly Village[];
  /** Colleges nearby (student housing goes here); empty when none. */
  colleges: readonly string[];
  /** Relative weight of properties placed here. */
  weight: number;
}

export const STATE_NAMES: Record<string, string> = {
  MA: 'Massachusetts', RI: 'Rhode Island', CT: 'Connecticut', ME: 'Maine', VT: 'Vermont', NH: 'New Hampshire',
  GA: 'Georgia', NC: 'North Carolina', SC: 'South Carolina', AZ: 'Arizona', TX: 'Texas', FL: 'Florida', IN: 'Indiana',
};
export const STATE_ABBR_OLD: Record<string, string> = {
  MA: 'Mass.', RI: 'R.I.', CT: 'Conn.', ME: 'Me.', VT: 'Vt.', NH: 'N.H.', GA: 'Ga.', NC: 'N.C.', SC: 'S.C.', AZ: 'Ariz.', TX: 'Tex.', FL: 'Fla.', IN: 'Ind.',
};

/** metro: "City|ST|weight|zips|Village:zip,Village:zip|College;College" */
const RAW: Record<Metro, readonly string[]> = {
  BOS: [
    'Boston|MA|9|02108 02109 02111 02113 02114 02115 02116 02118 02215|Dorchester:02124,Dorchester:02122,Dorchester:02125,Roxbury:02119,Jamaica Plain:02130,Brighton:02135,Allston:02134,Charlestown:02129,East Boston:02128,South Boston:02127,Roslindale:02131,West Roxbury:02132,Hyde Park:02136,Mattapan:02126|Boston University;Northeastern;Emerson',
    'Cambridge|MA|6|02138 02139 02140 02141 02142|East Cambridge:02141,North Cambridge:02140|Harvard;MIT;Lesley',
    'Somerville|MA|7|02143 02144 02145|West Somerville:02144|Tufts',
    'Medford|MA|3|02155|West Medford:02156|Tufts',
    'Malden|MA|3|02148||',
    'Everett|MA|2|02149||',
    'Chelsea|MA|2|02150||',
    'Quincy|MA|3|02169|Wollaston:02170,North Quincy:02171|',
    'Brookline|MA|2|02445 02446|Chestnut Hill:02467,Coolidge Corner:02446|',
    'Newton|MA|2|02458|Newton Centre:02459,Newtonville:02460,Newton Highlands:02461,West Newton:02465,Auburndale:02466,Waban:02468,Newton Upper Falls:02464|Boston College',
    'Watertown|MA|2|02472||',
    'Waltham|MA|2|02451 02453||Brandeis;Bentley',
    'Arlington|MA|1|02474 02476||',
    'Lynn|MA|2|01902 01904 01905||',
    'Salem|MA|2|01970||Salem State',
    'Lowell|MA|3|01850 01851 01852 01854||UMass Lowell',
    'Lawrence|MA|2|01840 01841 01843||',
    'Concord|MA|1|01742|West Concord:01742|',
    'Burlington|MA|1|01803||',
    'Barnstable|MA|1|02601|Hyannis:02601,Centerville:02632,Osterville:02655,Cotuit:02635|',
    'Franklin|MA|1|02038||Dean College',
  ],
  WOR: [
    'Worcester|MA|8|01602 01603 01604 01605 01606 01607 01609 01610||WPI;Clark;Holy Cross',
    'Framingham|MA|2|01701 01702|Saxonville:01701|Framingham State',
    'Fitchburg|MA|2|01420||Fitchburg State',
    'Leominster|MA|1|01453||',
  ],
  WMA: [
    'Springfield|MA|4|01103 01104 01105 01107 01108 01109|Indian Orchard:01151|Springfield College',
    'Holyoke|MA|2|01040||',
    'Northampton|MA|2|01060|Florence:01062,Leeds:01053|Smith',
    'Amherst|MA|3|01002|North Amherst:01059|UMass Amherst;Amherst College',
    'Pittsfield|MA|1|01201||',
    'Williamstown|MA|1|01267||Williams',
  ],
  PVD: [
    'Providence|RI|8|02903 02904 02905 02906 02907 02908 02909||Brown;Providence College;RISD',
    'Pawtucket|RI|2|02860 02861||',
    'Cranston|RI|2|02910 02920||',
    'Warwick|RI|2|02886 02888 02889|Apponaug:02886,Conimicut:02889|',
    'Woonsocket|RI|1|02895||',
    'Newport|RI|1|02840||Salve Regina',
    'South Kingstown|RI|2|02879|Kingston:02881,Wakefield:02879,Peace Dale:02883|URI',
  ],
  HFD: [
    'Hartford|CT|6|06103 06105 06106 06112 06114||Trinity',
    'West Hartford|CT|2|06107 06117 06119|Elmwood:06110|University of Hartford',
    'New Britain|CT|2|06051 06052 06053||CCSU',
    'Manchester|CT|2|06040||',
    'East Hartford|CT|2|06108 06118||',
    'Middletown|CT|2|06457||Wesleyan',
    'Mansfield|CT|3|06250|Storrs:06268,Mansfield Center:06250|UConn',
  ],
  NHV: [
    'New Haven|CT|6|06510 06511 06513 06515 06519||Yale;SCSU',
    'Hamden|CT|2|06514 06517 06518||Quinnipiac',
    'West Haven|CT|2|06516||University of New Haven',
    'Bridgeport|CT|3|06604 06605 06606 06607 06608||',
    'Stamford|CT|2|06901 06902 06905||',
    'New London|CT|1|06320||Connecticut College',
  ],
  PWM: [
    'Portland|ME|6|04101 04102 04103||USM',
    'South Portland|ME|2|04106||',
    'Westbrook|ME|1|04092||',
    'Lewiston|ME|2|04240||Bates',
    'Bangor|ME|2|04401||',
    'Orono|ME|2|04473||UMaine',
  ],
  BTV: [
    'Burlington|VT|5|05401 05408||UVM;Champlain College',
    'Winooski|VT|2|05404||',
    'South Burlington|VT|2|05403||',
    'Montpelier|VT|1|05602||',
    'Rutland|VT|1|05701||',
  ],
  MHT: [
    'Manchester|NH|6|03101 03102 03103 03104 03109||SNHU;Saint Anselm',
    'Nashua|NH|3|03060 03062 03063 03064||Rivier',
    'Concord|NH|2|03301|Penacook:03303|',
    'Dover|NH|2|03820||',
    'Durham|NH|2|03824||UNH',
    'Portsmouth|NH|2|03801||',
    'Salem|NH|1|03079||',
    'Hanover|NH|1|03755|Etna:03750|Dartmouth',
    'Keene|NH|1|03431||Keene State',
  ],
  ATL: [
    'Atlanta|GA|2|30310 30311 30315 30316 30318||', 'Decatur|GA|2|30030 30032 30034 30035||', 'Marietta|GA|2|30060 30062 30064 30066||',
    'Lawrenceville|GA|3|30043 30044 30045 30046||', 'Stone Mountain|GA|2|30083 30087 30088||', 'Lithonia|GA|1|30038 30058||',
    'Snellville|GA|1|30039 30078||', 'Conyers|GA|1|30012 30013 30094||', 'Douglasville|GA|2|30134 30135||', 'McDonough|GA|2|30252 30253||',
    'Jonesboro|GA|1|30236 30238||', 'Kennesaw|GA|1|30144 30152||',
  ],
  CLT: [
    'Charlotte|NC|5|28205 28212 28213 28214 28215 28216 28227 28269||', 'Matthews|NC|1|28104 28105||', 'Concord|NC|2|28025 28027||',
    'Gastonia|NC|2|28052 28054 28056||', 'Huntersville|NC|1|28078||', 'Indian Trail|NC|1|28079||', 'Monroe|NC|1|28110 28112||',
    'Fort Mill|SC|1|29708 29715||', 'Rock Hill|SC|1|29730 29732||',
  ],
  PHX: [
    'Phoenix|AZ|4|85031 85033 85035 85037 85041 85042 85043||', 'Mesa|AZ|3|85201 85203 85204 85205 85206 85207 85208 85210 85212||',
    'Chandler|AZ|2|85224 85225 85226 85286||', 'Gilbert|AZ|2|85233 85234 85295 85296 85297||', 'Glendale|AZ|2|85301 85302 85303 85304 85308||',
    'Peoria|AZ|1|85345 85381 85382 85383||', 'Surprise|AZ|1|85374 85379 85388||', 'Goodyear|AZ|1|85338 85395||', 'Avondale|AZ|1|85323 85392||',
    'Buckeye|AZ|1|85326 85396||',
  ],
  DFW: [
    'Dallas|TX|3|75217 75227 75228 75232 75241||', 'Garland|TX|2|75040 75041 75043 75044||', 'Mesquite|TX|2|75149 75150 75181||',
    'Arlington|TX|2|76001 76002 76014 76017 76018||', 'Grand Prairie|TX|1|75050 75052 75054||', 'Rowlett|TX|1|75088 75089||',
    'Plano|TX|1|75023 75074 75075||', 'McKinney|TX|2|75069 75070 75071 75072||', 'Frisco|TX|1|75033 75034||',
    'Fort Worth|TX|3|76108 76116 76123 76131 76134 76137||', 'Little Elm|TX|1|75068||', 'Wylie|TX|1|75098||', 'DeSoto|TX|1|75115||',
  ],
  TPA: [
    'Tampa|FL|4|33610 33612 33613 33614 33615 33617 33618 33619 33624 33625 33634 33637 33647||', 'Brandon|FL|2|33510 33511||',
    'Riverview|FL|2|33569 33578 33579||', 'Wesley Chapel|FL|2|33543 33544 33545||', 'Plant City|FL|1|33563 33565 33566 33567||',
    'Lutz|FL|1|33548 33549 33558 33559||', 'Land O Lakes|FL|1|34637 34638 34639||', 'Valrico|FL|1|33594 33596||', 'Seffner|FL|1|33584||',
    'Ruskin|FL|1|33570 33573||', 'Zephyrhills|FL|1|33540 33541 33542||',
  ],
  IND: [
    'Indianapolis|IN|5|46203 46219 46221 46224 46226 46227 46229 46231 46234 46235 46236 46237 46239||', 'Fishers|IN|2|46037 46038 46040||',
    'Carmel|IN|1|46032 46033||', 'Greenwood|IN|2|46142 46143||', 'Avon|IN|1|46123||', 'Plainfield|IN|1|46168||', 'Noblesville|IN|1|46060 46062||',
    'Brownsburg|IN|1|46112||', 'Lawrence|IN|1|46216 46226||', 'Westfield|IN|1|46074||', 'Franklin|IN|1|46131||', 'McCordsville|IN|1|46055||',
  ],
};

function parse(metro: Metro, line: string): Place {
  const [city = '', state = '', weight = '1', zips = '', villages = '', colleges = ''] = line.split('|');
  return {
    city, state, metro, weight: Number(weight),
    zips: zips.split(' ').filter(Boolean),
    villages: villages.split(',').filter(Boolean).map((v) => {
      const [name = '', zip = ''] = v.split(':');
      return { name, zip };
    }),
    colleges: colleges.split(';').filter(Boolean),
  };
}

export const PLACES: readonly Place[] = (Object.keys(RAW) as Metro[]).flatMap((metro) => RAW[metro].map((line) => parse(metro, line)));

export function placesIn(metro: Metro): readonly Place[] {
  return PLACES.filter((p) => p.metro === metro);
}

export function isNewEngland(metro: Metro): boolean {
  return NEW_ENGLAND.includes(metro);
}

/** The metro's name as a national vendor's division or a portfolio would say it. */
export const METRO_NAMES: Record<Metro, string> = {
  BOS: 'Greater Boston', WOR: 'Central Mass', WMA: 'Pioneer Valley', PVD: 'Rhode Island', HFD: 'Greater Hartford', NHV: 'Southern Connecticut',
  PWM: 'Southern Maine', BTV: 'Champlain Valley', MHT: 'Southern New Hampshire', ATL: 'Atlanta', CLT: 'Charlotte', PHX: 'Phoenix', DFW: 'Dallas-Fort Worth',
  TPA: 'Tampa Bay', IND: 'Indianapolis',
};
