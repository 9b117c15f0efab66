import { Type } from 'typebox';
import { listPickableMembers } from '../../domain/members.js';
import { AGENT_STATUSES, ROLES } from '../../domain/enums.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Nullable, PaginationQuery, StringEnum } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const MemberSchema = Type.Object({
  key: Type.String({ description: 'the actor key, user:<id> or agent:<id>' }),
  type: StringEnum(['user', 'agent'] as const),
  id: Type.Integer(),
  name: Type.String(),
  role: Nullable(StringEnum(ROLES)),
  email: Nullable(Type.String()),
  status: Nullable(StringEnum(AGENT_STATUSES)),
  active: Type.Boolean(),
});

const MemberQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'a prefix of the name or of one of its words' }),
    ),
    type: Type.Optional(StringEnum(['user', 'agent'] as const)),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

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
