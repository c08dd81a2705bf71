/** @jest-environment node */
import { createResolver } from '../../../../src/server/directory/resolver';
import type { DirectoryData } from '../../../../src/server/directory/resolver/types';
import { bill } from './fixture';

/** Blind set 13: a property's name printed with its words run together, as a manager's system codes it. */
const directory: DirectoryData = {
  properties: [
    { id: 'shores', name: 'Boise River Shores Shopping Center', aliases: [], address: '11468 SW Hall Blvd', city: 'Tigard', state: 'OR', zip: '97223' },
    { id: 'woods', name: 'Boise River Woods Plaza', aliases: ['Boise River Woods'], address: '1191 12th Ave Rd', city: 'Nampa', state: 'ID', zip: '83651' },
    { id: 'eno', name: 'Eno Trace Corporate Center', aliases: ['Eno Trace'], address: '2306 Fairview Rd', city: 'Simpsonville', state: 'SC', zip: '29681' },
  ],
  units: [],
  vendors: [],
  glAccounts: [],
  history: [],
};
const resolver = createResolver(directory);

describe('a name with its words run together', () => {
  it.each([
    ['BoiseRiverShores', 'shores'],
    ['BOISERIVERSHORES', 'shores'],
    ['Site: EnoTrace', 'eno'],
  ])('reads "%s" as the property of those words', (propertyText, id) => {
    expect(resolver.resolve(bill({ propertyText })).propertyId).toBe(id);
  });

  it('is no near name of another property', () => {
    expect(resolver.resolve(bill({ propertyText: 'BoiseRiverBend' })).propertyId).toBeNull();
  });
});
