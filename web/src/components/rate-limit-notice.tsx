import { useRateLimitWait } from '../api/rate-limit-wait.js';

/**
 * While a call waits out the server's rate limit (web/src/api/rate-limit-wait.ts): a calm word that the
 * page is only pausing, instead of errors in its sections. The sections keep their loading state.
 */
export function RateLimitNotice() {
  const waiting = useRateLimitWait();
  return (
    <div className="rate-limit-notice-region" role="status" aria-live="polite">
      {waiting ? (
        <p className="rate-limit-notice">
          <span className="spinner" aria-hidden="true" />
          The server asked for a short pause. Tandem carries on in a few seconds.
        </p>
      ) : null}
    </div>
  );
}
