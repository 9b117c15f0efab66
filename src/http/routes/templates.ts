import {
  changeTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
} from '../../domain/issues/issue-templates.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import {
  Collection,
  Data,
  EmptyQuery,
  IdParams,
  NoContent,
  parseQueryBoolean,
} from '../../schemas/common.js';
import {
  CreateTemplateBody,
  TemplateQuery,
  TemplateSchema,
  UpdateTemplateBody,
} from '../../schemas/templates.js';
import type { RouteModule } from '../types.js';

/**
 * Issue templates and scheduled work (issue 40, decisions §12.13): everybody reads them, owners and
 * admins create, change, pause and delete them (Administration → Templates).
 */
export const templateRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('templates');
  app.get(
    '/templates',
    {
      schema: {
        ...operation(
          'listTemplates',
          'List templates',
          "The workspace's issue templates by name, each with its schedule's next occurrences; `scheduled` keeps those with (1) or without (0) a schedule.",
        ),
        querystring: TemplateQuery,
        response: { 200: Collection(TemplateSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listTemplates(db, request.caller, parseQueryBoolean(request.query.scheduled), limit, offset),
      ),
  );

  app.get(
    '/templates/:id',
    {
      schema: {
        ...operation(
          'getTemplate',
          'Get a template',
          'One template, with its next occurrences and its last one.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(TemplateSchema) },
      },
    },
    async (request) => ({ data: await getTemplate(db, request.caller, request.params.id) }),
  );

  app.post(
    '/templates',
    {
      schema: {
        ...operation(
          'createTemplate',
          'Create a template',
          'Owners and admins: a template, checked by the rules of the issue it makes (422 on the field); with `schedule` it creates its issue at each occurrence.',
        ),
        body: CreateTemplateBody,
        querystring: EmptyQuery,
        response: { 201: Data(TemplateSchema) },
      },
    },
    async (request, reply) => {
      const template = await inTransaction(db, (tx) => createTemplate(tx, request.ctx, request.body));
      return reply.status(201).send({ data: template });
    },
  );

  app.patch(
    '/templates/:id',
    {
      schema: {
        ...operation(
          'updateTemplate',
          'Change a template',
          'Owners and admins: any subset of its fields; `paused` pauses and resumes its schedule (a resumed schedule goes on from now).',
        ),
        params: IdParams,
        body: UpdateTemplateBody,
        querystring: EmptyQuery,
        response: { 200: Data(TemplateSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeTemplate(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/templates/:id',
    {
      schema: {
        ...operation('deleteTemplate', 'Delete a template', 'Owners and admins: the issues it created stay.'),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteTemplate(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
