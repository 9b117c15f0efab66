/** A refused sign-in's message. The server's answer is one message for a wrong email or password (decisions §9.3). */
export function signInFailureMessage(
  error: { status: number; message: string; retryAfter: number | null } | null,
): string {
  if (!error || error.status === 0) return error?.message ?? 'Signing in failed. Try again.';
  if (error.status === 429) {
    const wait = error.retryAfter ? ` Try again in ${error.retryAfter} seconds.` : ' Try again later.';
    return `Too many attempts to sign in.${wait}`;
  }
  return error.message;
}

/**
 * Why a sign-in with the identity provider came back to /login (`?oidc=CODE`, set by the server's
 * callback). Only known codes are worded: the address never supplies the text itself.
 */
export function oidcFailureMessage(code: string | null, provider: string): string | null {
  switch (code) {
    case null:
      return null;
    case 'unavailable':
      return `${provider} could not be reached. Try again in a moment, or ask an administrator.`;
    case 'unverified':
      return `${provider} did not confirm that your email address is verified, so it cannot be matched to an account. Verify it there, then try again.`;
    case 'no_workspace':
      return `You signed in with ${provider}, but no workspace here accepts your email address yet. Ask an administrator to invite you.`;
    case 'linked_elsewhere':
      return `The Tandem account of this email address is linked to another ${provider} identity. Ask an administrator.`;
    case 'account_closed':
      return 'This account has been deleted.';
    case 'denied':
      return `${provider} did not sign you in.`;
    default:
      return 'This sign-in did not start in this browser, took too long, or was already used. Start again.';
  }
}

/** The provider's start address, coming back to `next` once signed in. */
export function oidcStartHref(startUrl: string, next: string): string {
  return next === '/' ? startUrl : `${startUrl}?return_to=${encodeURIComponent(next)}`;
}
