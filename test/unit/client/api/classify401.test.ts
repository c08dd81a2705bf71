import { isTokenProblem } from '../../../../src/client/api/classify401';

describe('the 401 classifier', () => {
  it.each([
    ['a bearer challenge', 'Bearer error="invalid_token"', { message: 'nope' }],
    ['a bare bearer challenge', 'Bearer', undefined],
    ['"token" in the body', null, { message: 'Authentication token not found' }],
    ['"jwt" in the body', null, 'jwt malformed'],
    ['"expired" in the body', null, { message: 'Session expired' }],
    ['"invalid token"', null, { error: 'Invalid Token' }],
    ['"signature"', null, { message: 'bad signature' }],
    ['"unauthenticated"', null, { code: 'UNAUTHENTICATED' }],
  ])('treats a 401 with %s as a token problem', (_name, challenge, body) => {
    expect(isTokenProblem(401, challenge, body)).toBe(true);
  });

  it('passes through a 401 that is not about the token', () => {
    expect(isTokenProblem(401, null, { message: 'Invalid email or password' })).toBe(false);
    expect(isTokenProblem(401, 'Basic realm="x"', { message: 'Wrong password' })).toBe(false);
    expect(isTokenProblem(401, null, undefined)).toBe(false);
  });

  it('only ever classifies 401s', () => {
    expect(isTokenProblem(403, 'Bearer', { message: 'token' })).toBe(false);
    expect(isTokenProblem('FETCH_ERROR', null, 'token')).toBe(false);
  });
});
