import { FORWARD_EMAIL_LABEL, REGISTER_MESSAGES, registerFailure } from '../../../../src/client/features/auth/registerErrors';
import { localPart, validateRegistration } from '../../../../src/client/features/auth/registerValidation';

const answer = (status: number, data: unknown) => ({ status, data });

describe('registerFailure', () => {
  it('reports a non-JSON answer as an invalid server response', () => {
    expect(registerFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toEqual({
      title: REGISTER_MESSAGES.nonJson,
      details: [],
      needsVerification: false,
    });
  });

  it('sends a 409 or a "not verified" message to verification', () => {
    expect(registerFailure(answer(409, { message: 'whatever' }))).toMatchObject({ title: REGISTER_MESSAGES.notVerified, needsVerification: true });
    expect(registerFailure(answer(400, { message: 'Account not verified yet' }))).toMatchObject({ needsVerification: true });
  });

  it('shows only the password errors when any mention the password', () => {
    const failure = registerFailure(answer(400, { message: 'Invalid input', errors: ['username is required', 'password must be at least 6 characters', 'password must contain a digit'] }));
    expect(failure).toEqual({
      title: REGISTER_MESSAGES.fixThese,
      details: ['password must be at least 6 characters', 'password must contain a digit'],
      needsVerification: false,
    });
  });

  it('shows every error otherwise, naming the forwarding field as the screen does', () => {
    const failure = registerFailure(answer(400, { message: 'Invalid input', errors: ['forwardEmail must be a valid email address', 'username is required'] }));
    expect(failure.details).toEqual([`${FORWARD_EMAIL_LABEL} must be a valid email address`, 'username is required']);
  });

  it('makes a single error the headline', () => {
    expect(registerFailure(answer(400, { message: 'x', errors: [{ msg: 'An account with this email already exists. Please log in.' }] }))).toEqual({
      title: 'An account with this email already exists. Please log in.',
      details: [],
      needsVerification: false,
    });
  });

  it('surfaces a field-errors collection as "Registration validation failed"', () => {
    expect(registerFailure(answer(400, { fieldErrors: { email: ['is taken'], forwardEmail: 'is not an e-mail' } }))).toEqual({
      title: REGISTER_MESSAGES.validation,
      details: ['email: is taken', `${FORWARD_EMAIL_LABEL}: is not an e-mail`],
      needsVerification: false,
    });
  });

  it('falls back to the server message, then to "Registration failed"', () => {
    expect(registerFailure(answer(400, { message: 'Too many attempts' })).title).toBe('Too many attempts');
    expect(registerFailure(answer(500, {})).title).toBe(REGISTER_MESSAGES.failed);
    expect(registerFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).title).toBe(REGISTER_MESSAGES.failed);
  });
});

describe('validateRegistration', () => {
  const valid = { email: 'ana@example.com', password: 'secret1', username: 'ana', forwardEmail: '' };

  it('accepts a complete form with no forwarding address', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires email, password and username', () => {
    expect(Object.keys(validateRegistration({ email: ' ', password: '', username: ' ', forwardEmail: '' })).sort()).toEqual(['email', 'password', 'username']);
  });

  it('checks the format of both e-mails', () => {
    expect(validateRegistration({ ...valid, email: 'ana@' }).email).toMatch(/valid email/);
    expect(validateRegistration({ ...valid, forwardEmail: 'nope' }).forwardEmail).toMatch(/valid e-mail/);
  });

  it('suggests the local part as username', () => {
    expect(localPart('ana.lopez@example.com')).toBe('ana.lopez');
    expect(localPart('')).toBe('');
  });
});
