import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate.js';
import type { App, Services } from '../types.js';

/**
 * Probes for load balancers and orchestrators, without a token: `/healthz` says the process answers;
 * `/readyz` says it can serve (the database answers and every migration is applied), 503 otherwise.
 */
export function healthRoutes(app: App, services: Services): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(services.db);
      const pending = await pendingMigrations(services.db);
      if (pending.length > 0) {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: `Migrations not applied: ${pending.join(', ')}.` });
      }
      return { status: 'ok' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return reply.status(503).send({ status: 'unavailable', message: `Database unreachable: ${reason}` });
    }
  });
}
