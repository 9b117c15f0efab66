import type { FastifyReply } from 'fastify';
import type {} from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../../domain/people/auth.js';
import type { Config } from '../../../config.js';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from '../../../domain/people/sign-in-throttle.js';
import { OIDC_LOGIN_LIFETIME_MS, OIDC_STATE_COOKIE } from '../../../domain/people/oidc.js';

/**
 * HttpOnly, SameSite=Lax, Secure when the application is served over https (decisions §9.4): its
 * `SERVICE_APP_URL` says https, or this request came over https, directly or, as `X-Forwarded-Proto`
 * says, through a proxy of `SERVICE_TRUST_PROXY` (Fastify's `request.protocol`).
 */
export function cookieOptions(reply: FastifyReply, config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // Read as a URL: the scheme is case-insensitive (`HTTPS://…` is https too).
    secure: new URL(config.appUrl).protocol === 'https:' || reply.request.protocol === 'https',
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, secret: string): void {
  void reply.setCookie(SESSION_COOKIE, secret, {
    ...cookieOptions(reply, config),
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

/**
 * The device cookie (sign-in-throttle.ts): sent back only to the sign-in route, never to script, kept 90
 * days from the latest sign-in; it survives signing out, as the browser is still the owner's.
 */
export function setDeviceCookie(reply: FastifyReply, config: Config, secret: string): void {
  void reply.setCookie(DEVICE_COOKIE, secret, {
    ...cookieOptions(reply, config),
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
  });
}

export const DEVICE_COOKIE_PATH = '/api/ui/login';

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(reply, config));
}

/**
 * An OpenID Connect sign-in under way (domain/oidc.ts): its state, sent back only to the callback. Lax,
 * not strict: the provider's redirect to the callback is a navigation from another site, which a Lax
 * cookie follows (top-level GET) and a strict one would not.
 */
const OIDC_COOKIE_PATH = '/auth/oidc';

export function setOidcStateCookie(reply: FastifyReply, config: Config, state: string): void {
  void reply.setCookie(OIDC_STATE_COOKIE, state, {
    ...cookieOptions(reply, config),
    path: OIDC_COOKIE_PATH,
    maxAge: Math.floor(OIDC_LOGIN_LIFETIME_MS / 1000),
  });
}

export function clearOidcStateCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(OIDC_STATE_COOKIE, { ...cookieOptions(reply, config), path: OIDC_COOKIE_PATH });
}
