/** @jest-environment node */
import { passwordPolicyErrors } from '../../../src/server/auth/passwordPolicy';
import type { PasswordPolicy } from '../../../src/shared/contract/auth';

const lenient: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};
const strict: PasswordPolicy = { minLength: 8, maxLength: 16, requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: true };

describe('passwordPolicyErrors', () => {
  it('needs only 6 characters by default', () => {
    expect(passwordPolicyErrors(lenient, 'abcdef')).toEqual([]);
    expect(passwordPolicyErrors(lenient, 'abcde')).toEqual(['password must be at least 6 characters']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordPolicyErrors(lenient, '😀😀😀')).toEqual(['password must be at least 6 characters']);
    expect(passwordPolicyErrors(lenient, '😀😀😀😀😀😀')).toEqual([]);
  });

  it('lists every broken rule of a strict policy', () => {
    expect(passwordPolicyErrors(strict, 'abc')).toEqual([
      'password must be at least 8 characters',
      'password must contain an uppercase letter',
      'password must contain a digit',
      'password must contain a character that is not a letter or digit',
    ]);
    expect(passwordPolicyErrors(strict, 'ABCDEFG1!')).toEqual(['password must contain a lowercase letter']);
    expect(passwordPolicyErrors(strict, 'Abcdefgh1!abcdefg')).toEqual(['password must be at most 16 characters']);
  });

  it('accepts letters and digits of any script', () => {
    expect(passwordPolicyErrors(strict, 'Ärger1ös!')).toEqual([]);
    expect(passwordPolicyErrors({ ...strict, requireNonAlphanumeric: false }, 'Ärger١ösx')).toEqual([]);
  });

  it('names the field it is given', () => {
    expect(passwordPolicyErrors(lenient, '1', 'new password')).toEqual(['new password must be at least 6 characters']);
  });
});
