import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/client.js';
import {
  securityQuery,
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useRemoveTotp,
  useStartTotp,
  type Security,
} from '../../api/security.js';
import {
  Button,
  CopyButton,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  TextField,
} from '../../components/ui.js';
import { formatDateTime } from '../../lib/format.js';
import { PasskeysSection } from './security-passkeys.js';

/**
 * `/settings/security`: Settings → Security (issue 43): an authenticator app (TOTP), recovery codes and
 * passkeys. A workspace that requires a second factor sends its members here until they have one.
 */
export function SecurityPage() {
  const security = useQuery(securityQuery);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <>
      <PageHeader
        title="Security"
        description="A second factor keeps your account safe even if someone learns your password."
      />
      {security.data?.workspace_requires_second_factor && !security.data.has_second_factor ? (
        <div className="notice notice-warning" role="alert">
          This workspace requires a second factor. Set up an authenticator app or a passkey to continue.
        </div>
      ) : null}
      {codes ? <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} /> : null}
      {security.isPending ? <Loading /> : null}
      {security.isError ? <ErrorNotice error={security.error} /> : null}
      {security.data ? (
        <>
          <TotpSection security={security.data} onCodes={setCodes} />
          <PasskeysSection passkeys={security.data.passkeys} onCodes={setCodes} />
          <RecoveryCodesSection security={security.data} onCodes={setCodes} />
        </>
      ) : null}
    </>
  );
}

/** Recovery codes, shown this once, with Copy. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="shown-once" role="region" aria-label="Your recovery codes" tabIndex={-1}>
      <p className="shown-once-title">Save your recovery codes</p>
      <p>
        Each code signs you in once if you lose your authenticator app or passkeys. Keep them somewhere safe:
        they are shown only this once.
      </p>
      <pre className="secret" aria-label="Recovery codes">
        {codes.join('\n')}
      </pre>
      <div className="row">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function TotpSection({ security, onCodes }: { security: Security; onCodes: (codes: string[]) => void }) {
  const start = useStartTotp();
  return (
    <Section
      title="Authenticator app"
      description="Codes from an app such as 1Password, Google Authenticator or Aegis (TOTP)."
    >
      {security.totp ? (
        <>
          <p>Set up on {formatDateTime(security.totp.confirmed_at)}.</p>
          <Reauthenticated
            action="Remove app"
            busyLabel="Remove authenticator app"
            useAction={useRemoveTotp}
            onDone={() => undefined}
          />
        </>
      ) : !security.totp_available ? (
        <p>
          An authenticator app needs SERVICE_SECRET_KEY on the server; ask your administrator, or use a
          passkey.
        </p>
      ) : start.data ? (
        <TotpConfirm secret={start.data.secret} uri={start.data.uri} onCodes={onCodes} onDone={start.reset} />
      ) : (
        <>
          {start.isError ? <ErrorNotice error={start.error} /> : null}
          <Button variant="primary" busy={start.isPending} onClick={() => start.mutate()}>
            Set up authenticator app
          </Button>
        </>
      )}
    </Section>
  );
}

function TotpConfirm({
  secret,
  uri,
  onCodes,
  onDone,
}: {
  secret: string;
  uri: string;
  onCodes: (codes: string[]) => void;
  onDone: () => void;
}) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (codes) => {
        onDone();
        onCodes(codes);
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <p>
        In your app, add an account with this setup key (time-based, 6 digits), or paste the link if your app
        takes one. This page shows no QR code.
      </p>
      <p className="field-label">Setup key</p>
      <pre className="secret" aria-label="Setup key">
        {secret.match(/.{1,4}/g)!.join(' ')}
      </pre>
      <CopyButton text={secret} label="Copy setup key" />
      <p className="field-label">Link (otpauth)</p>
      <pre className="secret secret-wrap" aria-label="Setup link">
        {uri}
      </pre>
      <CopyButton text={uri} label="Copy link" />
      <TextField
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        error={fieldError(confirm.error, 'code')}
        onChange={(event) => setCode(event.target.value)}
      />
      {confirm.isError && !fieldError(confirm.error, 'code') ? <ErrorNotice error={confirm.error} /> : null}
      <div className="row">
        <Button type="submit" variant="primary" busy={confirm.isPending}>
          Confirm
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodesSection({
  security,
  onCodes,
}: {
  security: Security;
  onCodes: (codes: string[]) => void;
}) {
  if (!security.has_second_factor) return null;
  return (
    <Section
      title="Recovery codes"
      description="Single-use codes for when your app or passkeys are not at hand."
    >
      <p>
        {security.recovery_codes_left === 1 ? 'One code is' : `${security.recovery_codes_left} codes are`}{' '}
        left. New codes replace the old ones.
      </p>
      <Reauthenticated
        action="Generate new codes"
        busyLabel="Generate new recovery codes"
        useAction={useRegenerateRecoveryCodes}
        onDone={(codes) => onCodes(codes as string[])}
      />
    </Section>
  );
}

/** An action that asks for the password (or a current code) first: removing the app, new codes. */
function Reauthenticated({
  action,
  busyLabel,
  useAction,
  onDone,
}: {
  action: string;
  busyLabel: string;
  useAction: typeof useRemoveTotp | typeof useRegenerateRecoveryCodes;
  onDone: (result: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const mutation = useAction();
  if (!open) {
    return <Button onClick={() => setOpen(true)}>{action}</Button>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = /^\d{6}$/.test(secret.trim()) ? { code: secret.trim() } : { password: secret };
    mutation.mutate(body, {
      onSuccess: (result) => {
        setOpen(false);
        setSecret('');
        onDone(result);
      },
    });
  };
  const error = fieldError(mutation.error, 'password') ?? fieldError(mutation.error, 'code');
  return (
    <form onSubmit={submit} aria-label={busyLabel}>
      <TextField
        label="Password or authenticator code"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={secret}
        error={error}
        onChange={(event) => setSecret(event.target.value)}
      />
      {mutation.isError && !error ? <ErrorNotice error={mutation.error} /> : null}
      <div className="row">
        <Button type="submit" variant="danger" busy={mutation.isPending}>
          {action}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
