import { useState, type FormEvent } from 'react';
import { ApiError, fieldError } from '../../api/client.js';
import { useChangePassword, useSession } from '../../api/session.js';
import { Button, ErrorNotice, PageHeader, Section, TextField } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';

export function ProfilePage() {
  const session = useSession();
  return (
    <>
      <PageHeader title="Profile" description="Your account, your password and where you are signed in." />
      <Section title="Account">
        <dl className="facts">
          <div>
            <dt>Name</dt>
            <dd>{session.user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{session.user.email}</dd>
          </div>
          <div>
            <dt>Workspace</dt>
            <dd>
              {session.workspace.name} <span className="muted">({humanize(session.workspace.role)})</span>
            </dd>
          </div>
        </dl>
      </Section>
      <PasswordSection />
    </>
  );
}

function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [revokeTokens, setRevokeTokens] = useState(true);
  const change = useChangePassword();
  const errorAt = (field: string) => fieldError(change.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { current_password: current, new_password: next, revoke_tokens: revokeTokens },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
      },
    );
  };
  return (
    <Section title="Password" description="Changing it signs you out everywhere else.">
      <form onSubmit={submit} className="form-narrow">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          error={errorAt('current_password')}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint="At least 8 characters; not a common password, nor your email or name."
          value={next}
          error={errorAt('new_password')}
          onChange={(event) => setNext(event.target.value)}
        />
        <RevokeTokensCheck checked={revokeTokens} onChange={setRevokeTokens} />
        {change.isError && !(change.error instanceof ApiError && change.error.status === 422) ? (
          <ErrorNotice error={change.error} />
        ) : null}
        {change.isSuccess ? (
          <p className="notice notice-good" role="status">
            Password changed. Your other sessions were signed out
            {change.variables?.revoke_tokens ? ' and your API tokens revoked' : ''}.
          </p>
        ) : null}
        <Button type="submit" variant="primary" busy={change.isPending}>
          Change password
        </Button>
      </form>
    </Section>
  );
}

/**
 * Ticked by default: whoever changes their password or signs out everywhere usually fears a credential
 * is in other hands, and a token is one (issue 37). Unticking keeps the programs that use them running.
 */
export function RevokeTokensCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> Also
      revoke my API tokens (in every workspace)
    </label>
  );
}
