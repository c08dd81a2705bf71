import { filterClients, sortClients } from '../../../../src/client/features/members/sortClients';

const names = (list: { name: string }[]) => list.map((c) => c.name);
const of = (...list: string[]) => list.map((name) => ({ name }));

describe('sortClients', () => {
  it('sorts by the first letter or digit, ignoring case and leading punctuation', () => {
    expect(names(sortClients(of('zeta Towers', '(Old) Birch Apartments', 'Maple Court', 'acme Group')))).toEqual(['acme Group', 'Maple Court', '(Old) Birch Apartments', 'zeta Towers']);
  });

  it('puts digits before letters, as character order does', () => {
    expect(names(sortClients(of('Beta', '123 Main St', 'alpha')))).toEqual(['123 Main St', 'alpha', 'Beta']);
  });

  it('breaks ties on the first character by the full name, ignoring case', () => {
    expect(names(sortClients(of('Maple Court', '"Meadow" Homes', 'maple Arms', 'Main Street')))).toEqual(['Main Street', 'maple Arms', 'Maple Court', '"Meadow" Homes']);
  });

  it('sends names without any letter or digit to the end and leaves the input alone', () => {
    const input = of('---', 'Oak', '');
    expect(names(sortClients(input))).toEqual(['Oak', '', '---']);
    expect(names(input)).toEqual(['---', 'Oak', '']);
  });

  it('files accented letters under their letter', () => {
    expect(names(sortClients(of('Zeta', 'Élan Residences', 'Delta')))).toEqual(['Delta', 'Élan Residences', 'Zeta']);
  });
});

describe('filterClients', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(names(filterClients(of('Maple Court', 'Birch', 'Old Maple'), '  MAPLE '))).toEqual(['Maple Court', 'Old Maple']);
    expect(names(filterClients(of('Maple Court'), ''))).toEqual(['Maple Court']);
  });
});
