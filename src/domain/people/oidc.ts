import * as client from 'openid-client';
import { isoAfter, nowIso } from '../../clock.js';
import { inTransaction, type Db, type Tx } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { OidcConfig } from '../../config.js';
import {
  findIdentity,
  findIdentityOfUser,
  findUserRowById,
  insertIdentity,
  insertOidcLogin,
  purgeExpiredOidcLogins,
  takeOidcLogin,
} from '../../repositories/oidc.js';
import { currentMemberships } from '../../repositories/sessions.js';
import { confirmUserEmail, findUserRowByEmail, insertUser } from '../../repositories/users.js';
import { findWorkspaceRowBySlug } from '../../repositories/workspaces.js';
import { recordAccountEvent } from './audit-log.js';
import { hasSecondFactor } from '../../repositories/second-factor.js';
import { beginSecondFactor, type PendingSecondFactor } from './second-factor-sign-in.js';
import { sameSecret } from './auth.js';
import { joinInvitedWorkspaces } from './invitations.js';
import { startSession, type SessionOrigin, type StartedSession } from './sessions.js';
import { digestToken } from './tokens.js';
import { addMember } from './workspaces.js';
import { nowOf, type SystemContext } from '../context.js';

/**
 * OpenID Connect sign-in (decisions §12.14; the choices: docs/decisions.md, "Issue 43 — OpenID Connect").
 * Authorization code flow with PKCE, state and nonce, through panva's certified `openid-client`, which
 * verifies the ID token (signature, issuer, audience, expiry, nonce). An account is found by its subject
 * at the issuer once linked, and before that by a verified email only; a first-time person joins the
 * workspaces that invited their email, or those `SERVICE_OIDC_JOIN` names for its domain.
 */
export const OIDC_START_PATH = '/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';
/** The browser's half of a sign-in under way: its state, HttpOnly, sent back only to the callback. */
export const OIDC_STATE_COOKIE = 'tandem_oidc_state';
export const OIDC_LOGIN_LIFETIME_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';
/** Seconds a request to the provider may take before the sign-in is answered "unavailable". */
const PROVIDER_TIMEOUT_SECONDS = 10;
const PURGE_BATCH = 100;
const WEEKLY_HOURS = 40;

/**
 * Why a sign-in was refused: the code travels to /login (`?oidc=CODE`), whose page words it; a message
 * itself is never taken from the address, so nobody can make the page say what they like.
 */
export const OIDC_FAILURES = [
  'unavailable',
  'invalid',
  'denied',
  'unverified',
  'no_workspace',
  'linked_elsewhere',
  'account_closed',
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];

export class OidcSignInError extends Error {
  constructor(
    readonly code: OidcFailure,
    message: string,
  ) {
    super(message);
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** How long a discovery is used before the provider's metadata is read again (endpoints, keys). */
const DISCOVERY_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The provider, discovered at the first sign-in and kept for an hour; a discovery that failed (provider
 * down) is tried again at the next sign-in, so the service starts and serves password sign-in whatever
 * the provider's state.
 */
export class OidcClient {
  private discovered: { configuration: Promise<client.Configuration>; at: number } | null = null;

  constructor(
    readonly config: OidcConfig,
    /** `SERVICE_APP_URL` + the callback path: registered at the provider as the redirect URI. */
    readonly redirectUri: string,
  ) {}

  configuration(): Promise<client.Configuration> {
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_LIFETIME_MS) {
      return this.discovered.configuration;
    }
    const issuer = new URL(this.config.issuer);
    const attempt = {
      at: Date.now(),
      configuration: client
        .discovery(issuer, this.config.clientId, this.config.clientSecret, undefined, {
          // oidc-config.ts lets plain http through for a provider on this machine only.
          execute:
            issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
              ? [client.allowInsecureRequests]
              : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        })
        .catch((error: unknown) => {
          if (this.discovered === attempt) this.discovered = null;
          throw unavailable(error);
        }),
    };
    this.discovered = attempt;
    return attempt.configuration;
  }
}

function unavailable(cause: unknown): OidcSignInError {
  const error = new OidcSignInError('unavailable', 'The identity provider could not be reached.');
  error.cause = cause;
  return error;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * Where to go after signing in: a path of this application only (`/issues?x=1`), never another origin,
 * however spelt (`//evil`, `/\evil`, `https://evil`, `/%5Cevil` stays a path); anything else is `/`.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw))
    return '/';
  const base = 'http://tandem.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  const path = url.pathname + url.search + url.hash;
  // Back into the sign-in itself, or to the API, makes no sense after signing in.
  if (path.startsWith('/auth/') || path.startsWith('/api/') || path.startsWith('/login')) return '/';
  return path;
}

/**
 * A sign-in begins: state, nonce and PKCE verifier made here; the verifier and nonce stay in the
 * database (by the state's SHA-256), the state goes to the browser's cookie and to the provider.
 */
export async function beginOidcSignIn(
  db: Db,
  oidc: OidcClient,
  returnTo: unknown,
): Promise<{ state: string; url: string }> {
  const configuration = await oidc.configuration();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  const now = nowIso();
  await purgeExpiredOidcLogins(db, now, PURGE_BATCH);
  await insertOidcLogin(db, {
    state_digest: digestToken(state),
    nonce,
    code_verifier: codeVerifier,
    return_to: safeReturnTo(returnTo),
    created_at: now,
    expires_at: isoAfter(OIDC_LOGIN_LIFETIME_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.redirectUri,
    scope: SCOPE,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { state, url: url.href };
}

const INVALID =
  'This sign-in did not start in this browser, took too long, or was already used. Start again.';

interface ProviderPerson {
  subject: string;
  email: string;
  name: string;
}

/** The code exchanged (the library checks state, `iss`, PKCE, the ID token and its nonce), then who it is. */
async function personFromCallback(
  oidc: OidcClient,
  callbackUrl: URL,
  login: { nonce: string; code_verifier: string },
  state: string,
): Promise<ProviderPerson> {
  const configuration = await oidc.configuration();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  let profile: Record<string, unknown>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.code_verifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new OidcSignInError('invalid', INVALID);
    profile = { ...idToken };
    // The UserInfo answer, when the provider has one, is where most put the email (its subject is
    // checked against the ID token's by the library).
    if (configuration.serverMetadata().userinfo_endpoint) {
      profile = {
        ...profile,
        ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
      };
    }
  } catch (error) {
    throw classify(error);
  }
  const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
  // Only `true` is verified: a string "true", a missing claim or false are not.
  if (email === '' || profile.email_verified !== true) {
    throw new OidcSignInError(
      'unverified',
      'The identity provider did not confirm that this email address is verified.',
    );
  }
  const name =
    typeof profile.name === 'string' && profile.name.trim() !== ''
      ? profile.name.trim()
      : email.split('@')[0]!;
  return { subject: String(profile.sub), email, name: name.slice(0, 255) };
}

function classify(error: unknown): OidcSignInError {
  if (error instanceof OidcSignInError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    // The provider answered the callback with an error: the person declined, or it refused them.
    const refused = new OidcSignInError('denied', 'The identity provider did not sign you in.');
    refused.cause = error;
    return refused;
  }
  // The provider could not be reached (refused connection, timeout): no answer at all.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return unavailable(error);
  }
  // Anything else (a code already used, a wrong nonce or signature, a mismatched state) is not trusted.
  const invalid = new OidcSignInError('invalid', INVALID);
  invalid.cause = error;
  return invalid;
}

/**
 * The callback: the state of the address must be the browser's own (cookie) and a sign-in still under
 * way, taken once (a replayed or forged callback finds none); then a session as a password sign-in gets.
 */
export async function completeOidcSignIn(
  db: Db,
  ctx: SystemContext,
  input: { oidc: OidcClient; query: URLSearchParams; cookieState: string | undefined; origin: SessionOrigin },
): Promise<(StartedSession & { returnTo: string }) | PendingSecondFactor> {
  const { oidc, origin } = input;
  const state = input.query.get('state') ?? '';
  if (state === '' || input.cookieState === undefined || !sameSecret(state, input.cookieState)) {
    throw new OidcSignInError('invalid', INVALID);
  }
  const login = await takeOidcLogin(db, digestToken(state), nowOf(ctx));
  if (!login) throw new OidcSignInError('invalid', INVALID);
  const callbackUrl = new URL(oidc.redirectUri);
  callbackUrl.search = input.query.toString();
  const person = await personFromCallback(oidc, callbackUrl, login, state);
  const user = await inTransaction(db, (tx) => accountOf(tx, oidc.config, person));
  const [first] = await currentMemberships(db, user.id);
  if (!first) throw noWorkspace(person.email);
  // Issue 43: the provider's own checks aside, an account with a second factor here is asked for it too.
  if (await hasSecondFactor(db, user.id)) {
    return beginSecondFactor(db, ctx, { userId: user.id, firstMethod: 'oidc', returnTo: login.return_to });
  }
  // Like a password sign-in: the session and its audit entries (§12.14) in one transaction.
  const started = await inTransaction(db, async (tx) => {
    await recordAccountEvent(tx, user, {
      action: 'sign_in.succeeded',
      actor: { type: 'user', id: user.id, name: user.name },
      ip: origin.ip ?? null,
      details: { method: 'oidc' },
    });
    return startSession(tx, user, first.id, origin);
  });
  return { ...started, returnTo: login.return_to };
}

function noWorkspace(email: string): OidcSignInError {
  return new OidcSignInError(
    'no_workspace',
    `No workspace here accepts ${email}: ask an administrator to invite you.`,
  );
}

/**
 * The account of the person: the one linked to their subject at this issuer; else the one of their
 * verified email, linked now unless it is linked to another subject there (an email the provider moved
 * to someone else); else a new account, when an invitation or a domain rule gives it a workspace.
 */
async function accountOf(tx: Tx, config: OidcConfig, person: ProviderPerson) {
  const linked = await findIdentity(tx, config.issuer, person.subject);
  if (linked) {
    const user = await findUserRowById(tx, linked.user_id);
    if (!user || user.deleted_at !== null) throw accountClosed();
    return { id: user.id, name: user.name, email: user.email };
  }
  const existing = await findUserRowByEmail(tx, person.email, { includingDeleted: true });
  if (existing) {
    if (existing.deleted_at !== null) throw accountClosed();
    if (await findIdentityOfUser(tx, existing.id, config.issuer)) {
      throw new OidcSignInError(
        'linked_elsewhere',
        `The account of ${person.email} is linked to another identity at this provider.`,
      );
    }
    await link(tx, existing.id, config.issuer, person.subject);
    // The provider vouches for the mailbox: what an unconfirmed account may not do, it now may.
    await confirmUserEmail(tx, existing.id);
    return { id: existing.id, name: existing.name, email: existing.email };
  }
  return joinFirstTime(tx, config, person);
}

function accountClosed(): OidcSignInError {
  return new OidcSignInError('account_closed', 'This account has been deleted.');
}

async function link(tx: Tx, userId: number, issuer: string, subject: string): Promise<void> {
  try {
    await insertIdentity(tx, { user_id: userId, issuer, subject, created_at: nowIso() });
  } catch (error) {
    // A concurrent first sign-in linked it meanwhile: the next attempt finds the link.
    if (isUniqueViolation(error)) throw new OidcSignInError('invalid', INVALID);
    throw error;
  }
}

async function joinFirstTime(tx: Tx, config: OidcConfig, person: ProviderPerson) {
  const domain = person.email.slice(person.email.lastIndexOf('@') + 1);
  const workspaces: { id: number; role: (typeof config.join)[number]['role'] }[] = [];
  for (const rule of config.join.filter((candidate) => candidate.domain === domain)) {
    const workspace = await findWorkspaceRowBySlug(tx, rule.workspace);
    if (workspace) workspaces.push({ id: workspace.id, role: rule.role });
  }
  let created;
  try {
    created = await insertUser(tx, {
      email: person.email,
      name: person.name,
      password_hash: null,
      created_at: nowIso(),
      email_unconfirmed_since: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OidcSignInError('invalid', INVALID);
    throw error;
  }
  const invited = await joinInvitedWorkspaces(tx, person.email, { id: created.id, name: person.name });
  for (const workspace of workspaces) {
    if (!invited.includes(workspace.id)) {
      await addMember(tx, workspace.id, created.id, workspace.role, WEEKLY_HOURS);
    }
  }
  // Neither invited nor at a domain a workspace accepts: the account is not kept (the transaction rolls back).
  if (invited.length === 0 && workspaces.length === 0) throw noWorkspace(person.email);
  await link(tx, created.id, config.issuer, person.subject);
  return { id: created.id, name: created.name, email: created.email };
}
