import { listLabels } from '../../domain/labels.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection } from '../../schemas/common.js';
import { LabelQuery, LabelSchema } from '../../schemas/labels.js';
import type { RouteModule } from '../types.js';

/** Labels are created by naming them on an issue; this lists them for pickers. */
export const labelRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('labels');
  app.get(
    '/labels',
    {
      schema: {
        ...operation(
          'listLabels',
          'List labels',
          "The workspace's labels by name; `q` keeps those starting with it.",
        ),
        querystring: LabelQuery,
        response: { 200: Collection(LabelSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listLabels(db, request.caller.workspace.id, request.query.q, limit, offset),
      ),
  );
};
