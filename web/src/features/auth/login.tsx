import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.js';
import { oidcFailureMessage, oidcStartHref, signInFailureMessage } from '../../lib/sign-in.js';
import { useSignIn, useSessionQuery, useSignInMethodsQuery, type SignInMethods } from '../../api/session.js';
import { Button, TextField } from '../../components/ui.js';
import { safeNextPath } from '../../lib/next-path.js';
import { EVERY_METHOD, SecondFactorStepForm, type SecondFactorMethods } from './second-factor-step.js';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const session = useSessionQuery();
  const methods = useSignInMethodsQuery();
  // Issue 43: the password (or, `?second_factor=1`, the provider) passed; the second factor is next.
  const [step, setStep] = useState<SecondFactorMethods | null>(
    params.get('second_factor') === '1' ? EVERY_METHOD : null,
  );
  if (session.data) return <Navigate to={next} replace />;
  // Nothing is offered until the methods are known (no password form flashing by where it is off); if
  // they cannot be read, the password form, every installation's default.
  const oidc = methods.data?.oidc ?? null;
  const passwordOn = methods.isPending ? false : (methods.data?.password ?? true);
  // Worded once the provider's name is known, so the alert is announced once, as it stays.
  const oidcFailure = methods.isPending
    ? null
    : oidcFailureMessage(params.get('oidc'), oidc?.name ?? 'The identity provider');
  if (step) {
    return (
      <AuthCard title="Two-step verification">
        <SecondFactorStepForm methods={step} next={next} onRestart={() => setStep(null)} />
      </AuthCard>
    );
  }
  return (
    <main className="auth">
      <div className="auth-card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>Tandem</span>
        </div>
        <h1>Sign in</h1>
        {oidcFailure ? (
          <div className="notice notice-error auth-notice" role="alert">
            {oidcFailure}
          </div>
        ) : null}
        {oidc ? <ProviderSignIn oidc={oidc} next={next} primary={!passwordOn} /> : null}
        {oidc && passwordOn ? (
          <p className="auth-or" aria-hidden="true">
            or
          </p>
        ) : null}
        {passwordOn ? <PasswordSignIn next={next} autoFocus={!oidc} onSecondFactor={setStep} /> : null}
      </div>
    </main>
  );
}

/** "Sign in with …": a link to the server's start address (decisions §12.14), back to `next` after. */
export function ProviderSignIn({
  oidc,
  next,
  primary,
}: {
  oidc: NonNullable<SignInMethods['oidc']>;
  next: string;
  primary: boolean;
}) {
  return (
    <a
      className={`button button-${primary ? 'primary' : 'secondary'} button-block`}
      href={oidcStartHref(oidc.start_url, next)}
    >
      Sign in with {oidc.name}
    </a>
  );
}

/** The sign-in page's frame: the brand and a heading. */
function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth-card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>Tandem</span>
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

function PasswordSignIn({
  next,
  autoFocus,
  onSecondFactor,
}: {
  next: string;
  autoFocus: boolean;
  onSecondFactor: (methods: SecondFactorMethods) => void;
}) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn(
    () => void navigate(next, { replace: true }),
    (step) => onSecondFactor(step.methods),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <>
      <form onSubmit={submit} noValidate={false}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          autoFocus={autoFocus}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {signIn.isError ? (
          <div className="notice notice-error" role="alert">
            {signInFailureMessage(signIn.error instanceof ApiError ? signIn.error : null)}
          </div>
        ) : null}
        <Button type="submit" variant="primary" className="button-block" busy={signIn.isPending}>
          Sign in
        </Button>
      </form>
      <p className="auth-foot">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </>
  );
}
