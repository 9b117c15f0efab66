import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.js';
import { useCompleteWithCode, useCompleteWithPasskey, type SignedIn } from '../../api/security.js';
import { useAdoptSession, type SecondFactorStep } from '../../api/session.js';
import { Button, TextField } from '../../components/ui.js';
import { safeNextPath } from '../../lib/next-path.js';

export type SecondFactorMethods = SecondFactorStep['second_factor']['methods'];
/** After an OpenID Connect sign-in the page does not know the account's factors: all are offered. */
export const EVERY_METHOD: SecondFactorMethods = ['totp', 'passkey', 'recovery_code'];

function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return error.message;
    return (
      error.fieldError('code') ??
      error.fieldError('recovery_code') ??
      error.fieldError('response') ??
      error.message
    );
  }
  // The browser's own refusal of a passkey prompt (cancelled, timed out, no passkey here).
  return 'The passkey was not used. Try again, or use a code.';
}

/**
 * The second step of signing in (issue 43): a code of the authenticator app, a recovery code, or a
 * passkey. The password (or the provider) already passed; no session exists until this step does.
 */
export function SecondFactorStepForm({
  methods,
  next,
  onRestart,
}: {
  methods: SecondFactorMethods;
  next: string;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const hasApp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasApp && methods.includes('recovery_code'));
  const [code, setCode] = useState('');
  const withCode = useCompleteWithCode();
  const withPasskey = useCompleteWithPasskey();
  const done = (answer: SignedIn) => {
    adopt(answer);
    void navigate(next !== '/' ? next : safeNextPath(answer.return_to), { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withCode.mutate(recovery ? { recovery_code: code } : { code }, { onSuccess: done });
  };
  const failed = withCode.error ?? withPasskey.error;
  const passkeyFirst = methods.includes('passkey');
  const ended = failed instanceof ApiError && failed.status === 401;
  return (
    <>
      <p>Your account has a second factor. Confirm it is you.</p>
      {passkeyFirst ? (
        <Button
          variant="primary"
          className="button-block"
          busy={withPasskey.isPending}
          onClick={() => withPasskey.mutate(undefined, { onSuccess: done })}
        >
          Use a passkey
        </Button>
      ) : null}
      <form onSubmit={submit}>
        <TextField
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          name={recovery ? 'recovery_code' : 'code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          hint={recovery ? 'One of the codes you saved.' : 'The 6-digit code from your authenticator app.'}
          required
          autoFocus={!passkeyFirst}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {failed ? (
          <div className="notice notice-error" role="alert">
            {failureOf(failed)}
          </div>
        ) : null}
        <Button
          type="submit"
          variant={passkeyFirst ? 'secondary' : 'primary'}
          className="button-block"
          busy={withCode.isPending}
        >
          Verify
        </Button>
      </form>
      <StepChoices
        canSwitch={hasApp && methods.includes('recovery_code')}
        recovery={recovery}
        ended={ended}
        onSwitch={() => {
          setRecovery(!recovery);
          setCode('');
        }}
        onRestart={onRestart}
      />
    </>
  );
}

/** Switching between the app's code and a recovery code; signing in again once the step expired. */
function StepChoices({
  canSwitch,
  recovery,
  ended,
  onSwitch,
  onRestart,
}: {
  canSwitch: boolean;
  recovery: boolean;
  ended: boolean;
  onSwitch: () => void;
  onRestart: () => void;
}) {
  return (
    <p className="auth-foot">
      {canSwitch ? (
        <button type="button" className="link-button" onClick={onSwitch}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
      ) : null}
      {canSwitch && ended ? ' ' : null}
      {ended ? (
        <button type="button" className="link-button" onClick={onRestart}>
          Sign in again
        </button>
      ) : null}
    </p>
  );
}
