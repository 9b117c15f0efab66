import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { server } from './client.js';

/** The audit log (issue 43), over /api/v1: Administration → Audit log. Read only. */
export type AuditLogFilters = NonNullable<paths['/api/v1/audit-log']['get']['parameters']['query']>;
type AuditLogPage = paths['/api/v1/audit-log']['get']['responses'][200]['content']['application/json'];
export type AuditEntry = AuditLogPage['data'][number];

export const AUDIT_LOG_KEY = ['audit-log'] as const;

/** One page of the log under its filters, the previous page kept on screen while the next loads. */
export const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, filters],
    queryFn: async ({ signal }): Promise<AuditLogPage> =>
      (await server.GET('/api/v1/audit-log', { params: { query: filters }, signal })).data!,
    placeholderData: keepPreviousData,
  });
