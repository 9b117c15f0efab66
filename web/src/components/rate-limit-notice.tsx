import { useRateLimitWait } from '../api/rate-limit-wait.js';

/**
 * While a call waits out the server's rate limit (web/src/api/rate-limit-wait.ts): a calm word that the
 * page is only pausing, instead of errors in its sections. The sections keep their loading state. The
 * region is a live one from the start (so the words are announced when they come), and a status only
 * while it says something: an empty status on every page would stand beside each page's own.
 */
export function RateLimitNotice() {
  const waiting = useRateLimitWait();
  return (
    <div className="rate-limit-notice-region" aria-live="polite">
      {waiting ? (
        <p className="rate-limit-notice" role="status">
          <span className="spinner" aria-hidden="true" />
          The server asked for a short pause. Tandem carries on in a few seconds.
        </p>
      ) : null}
    </div>
  );
}
