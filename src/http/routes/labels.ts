import { Type } from 'typebox';
import { listLabels } from '../../domain/labels.js';
import { respondWithPage } from '../envelope.js';
import { Collection, PaginationQuery, Timestamp } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const LabelSchema = Type.Object({ id: Type.Integer(), name: Type.String(), created_at: Timestamp });

const LabelQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'a prefix of the name, in any case' })),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

/** Labels are created by naming them on an issue; this lists them for pickers. */
export const labelRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/labels',
    { schema: { querystring: LabelQuery, response: { 200: Collection(LabelSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listLabels(db, request.caller.workspace.id, request.query.q, limit, offset),
      ),
  );
};
