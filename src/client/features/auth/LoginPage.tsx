import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useLoginMutation } from '../../api/authApi';
import { errorStatus } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { SESSION_MESSAGES } from '../../session/sessionMachine';
import { useSessionActor } from '../../session/SessionProvider';
import { selectIsAuthenticated, selectSession } from '../../session/sessionSlice';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { serverMessage } from './serverMessage';
import { statusTone } from './statusTone';
import { returnPath, useGoOnAfterSignIn } from './useCompleteSignIn';

// Both stay out of the first bundle (the 150 KB budget of the login screen).
const ForgotPasswordPanel = lazy(() => import('./ForgotPasswordPanel'));
const GoogleButton = lazy(() => import('./google/GoogleButton').then((module) => ({ default: module.GoogleButton })));

/** SPEC.md section 8 "Login": the text when the server gave none (it could not be reached). */
const LOGIN_FAILED = 'Login failed';

const REASONS: Record<string, string> = {
  session_expired: SESSION_MESSAGES.sessionExpired,
  network: SESSION_MESSAGES.network,
  unauthorized: SESSION_MESSAGES.unauthorized,
};

/** Why the visitor is here: a forced logout's reason, or the server's legacy Google redirect (?google=1). */
function initialStatus(params: URLSearchParams): string | null {
  const reason = REASONS[params.get('reason') ?? ''];
  if (reason) return reason;
  // A popup opens only from the user's own click, so the redirect can only point at the button.
  return params.get('google') === '1' ? 'Press "Sign in with Google" to continue.' : null;
}

interface LoginError {
  message: string;
  unverified: boolean;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const forcedOut = useAppSelector((state) => selectSession(state).status === 'forcedLogout');
  const session = useSessionActor();
  const [login, { isLoading }] = useLoginMutation();
  const goOn = useGoOnAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<string | null>(() => initialStatus(params));
  const [error, setError] = useState<LoginError | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // The reason of a forced logout is on screen now (read from the URL, which outlives a reload),
  // so the session can settle as an ordinary anonymous one.
  useEffect(() => {
    if (forcedOut) session.send({ type: 'reasonShown' });
  }, [forcedOut, session]);

  if (authenticated) return <Navigate to={returnPath(location.state)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    try {
      await login({ email: email.trim(), password }).unwrap();
      goOn();
    } catch (failure) {
      const message = serverMessage(failure);
      setError({ message: message ?? LOGIN_FAILED, unverified: errorStatus(failure) === 403 && /verif/i.test(message ?? '') });
    }
  }

  return (
    <AuthCard title="Login">
      {status && <Banner tone={statusTone(status)}>{status}</Banner>}
      {error && (
        <Banner tone="error" title={error.message}>
          {error.unverified ? (
            <p>
              <Link to={`/verify-email-code?email=${encodeURIComponent(email.trim())}`}>Enter your verification code</Link> or have a new one sent.
            </p>
          ) : (
            error.message === LOGIN_FAILED && <p>Check your connection and try again.</p>
          )}
        </Banner>
      )}
      <form onSubmit={submit}>
        <FormField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordInput label="Password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <BusyButton type="submit" busy={isLoading} busyLabel="Logging in...">
          Login
        </BusyButton>
      </form>
      <div className="auth-divider">or</div>
      <Suspense
        fallback={
          <button type="button" className="btn auth-google" disabled>
            Sign in with Google
          </button>
        }
      >
        <GoogleButton label="Sign in with Google" onStatus={setStatus} />
      </Suspense>
      <div className="auth-links">
        <button type="button" className="btn-link" aria-expanded={forgotOpen} onClick={() => setForgotOpen((open) => !open)}>
          Forgot Password
        </button>
        <Link to="/register">Create an account</Link>
      </div>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordPanel initialEmail={email} onStatus={setStatus} />
        </Suspense>
      )}
    </AuthCard>
  );
}
