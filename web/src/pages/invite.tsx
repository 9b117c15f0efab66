import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../api/client.js';
import { useAdoptSession, useSessionQuery } from '../api/session.js';
import type { InvitationPreview, Session } from '../api/types.js';
import { Button, ErrorNotice, Loading, TextField } from '../components/ui.js';
import { humanize } from '../lib/format.js';

/** Accepting an invitation: a new account (name and password) or an existing one (its password). */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const session = useSessionQuery();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      api.get<InvitationPreview>(`/api/ui/invitations/${encodeURIComponent(token)}`, {
        redirectOn401: false,
      }),
    retry: false,
  });
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? preview.data?.name ?? '';
  const [password, setPassword] = useState('');
  const signedInAsInvitee =
    session.data &&
    preview.data &&
    session.data.user.email.toLowerCase() === preview.data.email.toLowerCase();
  const accept = useMutation({
    mutationFn: () => {
      const body = preview.data?.account_exists
        ? signedInAsInvitee
          ? {}
          : { password }
        : { name, password };
      return api.post<Session>(`/api/ui/invitations/${encodeURIComponent(token)}/accept`, body, {
        redirectOn401: false,
      });
    },
    onSuccess: (answer) => {
      adopt(answer);
      void navigate('/', { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate();
  };
  const fieldError = (field: string) =>
    accept.error instanceof ApiError ? accept.error.fieldError(field) : undefined;

  let content;
  if (preview.isPending) content = <Loading label="Opening the invitation…" />;
  else if (preview.isError) {
    content = (
      <>
        <h1>This invitation cannot be used</h1>
        <p>
          {preview.error instanceof ApiError && preview.error.status === 404
            ? 'It was already used, withdrawn, or it expired. Ask the person who invited you for a new link.'
            : preview.error.message}
        </p>
        <Link to="/login">Go to sign in</Link>
      </>
    );
  } else {
    const invitation = preview.data;
    content = (
      <>
        <h1>Join {invitation.workspace.name}</h1>
        <p>
          You were invited as <strong>{humanize(invitation.role)}</strong> with the address{' '}
          <strong>{invitation.email}</strong>.
        </p>
        <form onSubmit={submit}>
          {invitation.account_exists ? (
            signedInAsInvitee ? (
              <p>You are signed in with this address.</p>
            ) : (
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                autoFocus
                hint="You already have an account: enter its password."
                error={fieldError('password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )
          ) : (
            <>
              <TextField
                label="Name"
                autoComplete="name"
                required
                autoFocus
                error={fieldError('name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                hint="At least 8 characters."
                error={fieldError('password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </>
          )}
          <ErrorNotice error={accept.error} />
          <Button type="submit" variant="primary" className="button-block" busy={accept.isPending}>
            {invitation.account_exists ? 'Join workspace' : 'Create account and join'}
          </Button>
        </form>
      </>
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
        {content}
      </div>
    </main>
  );
}
