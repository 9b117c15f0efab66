import { listPickableMembers } from '../../domain/people/members.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection } from '../../schemas/common.js';
import { MemberQuery, MemberSchema } from '../../schemas/members.js';
import type { RouteModule } from '../types.js';

/** The workspace's people and agents, for pickers (assignee, mention, lead). */
export const memberRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('members');
  app.get(
    '/members',
    {
      schema: {
        ...operation(
          'listMembers',
          'List members',
          "The workspace's people and the agents the caller could assign, by name, with their actor keys.",
        ),
        querystring: MemberQuery,
        response: { 200: Collection(MemberSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listPickableMembers(db, request.caller, request.query, limit, offset),
      ),
  );
};
