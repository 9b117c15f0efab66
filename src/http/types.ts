import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { RequestCredential } from '../domain/people/auth.js';
import type { Caller } from '../domain/caller.js';
import type { CommandContext } from '../domain/context.js';
import type { Services } from '../services.js';

export type { Services } from '../services.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

/** A route module: registers its routes on the authenticated /api/v1 scope. */
export type RouteModule = (app: App, services: Services) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as (method, url, schema). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every /api/v1 request and every signed-in /api/ui one. */
    caller: Caller;
    /** The caller's command context (domain/context.ts), for every domain call of a route. */
    readonly ctx: CommandContext;
    /** The Authorization header or session cookie as read by `credentialOf` (src/http/credential.ts). */
    credential?: RequestCredential;
  }
}
