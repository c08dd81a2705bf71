/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData, DirectoryProperty } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 13: a property's name printed with another kind of place than the directory's. */
const property = (id: string, name: string, aliases: string[] = []): DirectoryProperty => ({ id, name, aliases, address: null, city: 'Portland', state: 'OR', zip: '97201' });
const directory: DirectoryData = {
  properties: [
    property('harney', 'Harney Falls Village Shops', ['Harney Falls']),
    property('harney-green', 'Harney Green Plaza'),
    property('tidewater', 'Tidewater Woods Medical Plaza'),
    property('tabor', 'Mount Tabor Woods Village Shops'),
    property('paris', 'Paris Mountain Village Plaza'),
    property('paris-hills', 'Paris Mountain Hills Condominium Association'),
    property('proctor', 'Proctor Ridge Estates'),
    property('hawthorne', 'Hawthorne Bluff Townhome Owners Association'),
    property('salmonberry', 'Salmonberry Run MH Community'),
    property('alder', 'Alder Run Mobile Home Park'),
    property('skagit', 'Skagit Falls Professional Center'),
    property('skagit-apts', 'Skagit Falls Apartments'),
  ],
  units: [],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);

describe('a name printed with another kind of place', () => {
  it.each([
    ['Harney Falls Plaza', 'harney'],
    ['Tidewater Woods Office Park', 'tidewater'],
    ['Mount Tabor Woods Shopping Ctr', 'tabor'],
    ['Paris Mountain Village Shops', 'paris'],
    ['Proctor Ridge', 'proctor'],
    ['Hawthorne Bluff Condo Assn', 'hawthorne'],
    ['Salmonberry Run Mobile Home Pk', 'salmonberry'],
  ])('reads "%s" as the property of that name', (propertyText, id) => {
    expect(resolver.resolve(bill({ propertyText })).propertyId).toBe(id);
  });

  it('names none where two properties go by that name', () => {
    expect(resolver.resolve(bill({ propertyText: 'Skagit Falls Office Park' })).propertyId).toBeNull();
  });
});

describe('a development built in phases', () => {
  const phases = createResolver({
    ...directory,
    properties: [
      { id: 'one', name: 'Dublin Granville Townhomes', aliases: [], address: null, city: 'Columbus', state: 'OH', zip: '43224' },
      { id: 'two', name: 'Dublin Granville Townhomes II', aliases: [], address: null, city: 'Columbus', state: 'OH', zip: '43232' },
      { id: 'ridge', name: 'Ashby Ridge Phase 2', aliases: [], address: null, city: 'Columbus', state: 'OH', zip: '43232' },
    ],
  });

  it('names neither phase surely where the bill drops the kind and the phase', () => {
    expect(phases.resolve(bill({ propertyText: 'Dublin Granville' })).propertyId).toBeNull();
  });

  it('takes the one phase a name without its phase leaves', () => {
    expect(phases.resolve(bill({ propertyText: 'Ashby Ridge Apartments' })).propertyId).toBe('ridge');
  });

  it('takes a phase printed whole', () => {
    expect(phases.resolve(bill({ propertyText: 'Dublin Granville Townhomes II' })).propertyId).toBe('two');
  });
});
