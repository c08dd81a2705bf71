import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegisterMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './google/GoogleButton';
import { FORWARD_EMAIL_LABEL, REGISTER_MESSAGES, registerFailure, type RegisterFailure } from './registerErrors';
import { localPart, validateRegistration, type RegisterFieldErrors, type RegisterValues } from './registerValidation';
import { statusTone } from './statusTone';

const verifyLink = (email: string) => `/verify-email-code?email=${encodeURIComponent(email.trim())}`;

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<RegisterValues>(() => {
    const email = params.get('email') ?? '';
    return { email, password: '', username: localPart(email), forwardEmail: '' };
  });
  // The username follows the e-mail's local part until the user types one of their own.
  const [usernameEdited, setUsernameEdited] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<RegisterFieldErrors>({});
  const [failure, setFailure] = useState<RegisterFailure | null>(null);
  const [googleStatus, setGoogleStatus] = useState<string | null>(null);

  const change = (field: keyof RegisterValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'email' && !usernameEdited ? { username: localPart(value) } : {}),
    }));
    if (field === 'username') setUsernameEdited(true);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const errors = validateRegistration(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const email = values.email.trim();
    try {
      await register({ email, password: values.password, username: values.username.trim(), forwardEmail: values.forwardEmail.trim() || undefined }).unwrap();
      await navigate(verifyLink(email), { state: { notice: REGISTER_MESSAGES.success, codeSent: true } });
    } catch (error) {
      setFailure(registerFailure(error));
    }
  }

  return (
    <AuthCard title="Register" lead="Create your Smart Bill Entry account. We will e-mail you a code to verify your address.">
      {googleStatus && <Banner tone={statusTone(googleStatus)}>{googleStatus}</Banner>}
      {failure && (
        <Banner tone="error" title={failure.title}>
          {failure.details.length > 0 && (
            <ul>
              {failure.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          {failure.needsVerification && (
            <p>
              <Link className="btn" to={verifyLink(values.email)} state={{ codeSent: true }}>
                Go to Email Verification
              </Link>
            </p>
          )}
        </Banner>
      )}
      <form onSubmit={submit} noValidate>
        <FormField label="Email" type="email" name="email" autoComplete="email" required value={values.email} onChange={change('email')} error={fieldErrors.email} />
        <PasswordInput label="Password" name="password" autoComplete="new-password" required value={values.password} onChange={change('password')} error={fieldErrors.password} />
        <FormField label="Username" name="username" autoComplete="nickname" required value={values.username} onChange={change('username')} error={fieldErrors.username} />
        <FormField
          label={FORWARD_EMAIL_LABEL}
          type="email"
          name="forwardEmail"
          value={values.forwardEmail}
          onChange={change('forwardEmail')}
          error={fieldErrors.forwardEmail}
          hint="The address your vendors' invoices are forwarded to, if you have one."
        />
        <BusyButton type="submit" busy={isLoading} busyLabel="Registering...">
          Register
        </BusyButton>
      </form>
      <div className="auth-divider">or</div>
      <GoogleButton label="Register with Google" onStatus={setGoogleStatus} forwardEmail={values.forwardEmail} />
      <div className="auth-links">
        <span className="muted">Already registered?</span>
        <Link to="/login">Log in</Link>
      </div>
    </AuthCard>
  );
}
