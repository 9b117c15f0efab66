import { ConfigError } from './config-error.js';

/** Roles a first-time person may be given by their email domain (never `owner`: ownership is handed over by a person). */
export const JOIN_ROLES = ['admin', 'member', 'guest', 'management'] as const;
export type JoinRole = (typeof JOIN_ROLES)[number];

/** `SERVICE_OIDC_JOIN`: people whose verified email is at `domain` join `workspace` with `role` on first sign-in. */
export interface OidcJoinRule {
  domain: string;
  workspace: string;
  role: JoinRole;
}

/** OpenID Connect sign-in (decisions §12.14, docs/decisions.md "Issue 43 — OpenID Connect"). */
export interface OidcConfig {
  /** The provider's issuer identifier, as its discovery document states it. */
  issuer: string;
  clientId: string;
  /** Never logged nor shown. */
  clientSecret: string;
  /** The button's label: "Sign in with <name>". */
  name: string;
  join: OidcJoinRule[];
}

const DOMAIN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function issuerUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SERVICE_OIDC_ISSUER must be a URL like https://login.example.com, got "${raw}"`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ConfigError(
      'SERVICE_OIDC_ISSUER must be the issuer identifier: no query, fragment or credentials',
    );
  }
  // Plain http only for a provider on this machine (development, tests): elsewhere the codes and tokens
  // would cross the network in the clear.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(
      `SERVICE_OIDC_ISSUER must start with https:// (http:// only for 127.0.0.1, localhost or [::1]), got "${raw}"`,
    );
  }
  // As given: discovery compares it with the `issuer` the provider states, character for character.
  return raw;
}

/** `example.com=acme:member,other.org=beta:guest`: checked entry by entry so a typo fails at start. */
export function joinRules(raw: string | undefined): OidcJoinRule[] {
  if (raw === undefined || raw.trim() === '') return [];
  const rules: OidcJoinRule[] = [];
  for (const part of raw.split(',')) {
    const entry = part.trim();
    const match = /^([^=\s]+)=([^:\s]+):([^:\s]+)$/.exec(entry);
    const domain = match?.[1]?.toLowerCase() ?? '';
    const workspace = match?.[2] ?? '';
    const role = match?.[3] ?? '';
    if (!match || !DOMAIN.test(domain) || !SLUG.test(workspace)) {
      throw new ConfigError(
        `SERVICE_OIDC_JOIN must be comma-separated DOMAIN=WORKSPACE:ROLE entries (e.g. example.com=acme:member), got "${entry}"`,
      );
    }
    if (!(JOIN_ROLES as readonly string[]).includes(role)) {
      throw new ConfigError(
        `SERVICE_OIDC_JOIN: the role of "${entry}" must be one of ${JOIN_ROLES.join(', ')} (never owner)`,
      );
    }
    if (rules.some((rule) => rule.domain === domain && rule.workspace === workspace)) {
      throw new ConfigError(`SERVICE_OIDC_JOIN names ${domain} for workspace ${workspace} twice`);
    }
    rules.push({ domain, workspace, role: role as JoinRole });
  }
  return rules;
}

/**
 * `SERVICE_OIDC_*`: issuer, client id and client secret all three, or none (OIDC off); the name and the
 * join rules only with them. A half-configured provider stops the start, naming what is missing.
 */
export function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.SERVICE_OIDC_ISSUER?.trim() ?? '';
  const clientId = env.SERVICE_OIDC_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.SERVICE_OIDC_CLIENT_SECRET ?? '';
  const name = env.SERVICE_OIDC_NAME?.trim() ?? '';
  const join = env.SERVICE_OIDC_JOIN?.trim() ?? '';
  const required = {
    SERVICE_OIDC_ISSUER: issuer,
    SERVICE_OIDC_CLIENT_ID: clientId,
    SERVICE_OIDC_CLIENT_SECRET: clientSecret,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === '')
    .map(([key]) => key);
  if (missing.length === 3) {
    const stray = Object.entries({ SERVICE_OIDC_NAME: name, SERVICE_OIDC_JOIN: join })
      .filter(([, value]) => value !== '')
      .map(([key]) => key);
    if (stray.length > 0) {
      throw new ConfigError(
        `${stray.join(' and ')} set without SERVICE_OIDC_ISSUER, SERVICE_OIDC_CLIENT_ID and SERVICE_OIDC_CLIENT_SECRET`,
      );
    }
    return null;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `OpenID Connect needs SERVICE_OIDC_ISSUER, SERVICE_OIDC_CLIENT_ID and SERVICE_OIDC_CLIENT_SECRET (or none: off); missing ${missing.join(', ')}`,
    );
  }
  if (name.length > 64) throw new ConfigError('SERVICE_OIDC_NAME must be at most 64 characters');
  return {
    issuer: issuerUrl(issuer),
    clientId,
    clientSecret,
    name: name || 'single sign-on',
    join: joinRules(join),
  };
}

/** `SERVICE_PASSWORD_SIGNIN`: `on` (default) or `off`; off only with OpenID Connect, or nobody could sign in. */
export function passwordSignIn(raw: string | undefined, oidc: OidcConfig | null): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'on') return true;
  if (value !== 'off') throw new ConfigError(`SERVICE_PASSWORD_SIGNIN must be on or off, got "${raw}"`);
  if (oidc === null) {
    throw new ConfigError(
      'SERVICE_PASSWORD_SIGNIN=off needs OpenID Connect (SERVICE_OIDC_ISSUER, SERVICE_OIDC_CLIENT_ID, SERVICE_OIDC_CLIENT_SECRET): nobody could sign in',
    );
  }
  return false;
}
