import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.js';
import { mailStatusQuery, useRequestPasswordReset } from '../../api/mail.js';
import { AuthCard } from '../../components/auth-card.js';
import { Button, ErrorNotice, Loading, TextField } from '../../components/ui.js';

/** Signed-out pages share the sign-in card. */
export const MAIL_OFF_NOTICE =
  'Mail is off on this installation, so no link can be sent. Ask an administrator to set a new password for you.';

/** `/forgot-password`: a link to set a new password, mailed to the account (issue 29). */
export function ForgotPasswordPage() {
  const status = useQuery(mailStatusQuery);
  const [email, setEmail] = useState('');
  const ask = useRequestPasswordReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(email);
  };
  let body: React.ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.data?.enabled === false) {
    body = (
      <div className="notice" role="status">
        {MAIL_OFF_NOTICE}
      </div>
    );
  } else if (ask.isSuccess) {
    body = (
      <div className="notice notice-good" role="status">
        {ask.data.message} Check your inbox.
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit}>
        <p>Enter the email of your account: we mail it a link to set a new password.</p>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          error={ask.error instanceof ApiError ? ask.error.fieldError('email') : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {ask.isError && !(ask.error instanceof ApiError && ask.error.fieldError('email')) ? (
          <ErrorNotice error={ask.error} />
        ) : null}
        <Button type="submit" variant="primary" className="button-block" busy={ask.isPending}>
          Send the link
        </Button>
      </form>
    );
  }
  return (
    <AuthCard title="Forgot your password?">
      {body}
      <p className="auth-foot">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
