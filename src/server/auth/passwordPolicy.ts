import type { PasswordPolicy } from '../../shared/contract/auth';

/**
 * Every rule the password breaks, each naming the field so the register screen (SPEC.md
 * section 5) can pick out the password messages. Lengths count characters, not UTF-16 units.
 */
export function passwordPolicyErrors(policy: PasswordPolicy, password: string, field = 'password'): string[] {
  const errors: string[] = [];
  const length = [...password].length;
  if (length < policy.minLength) errors.push(`${field} must be at least ${policy.minLength} characters`);
  if (policy.maxLength !== null && length > policy.maxLength) errors.push(`${field} must be at most ${policy.maxLength} characters`);
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) errors.push(`${field} must contain a lowercase letter`);
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) errors.push(`${field} must contain an uppercase letter`);
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) errors.push(`${field} must contain a digit`);
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    errors.push(`${field} must contain a character that is not a letter or digit`);
  }
  return errors;
}
