/** @jest-environment node */
import { parseAddress } from '../../../../src/server/directory/resolver/addresses';

const street = (text: string) => parseAddress(text)?.street ?? null;

/** Blind set 19: the Mid-Atlantic's and the Midwest's older cities. */
describe('numbered streets spelt out past the twentieth', () => {
  it.each([
    ['933 South Sixty-Third Street, Philadelphia, Penn. 19148-6930', '933 S 63rd St'],
    ['5618 Twenty-Ninth ST\n19122', '5618 29th St'],
    ['768 W TWENTY-FIFTH ST., UNIT E-103', '768 W 25th St'],
    ['266-268 South Seventieth St.', '266-268 S 70th St'],
    ['4212 S. Forty Seventh Street', '4212 S 47th St'],
  ])('reads %s as the directory’s %s', (printed, directory) => {
    expect(street(printed)).toBe(street(directory));
  });

  it('leaves a cardinal in a name a cardinal', () => {
    expect(street('12 Twenty Mile Rd')).toBe('12 20 mile rd');
  });
});
