import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import fastifyCookie from '@fastify/cookie';
import { proxyTrust } from '../addresses.js';
import { assertMayProceed, authenticate } from '../domain/people/auth.js';
import { assertCanUseApi } from '../domain/policy.js';
import { registerBodyTimeout, serverTimeoutOptions } from './body-timeout.js';
import { registerApiDocs } from './api-docs.js';
import { codeHostHookRoutes } from './code-host-hooks.js';
import { credentialOf, writeOriginOf } from './credential.js';
import { acceptEmptyJsonBodies } from './empty-body.js';
import { registerErrorHandling, sendNotFound } from './error-handler.js';
import { frameworkErrorOptions, type LateRateLimit } from './framework-errors.js';
import { registerIdempotency } from './idempotency.js';
import { registerBodyParsers } from './json-body.js';
import { registerInterfaceOpenApi, registerOpenApi, registerOpenApiRoute } from './openapi.js';
import { identifyCaller, registerRateLimit } from './rate-limit.js';
import { connectRedis, firstConnection } from '../redis/connect.js';
import { RequestLog } from './request-log.js';
import { healthRoutes } from './routes/health.js';
import { apiRoutes } from './routes/index.js';
import { enforceRunReach } from './run-scope.js';
import { interfaceRoutes } from './routes/ui/index.js';
import { actingAs, type CommandContext } from '../domain/context.js';
import { closeServices, closeStreams, createServices, type Foundation } from '../services.js';
import type { App, RouteEntry } from './types.js';
import { validatorCompiler, withoutNulCharacters } from './validation.js';
import { registerWebInterface } from './web-assets.js';
import { oidcRoutes } from './oidc-routes.js';

export interface BuildAppOptions {
  logger?: boolean | { level: string };
  /** The process's logger (`tandem serve`), instead of one of Fastify's making. */
  loggerInstance?: FastifyBaseLogger;
  /** Sees every answer as it leaves (the tests check each against the OpenAPI description). */
  observeReply?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

/** Builds the HTTP application. Listening is left to the caller (`tandem serve` or a test). */
export async function buildApp(foundation: Foundation, options: BuildAppOptions = {}): Promise<App> {
  const lateRateLimit: LateRateLimit = { hook: null };
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(foundation.config.bodyTimeoutSeconds),
    return503OnClosing: true,
    logController: new RequestLog(),
    // `/issues/` is `/issues`: clients that add a trailing slash are not sent a 404.
    // Path segments up to 150 characters: an agent secret's NAME may have 128 (decisions §12.4); longer: 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 150 },
    // request.ip and request.protocol believe X-Forwarded-* only from SERVICE_TRUST_PROXY's proxies.
    trustProxy: foundation.config.trustProxy.length > 0 ? proxyTrust(foundation.config.trustProxy) : false,
    ...frameworkErrorOptions(lateRateLimit),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every route of this application is handed these: one storage, one hub of each kind.
  const services = createServices(foundation, app.log);
  // Open streams would keep the server from closing: end them first, then release the buses.
  app.addHook('preClose', async () => closeStreams(services));
  app.addHook('onClose', async () => closeServices(services));

  registerBodyTimeout(app, services.config.bodyTimeoutSeconds);
  // Every answer: nosniff. API answers carry tokens, webhook secrets and invitation links, and are one
  // person's view anyway: no cache keeps them (issue #27). A route that sets its own Cache-Control
  // (attachment files, the API reference page, event streams) sets it later and wins.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  registerBodyParsers(app);
  // The route table (method, url, schema) of the API, for tooling and for the test that fuzzes every route.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  // A command's context (domain/context.ts): this application's, acting as the authenticated caller.
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): CommandContext {
      return actingAs(services.system, this.caller);
    },
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  acceptEmptyJsonBodies(app);
  const { observeReply } = options;
  if (observeReply) {
    app.addHook('onSend', async (request, reply, payload) => {
      observeReply(request, reply, payload);
      return payload;
    });
  }
  // Before any route: the description is collected from the routes as they are registered.
  await registerOpenApi(app);
  await registerInterfaceOpenApi(app);
  registerApiDocs(app);

  const redis: Redis | null = services.config.redisUrl
    ? connectRedis(
        services.config.redisUrl,
        {
          unreachable: 'rate limits are counted by each node alone until it is back',
          back: 'rate limits are shared again',
        },
        app.log,
      )
    : null;
  if (redis) {
    await firstConnection(redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  const rateLimit = await registerRateLimit(app, services.config, redis);
  lateRateLimit.hook = rateLimit;
  registerErrorHandling(app, rateLimit);
  registerOpenApiRoute(app, rateLimit);
  // A callback hook: a promise per request would cost more than the check on a body-less GET.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined) request.body = withoutNulCharacters(request.body);
    done();
  });

  // Cookies are parsed on demand (credentialOf), not by a hook on every request.
  await app.register(fastifyCookie, { hook: false });
  const appOrigin = new URL(services.config.appUrl).origin;

  await app.register(
    async (api) => {
      // Counted first, so even a refused request carries the X-RateLimit headers (the credential's holder
      // is read beforehand: a session's person owns the interface's allowance, and a token that names
      // nobody counts by address); authentication runs in preParsing, before the body is read.
      api.addHook('onRequest', async (request, reply) => {
        await identifyCaller(request, services.db, 'api');
        await rateLimit(request, reply);
      });
      api.addHook('preParsing', async (request) => {
        const caller = (request.caller as FastifyRequest['caller'] | undefined) ?? null;
        request.caller = caller ?? (await authenticate(services.db, credentialOf(request)));
        // A session read for the rate limit was read for any surface; the API refuses Management here.
        assertCanUseApi(request.caller);
        assertMayProceed(request.caller, request.method, () => writeOriginOf(request, appOrigin));
      });
      // A run token reaches what its run needs only (issue 37), decided once the request is parsed.
      api.addHook('preHandler', (request) => enforceRunReach(services.db, request));
      registerIdempotency(api, services.db);
      for (const register of apiRoutes) register(api, services);
      api.setNotFoundHandler(sendNotFound);
    },
    { prefix: '/api/v1' },
  );
  // The runner API: its own credential (runtime tokens) and contract (docs/runner-protocol.md).
  await app.register(import('./daemon/index.js'), { prefix: '/api/daemon/v1', services, rateLimit });
  // Code hosts' deliveries (issue 29): signed, not authenticated by token.
  await app.register(codeHostHookRoutes(services, rateLimit), { prefix: '/api/hooks' });
  // The web interface's own endpoints (docs/interface-api.md): sessions only, never bearer tokens.
  await app.register(interfaceRoutes(services), { prefix: '/api/ui' });
  // OpenID Connect sign-in (decisions §12.14): browser navigations, answered with redirects.
  await app.register(oidcRoutes(services, rateLimit), { prefix: '/auth/oidc' });
  healthRoutes(app, services);
  await registerWebInterface(app);

  return app;
}
