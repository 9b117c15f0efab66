import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.js';
import { signInFailureMessage } from '../../lib/sign-in.js';
import { signIn as startSession, useAdoptSession, useSessionQuery } from '../../api/session.js';
import { Button, TextField } from '../../components/ui.js';
import { safeNextPath } from '../../lib/next-path.js';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const session = useSessionQuery();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => startSession({ email, password }),
    onSuccess: (answer) => {
      adopt(answer);
      void navigate(next, { replace: true });
    },
  });
  if (session.data) return <Navigate to={next} replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
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
        <form onSubmit={submit} noValidate={false}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            autoFocus
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
      </div>
    </main>
  );
}
