export interface RegisterValues {
  email: string;
  password: string;
  username: string;
  forwardEmail: string;
}

export type RegisterFieldErrors = Partial<Record<keyof RegisterValues, string>>;

// name@host.tld with no spaces; the server's check is the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: email, password and username required; both e-mails well formed. */
export function validateRegistration(values: RegisterValues): RegisterFieldErrors {
  const errors: RegisterFieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL.test(email)) errors.email = 'Enter a valid email address, like name@company.com.';
  if (!values.password) errors.password = 'Choose a password.';
  if (!values.username.trim()) errors.username = 'Enter a username.';
  const forward = values.forwardEmail.trim();
  if (forward && !EMAIL.test(forward)) errors.forwardEmail = 'Enter a valid e-mail address or leave this empty.';
  return errors;
}

/** The part of an e-mail before the @, used as the suggested username. */
export function localPart(email: string): string {
  return email.split('@')[0]?.trim() ?? '';
}
