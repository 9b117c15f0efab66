import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import fastifyCookie from '@fastify/cookie';
import { assertMayProceed, authenticate } from '../domain/auth.js';
import { credentialOf, writeOriginOf } from './credential.js';
import { registerErrorHandling } from './error-handler.js';
import { createRedis, registerRateLimit } from './rate-limit.js';
import { RequestLog } from './request-log.js';
import { healthRoutes } from './routes/health.js';
import { apiRoutes } from './routes/index.js';
import { interfaceRoutes } from './routes/ui/index.js';
import type { App, Services } from './types.js';
import { validatorCompiler, withoutNulCharacters } from './validation.js';
import { registerWebInterface } from './web-assets.js';

export interface BuildAppOptions {
  logger?: boolean | { level: string };
  /** The process's logger (`tandem serve`), instead of one of Fastify's making. */
  loggerInstance?: FastifyBaseLogger;
}

/** Builds the HTTP application. Listening is left to the caller (`tandem serve` or a test). */
export async function buildApp(services: Services, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    logController: new RequestLog(),
    // `/issues/` is `/issues`: clients that add a trailing slash are not sent a 404.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The route table (method, url) of the API, for tooling and for the test that fuzzes every route.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  registerErrorHandling(app);

  const redis: Redis | null = services.config.redisUrl ? createRedis(services.config.redisUrl) : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  // Cookies are parsed on demand (credentialOf), not by a hook on every request.
  await app.register(fastifyCookie, { hook: false });
  const appOrigin = new URL(services.config.appUrl).origin;

  await app.register(
    async (api) => {
      await registerRateLimit(api, services.config, redis);
      // preParsing runs after the rate limiter's route-level onRequest hook, so even a refused request
      // carries the X-RateLimit headers, and before the body is read.
      api.addHook('preParsing', async (request) => {
        request.caller = await authenticate(services.db, credentialOf(request));
        assertMayProceed(request.caller, request.method, () => writeOriginOf(request, appOrigin));
      });
      // A callback hook: a promise per request would cost more than the check on a body-less GET.
      api.addHook('preValidation', (request, _reply, done) => {
        if (request.body !== undefined) request.body = withoutNulCharacters(request.body);
        done();
      });
      for (const register of apiRoutes) register(api, services);
      api.setNotFoundHandler({ preHandler: api.rateLimit() }, (_request, reply) =>
        reply.status(404).type('application/json; charset=utf-8').send({ message: 'Not found.' }),
      );
    },
    { prefix: '/api/v1' },
  );
  // The runner API: its own credential (runtime tokens) and contract (docs/runner-protocol.md).
  await app.register(import('./daemon/index.js'), { prefix: '/api/daemon/v1', services });
  // The web interface's own endpoints (docs/interface-api.md): sessions only, never bearer tokens.
  await app.register(interfaceRoutes(services), { prefix: '/api/ui' });
  healthRoutes(app, services);
  await registerWebInterface(app);

  return app;
}
