import { searchPath } from '../../../../src/server/db/repositories/listPage';

/** Issue 18: a search walks its list only where its last count says the walk stops soon. */
describe('searchPath', () => {
  it('reads a search never counted, or that matched nothing, from the index', () => {
    expect(searchPath(undefined, 20)).toBe('index');
    expect(searchPath({ matches: 0, of: 2000 }, 20)).toBe('index');
  });

  it('walks where the page lies within the first 2,000 rows at the count’s rate of matches', () => {
    // 76 of 2,000 e-mails: the first page ends near row 526.
    expect(searchPath({ matches: 76, of: 2000 }, 20)).toBe('walk');
    expect(searchPath({ matches: 20, of: 2000 }, 20)).toBe('walk');
    expect(searchPath({ matches: 5, of: 5 }, 20)).toBe('walk');
  });

  it('leaves a rare text, and a deep page of a common one, to the index', () => {
    expect(searchPath({ matches: 19, of: 2000 }, 20)).toBe('index');
    expect(searchPath({ matches: 3, of: 10_000 }, 20)).toBe('index');
    expect(searchPath({ matches: 76, of: 2000 }, 100)).toBe('index');
  });
});
