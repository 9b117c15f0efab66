import type { FastifyPluginAsync } from 'fastify';
import { assertMayProceed, authenticate, BEARER_ON_INTERFACE_REFUSAL } from '../../../domain/people/auth.js';
import { UnauthenticatedError } from '../../../errors.js';
import { credentialOf, writeOriginOf } from '../../credential.js';
import { identifyCaller, interfaceRateLimitKey, type RateLimitHook } from '../../rate-limit.js';
import type { App, Services } from '../../types.js';
import { withoutNulCharacters } from '../../validation.js';
import { agentRoutes } from './agents.js';
import { memberRoutes, openInvitationRoutes } from './members.js';
import { notificationRoutes, openMailRoutes } from './mail.js';
import { savedViewWriteRoutes } from './saved-views.js';
import { openSessionRoutes, sessionRoutes } from './session.js';
import { openSecondFactorRoutes, securityRoutes } from './security.js';
import { SECOND_FACTOR_REQUIRED_REFUSAL } from '../../../domain/policy.js';
import { ForbiddenError } from '../../../errors.js';
import { tokenRoutes } from './tokens.js';
import { webhookRoutes } from './webhooks.js';
import { integrationRoutes } from './integrations.js';
import { whiteboardRoutes } from './whiteboards.js';
import { workspaceRoutes } from './workspace.js';
import type { InterfaceRouteModule } from './module.js';

/**
 * Endpoints anyone may call: first-run status, sign-in, looking at and accepting an invitation, password
 * reset and unsubscribing (mail.ts).
 */
const openRoutes: InterfaceRouteModule[] = [
  openSessionRoutes,
  openSecondFactorRoutes,
  openInvitationRoutes,
  openMailRoutes,
];

/**
 * What a member without a second factor reaches in a workspace that requires one (issue 43): their
 * session (to read it, sign out, switch to another workspace) and Settings → Security, to set one up.
 */
const BEFORE_SECOND_FACTOR = /^\/api\/ui\/(session|session\/workspace|logout|security(\/.*)?)$/;

/** Endpoints for a signed-in person. */
const signedInRoutes: InterfaceRouteModule[] = [
  sessionRoutes,
  securityRoutes,
  tokenRoutes,
  memberRoutes,
  webhookRoutes,
  integrationRoutes,
  agentRoutes,
  savedViewWriteRoutes,
  whiteboardRoutes,
  notificationRoutes,
  workspaceRoutes,
];

/**
 * `/api/ui` (docs/interface-api.md): what the contract keeps out of the API. Session only: a bearer
 * token is refused before anything else, and every write made with the session carries its CSRF token.
 */
export function interfaceRoutes(services: Services): FastifyPluginAsync {
  const appOrigin = new URL(services.config.appUrl).origin;
  return async (scope) => {
    const ui = scope as App;
    // The limiter registered at the root, in its counters and with its headers: a session counts against
    // its person (the same allowance as their session's calls to /api/v1), anything else by address.
    const rateLimit: RateLimitHook = ui.rateLimit({ keyGenerator: interfaceRateLimitKey });
    ui.addHook('onRequest', async (request, reply) => {
      // Who is calling, to count the call against them; an ended session is refused below, by route.
      await identifyCaller(request, services.db, 'interface');
      await rateLimit(request, reply);
      if (request.headers.authorization !== undefined) {
        throw new UnauthenticatedError(BEARER_ON_INTERFACE_REFUSAL);
      }
    });
    ui.addHook('preValidation', async (request) => {
      if (request.body !== undefined) request.body = withoutNulCharacters(request.body);
    });
    for (const register of openRoutes) register(ui, services, appOrigin);
    await ui.register(async (signedIn) => {
      signedIn.addHook('preParsing', async (request) => {
        // Usually known already (onRequest, for the rate limit): a valid session is read once.
        request.caller ??= await authenticate(services.db, credentialOf(request), 'interface');
        assertMayProceed(request.caller, request.method, () => writeOriginOf(request, appOrigin));
        const credential = request.caller.credential;
        if (
          credential.kind === 'session' &&
          credential.secondFactorMissing &&
          !BEFORE_SECOND_FACTOR.test(request.routeOptions.url ?? '')
        ) {
          throw new ForbiddenError(SECOND_FACTOR_REQUIRED_REFUSAL);
        }
      });
      for (const register of signedInRoutes) register(signedIn, services, appOrigin);
    });
  };
}
