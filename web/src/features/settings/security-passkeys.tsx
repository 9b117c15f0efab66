import { useState, type FormEvent } from 'react';
import { ApiError, fieldError } from '../../api/client.js';
import { useAddPasskey, useRemovePasskey, useRenamePasskey, type Passkey } from '../../api/security.js';
import { Button, ConfirmButton, EmptyState, Section, TextField } from '../../components/ui.js';
import { formatDateTime, formatRelative } from '../../lib/format.js';

/** Settings → Security → Passkeys (issue 43): add with a name, rename, remove. */
export function PasskeysSection({
  passkeys,
  onCodes,
}: {
  passkeys: Passkey[];
  onCodes: (codes: string[]) => void;
}) {
  return (
    <Section
      title="Passkeys"
      description="Sign in with your device's screen lock or a security key instead of a code."
    >
      {passkeys.length === 0 ? (
        <EmptyState title="No passkeys yet" />
      ) : (
        <ul className="plain-list">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <AddPasskey onCodes={onCodes} />
    </Section>
  );
}

function passkeyFailure(error: unknown): string {
  if (error instanceof ApiError) return error.fieldError('response') ?? error.message;
  return 'The passkey was not created: the browser or the authenticator declined. Try again.';
}

function AddPasskey({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (added) => {
        setName('');
        if (added.recovery_codes) onCodes(added.recovery_codes);
      },
    });
  };
  return (
    <form onSubmit={submit} className="inline-form">
      <TextField
        label="Passkey name"
        hint="Where it lives, e.g. Work laptop or YubiKey."
        required
        maxLength={100}
        value={name}
        error={fieldError(add.error, 'name')}
        onChange={(event) => setName(event.target.value)}
      />
      {add.isError && !fieldError(add.error, 'name') ? (
        <div className="notice notice-error" role="alert">
          {passkeyFailure(add.error)}
        </div>
      ) : null}
      <Button type="submit" variant="primary" busy={add.isPending}>
        Add passkey
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const nameId = `passkey-${passkey.id}-name`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: () => setEditing(false) });
  };
  if (editing) {
    return (
      <li>
        <form onSubmit={submit} className="row">
          <TextField
            label={`New name for ${passkey.name}`}
            required
            maxLength={100}
            autoFocus
            value={name}
            error={fieldError(rename.error, 'name')}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="primary" busy={rename.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="row">
      <div>
        <strong id={nameId}>{passkey.name}</strong>
        <div className="muted">
          Added {formatDateTime(passkey.created_at)} ·{' '}
          {passkey.last_used_at ? `last used ${formatRelative(passkey.last_used_at)}` : 'never used'}
        </div>
      </div>
      <Button aria-describedby={nameId} onClick={() => setEditing(true)}>
        Rename
      </Button>
      <ConfirmButton
        label="Remove"
        describedBy={nameId}
        title={`Remove the passkey ${passkey.name}?`}
        body="It can no longer be used to sign in to this account."
        confirmLabel="Remove passkey"
        onConfirm={() => remove.mutateAsync(passkey.id)}
      />
    </li>
  );
}
