import { listPickableMembers } from '../../domain/members.js';
import { respondWithPage } from '../envelope.js';
import { Collection } from '../../schemas/common.js';
import { MemberQuery, MemberSchema } from '../../schemas/members.js';
import type { RouteModule } from '../types.js';

/** The workspace's people and agents, for pickers (assignee, mention, lead). */
export const memberRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/members',
    { schema: { querystring: MemberQuery, response: { 200: Collection(MemberSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listPickableMembers(db, request.caller, request.query, limit, offset),
      ),
  );
};
