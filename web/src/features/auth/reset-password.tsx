import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.js';
import { passwordResetQuery, useCompletePasswordReset } from '../../api/mail.js';
import { Button, ErrorNotice, Loading, TextField } from '../../components/ui.js';
import { AuthCard } from '../../components/auth-card.js';

/** `/reset-password/:token`: the mailed link; a new password, once, and every session ends. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = useQuery(passwordResetQuery(token));
  const [password, setPassword] = useState('');
  const reset = useCompletePasswordReset(token);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(password);
  };
  const invalid = (
    <>
      <div className="notice notice-error" role="alert">
        This link does not work: it was used already, it expired (links last 30 minutes) or it is incomplete.
      </div>
      <p className="auth-foot">
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </>
  );
  let body: React.ReactNode;
  if (link.isPending) body = <Loading />;
  else if (reset.isSuccess) {
    body = (
      <>
        <div className="notice notice-good" role="status">
          Your password is set: you are signed out everywhere and your API tokens are revoked.
        </div>
        <p className="auth-foot">
          <Link to="/login">Sign in with it</Link>
        </p>
      </>
    );
  } else if (link.isError || (reset.error instanceof ApiError && reset.error.status === 404)) body = invalid;
  else {
    body = (
      <form onSubmit={submit}>
        <p>
          Choose a new password for <strong>{link.data.email}</strong>. Every session of the account ends.
        </p>
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          error={reset.error instanceof ApiError ? reset.error.fieldError('password') : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {reset.isError && !(reset.error instanceof ApiError && reset.error.fieldError('password')) ? (
          <ErrorNotice error={reset.error} />
        ) : null}
        <Button type="submit" variant="primary" className="button-block" busy={reset.isPending}>
          Set the password
        </Button>
      </form>
    );
  }
  return <AuthCard title="Set a new password">{body}</AuthCard>;
}
