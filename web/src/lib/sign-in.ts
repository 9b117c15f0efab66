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
