import { changeLabel, createLabel, deleteLabel, listLabels } from '../../domain/issues/labels.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent } from '../../schemas/common.js';
import { CreateLabelBody, LabelQuery, LabelSchema, UpdateLabelBody } from '../../schemas/labels.js';
import type { RouteModule } from '../types.js';

/**
 * Labels are created by naming them on an issue, and lists them for pickers; owners and admins also
 * create, rename, recolour and delete them (Administration → Labels, issue 30).
 */
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

  app.post(
    '/labels',
    {
      schema: {
        ...operation(
          'createLabel',
          'Create a label',
          'Owners and admins: a new label; its name must differ (in any case) from every other label.',
        ),
        body: CreateLabelBody,
        querystring: EmptyQuery,
        response: { 201: Data(LabelSchema) },
      },
    },
    async (request, reply) => {
      const label = await inTransaction(db, (tx) => createLabel(tx, request.ctx, request.body));
      return reply.status(201).send({ data: label });
    },
  );

  app.patch(
    '/labels/:id',
    {
      schema: {
        ...operation(
          'updateLabel',
          'Rename or recolour a label',
          'Owners and admins: the issues carrying it show the new name.',
        ),
        params: IdParams,
        body: UpdateLabelBody,
        querystring: EmptyQuery,
        response: { 200: Data(LabelSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeLabel(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/labels/:id',
    {
      schema: {
        ...operation(
          'deleteLabel',
          'Delete a label',
          'Owners and admins: the label is taken off every issue; the issues stay.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteLabel(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
