import type { Config } from '../../config.js';
import type { SignInMethodsView } from '../../schemas/sessions.js';
import { ForbiddenError } from '../../errors.js';
import { OIDC_START_PATH } from './oidc.js';

/** How people sign in here (decisions §12.14): what /login offers, and what is refused when off. */
export function signInMethods(config: Config): SignInMethodsView {
  return {
    password: config.passwordSignIn,
    oidc: config.oidc ? { name: config.oidc.name, start_url: OIDC_START_PATH } : null,
  };
}

/**
 * `SERVICE_PASSWORD_SIGNIN=off`: every use of a password (sign-in, reset, change, an account made by an
 * invitation with one) is refused alike, pointing at the provider.
 */
export function assertPasswordSignIn(config: Config): void {
  if (config.passwordSignIn) return;
  throw new ForbiddenError(
    `Password sign-in is off on this installation: sign in with ${config.oidc?.name ?? 'single sign-on'} instead.`,
  );
}
