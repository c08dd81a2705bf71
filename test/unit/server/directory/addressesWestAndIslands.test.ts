/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import { parseAddress } from '../../../../src/server/directory/resolver/addresses';
import { typeUnglued } from '../../../../src/server/directory/resolver/printedAddresses';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill, street } from './fixture';

/** Blind set 16: Hawaii's and Puerto Rico's addresses, and streets a scan runs together. */
describe('addresses as Hawaii and Puerto Rico print them', () => {
  it('reads a Hawaiian street with or without its ʻokina and macrons', () => {
    expect(street('98-481 ʻAiea Heights Dr, ʻAiea HI 96701')).toBe('98481 aiea hts');
    expect(street('1512 Kapiʻolani Blvd')).toBe(street('1512 Kapiolani Blvd'));
    expect(street('99-364 Kahuapaʻani St')).toBe(street('99-364 Kahuapaani St'));
  });

  it('keeps a half number whole', () => {
    expect(parseAddress('6010 ½ Park Bl')?.house).toBe(parseAddress('6010 1/2 Park Blvd')?.house);
    expect(parseAddress('6010 ½ Park Bl')?.street).toBe('6010½ park blvd');
  });

  it.each([
    ['Urb. Constancia, Q-22 Calle 16, Ponce PR 00732', 'Urb. Constancia\nQ-22 C/ 16\nCASA 10\nPonce, PR 00732'],
    ['Calle Jazmín F-16, Urb. Villa Carolina, Carolina PR 00987', 'F16 Calle Jazmín\nVilla Carolina'],
    ['A-27 Calle 7, Cond. Monte Verde, PR 00646', 'Cll 7 #A-27\nDorado, PR'],
    ['Calle 44 2065, Cond. Paseo del Sol, Bayamón PR 00959', 'CALLE 44 #2065\nCOND PASEO DEL SOL\nPR 00959'],
  ])('reads a house by its block and lot, before or after the street: %s', (directory, printed) => {
    expect(street(directory)).toMatch(/^\d+[a-z]? calle /);
    expect(street(printed)).toBe(street(directory));
  });

  it.each([
    ['CARR. 149 KM 37.3, BO. HATO TEJAS, San Juan PR 00901', 'Carr 149 Km 37.3 Bo. Hato Tejas San Juan PR 00901'],
    ['Carr. 102 Km 31.5, Bo. Canas, Ponce PR 00731', 'BO CANAS ROAD 102 KM 31.5 PONCE, PR 00731'],
    ['Carr. 3 Km 23.3, Urb. Alhambra, Ponce PR 00728', 'Urb Alhambra\nPR-3 Km 23.3\nPonce, PR 00728'],
    ['Urb. Park Gardens, Carr. 100 Km 25.5, San Juan PR 00901', 'Carr 100 Km 25 Hm 5, Urb. Park Gardens'],
  ])('reads a kilometre post as a place on its route: %s', (directory, printed) => {
    expect(street(directory)).toMatch(/^\d+k hwy\d+$/);
    expect(street(printed)).toBe(street(directory));
  });

  it('tells kilometre posts of one route apart', () => {
    expect(street('Carr. 2 Km 4.4')).not.toBe(street('Carr. 2 Km 44'));
  });
});

describe('streets a scan runs together', () => {
  it('parts a house number from the capital of its street', () => {
    expect(street('4125Tramway Dr, Stateline NV 89449')).toBe('4125 tramway dr');
    expect(street('99-364Kahuapaʻani St')).toBe(street('99-364 Kahuapaani St'));
  });

  it('leaves a scan’s letter for a digit in the house number alone', () => {
    expect(street('14998ailey Ave')).not.toBe('14998 ailey ave');
  });

  it.each([
    ['40 ELMORERD, ANCHORAGE, AK 99508', '40 ELMORE RD, ANCHORAGE, AK 99508'],
    ['9882 N. UNIVERSITYPKWY.\nAMERICAN FORK, UT', '9882 N. UNIVERSITY PKWY\nAMERICAN FORK, UT'],
    ['91-1582GeigerRd', '91-1582Geiger Rd'],
  ])('offers the type run into the street written apart: %s', (printed, apart) => {
    expect(typeUnglued(printed)).toBe(apart);
  });

  it('is asked only when the address as printed names no place', () => {
    const directory: DirectoryData = {
      properties: [
        { id: 'forest', name: 'Forest Court', aliases: [], address: '12 Forest', city: 'Boise', state: 'ID', zip: '83702' },
        { id: 'elmore', name: 'Susitna Apartments', aliases: [], address: '40 Elmore Rd', city: 'Anchorage', state: 'AK', zip: '99508' },
      ],
      units: [],
      vendors: [],
      glAccounts: [],
      history: [],
    };
    const { resolve } = createResolver(directory);
    expect(resolve(bill({ serviceAddresses: ['12 FOREST, BOISE ID 83702'] })).propertyId).toBe('forest');
    expect(resolve(bill({ serviceAddresses: ['40 ELMORERD, ANCHORAGE, AK 99508-6027'] })).propertyId).toBe('elmore');
  });
});

describe('names a bill shortens', () => {
  const directory: DirectoryData = {
    properties: [
      { id: 'condos', name: 'Caribou Condos', aliases: [], address: '4450 Nash Rd', city: 'Seward', state: 'AK', zip: '99664' },
      { id: 'condominiums', name: 'Caribou Condominiums', aliases: [], address: '8333 Denali St', city: 'Anchorage', state: 'AK', zip: '99507' },
      { id: 'metropolis', name: 'Calle J Blq. 16 #10, Urb. Metropolis', aliases: [], address: 'Calle J Blq. 16 #10, Urb. Metropolis', city: 'Carolina', state: 'PR', zip: '00983' },
      { id: 'country-club', name: 'Calle J Blq. 16 #10, Urb. Country Club', aliases: [], address: 'Calle J Blq. 16 #10, Urb. Country Club', city: 'Carolina', state: 'PR', zip: '00983' },
    ],
    units: [],
    vendors: [],
    glAccounts: [],
    history: [],
  };
  const { resolve } = createResolver(directory);

  it('takes the name printed, never surely, when another property’s is shortened to it', () => {
    const result = resolve(bill({ serviceAddresses: ['Caribou Condos'], propertyText: 'Location: Caribou Condos' }));
    expect(result.propertyId).toBe('condos');
    expect(result.resolution.property!.confidence).toBeLessThan(0.9);
  });

  it('tells apart two properties at one street by the urbanización their names print', () => {
    expect(resolve(bill({ propertyText: 'Calle J Blq. 16 #10, Urb. Metropolis' })).propertyId).toBe('metropolis');
  });
});

describe('the Mountain West’s grid and twin homes', () => {
  it.each([
    ['2828 N 8500 E West Valley City, UT 84119-3275', '2828 N 8500 E, West Valley City UT 84119'],
    ['1783 WEST 3400 NORTH AMERICAN FORK, UT 84003', '1783 W 3400 N, American Fork UT 84003'],
  ])('ends a grid street at its second direction, the town run on after it: %s', (printed, directory) => {
    expect(street(printed)).toBe(street(directory));
    expect(street(directory)).toMatch(/^\d+ [nsew] \d+ [nsew]$/);
  });

  it('reads the two doors of a twin home as the range they are', () => {
    expect(parseAddress('1049 & 1051 Arctic Blvd, Anchorage AK 99516')?.house).toBe('1049-1051');
    expect(street('401 & 407 Crowfoot Valley Rd Castle Rock CO')).toBe(street('401 & 407 Crowfoot Valley Road, Castle Rock CO 80108'));
  });

  it('names a door of a twin home by its own number, slips and all, before the range of the building', () => {
    const directory: DirectoryData = {
      properties: [{ id: 'duplex', name: 'Arctic Blvd Duplex', aliases: [], address: '1049 & 1051 Arctic Blvd', city: 'Anchorage', state: 'AK', zip: '99516' }],
      units: [
        { id: '1049', propertyId: 'duplex', unit: '1049', address: '1049 Arctic Blvd' },
        { id: '1051', propertyId: 'duplex', unit: '1051', address: '1051 Arctic Blvd' },
      ],
      vendors: [],
      glAccounts: [],
      history: [],
    };
    const { resolve } = createResolver(directory);
    expect(resolve(bill({ serviceAddresses: ['1049 Arctoc Blvd\nAnchorage AK 99516'] }))).toMatchObject({ propertyId: 'duplex', unitId: '1049' });
    expect(resolve(bill({ serviceAddresses: ['1049 & 1051 Arctic Blvd, Anchorage AK 99516'] }))).toMatchObject({ propertyId: 'duplex', unitId: null });
  });
});

describe('Alaska’s and the rural West’s places', () => {
  it.each([
    ['HC 80 BOX 3734\nGirdwood, AK 99587', 'HC 80 Box 3734, Girdwood AK 99587'],
    ['R.R. 1, Box 102\nEvergreen, CO 80439', 'RR 1 Box 102, Evergreen CO 80439'],
    ['H.C. 84 Box 48\nBig Stone Gap, VA 24219', 'HC 84 Box 48, Big Stone Gap VA 24219'],
  ])('reads a route and box as the place it is: %s', (printed, directory) => {
    expect(street(directory)).toMatch(/^\d+ (?:hc|rr)\d+ /);
    expect(street(printed)).toBe(street(directory));
  });

  it.each(['Parks Hwy Mile 101.3, Wasilla AK', 'MI 101.3 PARKS HWY, WASILLA, AK 99623-2562'])('reads a milepost printed after its road or as "Mi": %s', (printed) => {
    expect(street(printed)).toBe(street('Mile 101.3 Parks Hwy, Wasilla AK 99623'));
  });

  it('takes no state and ZIP for a milepost', () => {
    expect(parseAddress('Detroit, MI 48201')).toBeNull();
  });
});

describe('a scan’s slips in a street', () => {
  it.each([
    ['128 5 Shields Str, Fort Collins, CO', '128 S Shields St'],
    ['12402 E 4800 5 Sandy UT 84092', '12402 E 4800 S'],
    ['5489 5outh Rainbow Boulevard', '5489 S Rainbow Blvd'],
    ['5683 8lake St. Denver', '5683 Blake St'],
    ['8L64 EA5T YALE AVENUE, DENVER CO 80219-3016', '8164 East Yale Ave'],
  ])('reads %s as printed', (printed, meant) => {
    expect(street(printed)).toBe(street(meant));
  });

  it('keeps an ordinal street', () => {
    expect(street('123 8th St')).toBe('123 8th st');
  });

  it('finds a street whose "m" a scan read as "rn"', () => {
    const directory: DirectoryData = {
      properties: [{ id: 'bonnie', name: 'Bonnie Brae Tower', aliases: [], address: '73 East Hampden Avenue', city: 'Westminster', state: 'CO', zip: '80031' }],
      units: [],
      vendors: [],
      glAccounts: [],
      history: [],
    };
    expect(createResolver(directory).resolve(bill({ serviceAddresses: ['73 E Harnpden Ave, Westminster, CO 80031'] })).propertyId).toBe('bonnie');
  });
});
