import { listAuditLog } from '../../domain/people/audit-log.js';
import { AuditEntrySchema, AuditLogQuery } from '../../schemas/audit-log.js';
import { Collection } from '../../schemas/common.js';
import { respondWithPage } from '../envelope.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';

/**
 * The audit log (issue 43, decisions §12.14): read only. No route writes, changes or removes an entry;
 * any other method on these paths answers as an unknown route does.
 */
export const auditLogRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('auditLog');
  app.get(
    '/audit-log',
    {
      schema: {
        ...operation(
          'listAuditLog',
          'List the audit log',
          'Owners and admins: sign-ins (also failed), password changes, role changes, invitations, tokens, exports and imports, webhooks, integrations, agent secrets (names only) and approvals, newest first; filtered by `actor`, `action` (exact, or a subject with its dot: `token.`), `from` and `to` (dates or timestamps).',
        ),
        querystring: AuditLogQuery,
        response: { 200: Collection(AuditEntrySchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listAuditLog(db, request.caller, request.query, limit, offset),
      ),
  );
};
