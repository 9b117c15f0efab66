import {
  changeField,
  createField,
  deleteField,
  getField,
  listFields,
} from '../../domain/issues/custom-fields.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent } from '../../schemas/common.js';
import { CreateFieldBody, FieldQuery, FieldSchema, UpdateFieldBody } from '../../schemas/fields.js';
import type { RouteModule } from '../types.js';

/**
 * Custom fields (issue 40, decisions §12.13): everybody reads them; owners and admins create, change
 * and delete them (Administration → Fields).
 */
export const fieldRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('fields');
  app.get(
    '/fields',
    {
      schema: {
        ...operation(
          'listFields',
          'List custom fields',
          "The workspace's custom fields by key; `project_id` keeps those that issues of that project carry (the workspace's and the project's own).",
        ),
        querystring: FieldQuery,
        response: { 200: Collection(FieldSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listFields(db, request.caller, request.query.project_id, limit, offset),
      ),
  );

  app.get(
    '/fields/:id',
    {
      schema: {
        ...operation('getField', 'Get a custom field', 'One custom field, with its options.'),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(FieldSchema) },
      },
    },
    async (request) => ({ data: await getField(db, request.caller, request.params.id) }),
  );

  app.post(
    '/fields',
    {
      schema: {
        ...operation(
          'createField',
          'Create a custom field',
          "Owners and admins: a field of the workspace (`project_id` null) or of one project; `key` (`[a-z][a-z0-9_]*`, unique in the workspace) names it in issues' `fields` and in `field[key]` filters; select and multi_select take `options`.",
        ),
        body: CreateFieldBody,
        querystring: EmptyQuery,
        response: { 201: Data(FieldSchema) },
      },
    },
    async (request, reply) => {
      const field = await inTransaction(db, (tx) => createField(tx, request.ctx, request.body));
      return reply.status(201).send({ data: field });
    },
  );

  app.patch(
    '/fields/:id',
    {
      schema: {
        ...operation(
          'updateField',
          'Change a custom field',
          'Owners and admins: `name` and `options` (key, type and project are fixed); an option taken away is taken off the issues that had it.',
        ),
        params: IdParams,
        body: UpdateFieldBody,
        querystring: EmptyQuery,
        response: { 200: Data(FieldSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeField(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/fields/:id',
    {
      schema: {
        ...operation(
          'deleteField',
          'Delete a custom field',
          'Owners and admins: its values on every issue go with it.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteField(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
