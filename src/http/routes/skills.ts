import { changeSkill, createSkill, deleteSkill, getSkill, listSkills } from '../../domain/runs/skills.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent, PageQuery } from '../../schemas/common.js';
import { CreateSkillBody, SkillSchema, UpdateSkillBody } from '../../schemas/skills.js';
import type { RouteModule } from '../types.js';

/** Skills (decisions §12.4): read by the workspace, written by owners and admins. */
export const skillRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('skills');
  app.get(
    '/skills',
    {
      schema: {
        ...operation('listSkills', 'List skills', "The workspace's skills by name."),
        querystring: PageQuery,
        response: { 200: Collection(SkillSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listSkills(db, request.caller, limit, offset),
      ),
  );

  app.get(
    '/skills/:id',
    {
      schema: {
        ...operation('getSkill', 'Get a skill', 'One skill with its body.'),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(SkillSchema) },
      },
    },
    async (request) => ({ data: await getSkill(db, request.caller, request.params.id) }),
  );

  app.post(
    '/skills',
    {
      schema: {
        ...operation(
          'createSkill',
          'Create a skill',
          'Owners and admins: `{name, description, content}`, or `{skill_md}` with a whole SKILL.md (YAML front matter giving name and description, then the body). Names are unique in the workspace (409).',
        ),
        body: CreateSkillBody,
        querystring: EmptyQuery,
        response: { 201: Data(SkillSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createSkill(tx, request.ctx, request.body)),
      }),
  );

  app.patch(
    '/skills/:id',
    {
      schema: {
        ...operation(
          'updateSkill',
          'Change a skill',
          'Owners and admins: any of its fields, or a whole `skill_md`. Later runs of the agents having it get the new text.',
        ),
        params: IdParams,
        body: UpdateSkillBody,
        querystring: EmptyQuery,
        response: { 200: Data(SkillSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeSkill(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/skills/:id',
    {
      schema: {
        ...operation(
          'deleteSkill',
          'Delete a skill',
          'Owners and admins: the skill is taken off every agent.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteSkill(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
