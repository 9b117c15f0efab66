import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, fieldError } from '../../api/client.js';
import { invitationPreviewQuery, useAcceptInvitation, type InvitationPreview } from '../../api/members.js';
import { useSessionQuery, useSignInMethodsQuery, useSignOutToSwitchAccount } from '../../api/session.js';
import { ProviderSignIn } from './login.js';
import { Button, ErrorNotice, Loading, TextField } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import { loginPathFor } from '../../lib/next-path.js';

/**
 * Accepting an invitation (decisions §11.2): a new address creates its account here (name and
 * password); an address that already has an account joins only signed in as that account, so the page
 * sends its reader to sign in first and back here (`next`), and never asks for that account's password.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const session = useSessionQuery();
  const preview = useQuery(invitationPreviewQuery(token));
  const methods = useSignInMethodsQuery();
  const signInHere = loginPathFor(`/invite/${encodeURIComponent(token)}`);
  const signedInAsInvitee =
    session.data &&
    preview.data &&
    session.data.user.email.toLowerCase() === preview.data.email.toLowerCase();

  let content;
  if (preview.isPending || session.isPending || methods.isPending)
    content = <Loading label="Opening the invitation…" />;
  else if (preview.isError) content = <UnusableInvitation error={preview.error} />;
  else if (preview.data.account_exists && !signedInAsInvitee) {
    content = (
      <SignInToJoin
        invitation={preview.data}
        signedInEmail={session.data?.user.email ?? null}
        signInHere={signInHere}
      />
    );
  } else if (!preview.data.account_exists && methods.data?.password === false && methods.data.oidc) {
    // No password to choose (SERVICE_PASSWORD_SIGNIN=off): signing in with the provider as the invited
    // address makes the account and joins the workspace (decisions: "Issue 43 — OpenID Connect").
    content = (
      <>
        <InvitationHeading invitation={preview.data} />
        <p>
          Sign in with {methods.data.oidc.name} as {preview.data.email}: you join as you sign in.
        </p>
        <ProviderSignIn oidc={methods.data.oidc} next="/" primary />
      </>
    );
  } else content = <AcceptInvitationForm token={token} invitation={preview.data} />;
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

/** The invitation was used, withdrawn, expired, or could not be read. */
function UnusableInvitation({ error }: { error: Error }) {
  return (
    <>
      <h1>This invitation cannot be used</h1>
      <p>
        {error instanceof ApiError && error.status === 404
          ? 'It was already used, withdrawn, or it expired. Ask the person who invited you for a new link.'
          : error.message}
      </p>
      <Link to="/login">Go to sign in</Link>
    </>
  );
}

function InvitationHeading({ invitation }: { invitation: InvitationPreview }) {
  return (
    <>
      <h1>Join {invitation.workspace.name}</h1>
      <p>
        You were invited as <strong>{humanize(invitation.role)}</strong> with the address{' '}
        <strong>{invitation.email}</strong>.
      </p>
    </>
  );
}

/**
 * The invited address has an account, and the reader is not signed in as it: they sign in to it (or
 * sign out of another account first) and come back.
 */
function SignInToJoin({
  invitation,
  signedInEmail,
  signInHere,
}: {
  invitation: InvitationPreview;
  signedInEmail: string | null;
  signInHere: string;
}) {
  const navigate = useNavigate();
  // Signed in as someone else: sign out here, then sign in as the invited address and come back.
  const signOut = useSignOutToSwitchAccount(() => void navigate(signInHere));
  return (
    <>
      <InvitationHeading invitation={invitation} />
      {signedInEmail ? (
        <>
          <p>
            You are signed in as <strong>{signedInEmail}</strong>. This invitation is for{' '}
            <strong>{invitation.email}</strong>: sign out, then sign in with that address to join.
          </p>
          <ErrorNotice error={signOut.error} />
          <Button
            variant="primary"
            className="button-block"
            busy={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Sign out and switch account
          </Button>
        </>
      ) : (
        <>
          <p>
            An account with this address already exists. Sign in to it first; you will come back here to join.
          </p>
          <Link to={signInHere} className="button button-primary button-block">
            Sign in to join
          </Link>
        </>
      )}
      <p className="auth-foot">No password for this account yet? An administrator can set one for you.</p>
    </>
  );
}

/** Joining: a new address gives its name and password; a signed-in invitee only confirms. */
function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? invitation.name ?? '';
  const [password, setPassword] = useState('');
  const accept = useAcceptInvitation(token, () => void navigate('/', { replace: true }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(invitation.account_exists ? {} : { name, password });
  };
  const errorAt = (field: string) => fieldError(accept.error, field);
  return (
    <>
      <InvitationHeading invitation={invitation} />
      <form onSubmit={submit}>
        {invitation.account_exists ? (
          <p>You are signed in with this address.</p>
        ) : (
          <>
            <TextField
              label="Name"
              autoComplete="name"
              required
              autoFocus
              error={errorAt('name')}
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
              error={errorAt('password')}
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
