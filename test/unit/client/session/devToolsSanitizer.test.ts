/** @jest-environment node */
import { withoutSecrets } from '../../../../src/client/app/devTools';

describe('what Redux DevTools is given', () => {
  it('hides tokens and passwords wherever they are', () => {
    const action = { type: 'api/executeMutation/fulfilled', payload: { token: 't', user: { refreshToken: 'r', name: 'Ana' } }, meta: { arg: { endpointName: 'register', originalArgs: { email: 'a@b.c', password: 'p' } } } };
    expect(withoutSecrets(action)).toEqual({
      type: 'api/executeMutation/fulfilled',
      payload: { token: '[hidden]', user: { refreshToken: '[hidden]', name: 'Ana' } },
      meta: { arg: { endpointName: 'register', originalArgs: { email: 'a@b.c', password: '[hidden]' } } },
    });
  });

  it('hides a one-time code sent to the server, but keeps the code of an error answer', () => {
    const entry = { endpointName: 'verifyCode', originalArgs: { email: 'a@b.c', code: '123456' }, error: { status: 400, data: { message: 'Invalid', code: 'CODE_INVALID' } } };
    expect(withoutSecrets(entry)).toEqual({ ...entry, originalArgs: { email: 'a@b.c', code: '[hidden]' } });
  });

  it('hides the token of an e-mail link, the one call whose bare argument is a secret', () => {
    expect(withoutSecrets({ endpointName: 'verifyEmailToken', originalArgs: 'link-token' })).toEqual({ endpointName: 'verifyEmailToken', originalArgs: '[hidden]' });
    expect(withoutSecrets({ endpointName: 'getClient', originalArgs: 'c1' })).toEqual({ endpointName: 'getClient', originalArgs: 'c1' });
  });

  it('gives a request or a response by name only, never its headers or URL', () => {
    const meta = { request: new Request('http://api.test/x?token=abc', { headers: { authorization: 'Bearer abc' } }), response: new Response('{}') };
    expect(withoutSecrets({ meta })).toEqual({ meta: { request: '[object Request]', response: '[object Response]' } });
  });
});
