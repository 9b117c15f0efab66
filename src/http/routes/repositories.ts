import {
  changeRepository,
  createRepository,
  deleteRepository,
  getRepository,
  listRepositories,
} from '../../domain/runs/repositories.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent } from '../../schemas/common.js';
import {
  CreateRepositoryBody,
  RepositoryQuery,
  RepositorySchema,
  UpdateRepositoryBody,
} from '../../schemas/repositories.js';
import type { RouteModule } from '../types.js';

/**
 * Repositories (issue 38, decisions §12.3): owners and admins create, change and delete them; everyone
 * else but guests reads them. Projects and agents name one with `repository_id`.
 */
export const repositoryRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('repositories');
  app.get(
    '/repositories',
    {
      schema: {
        ...operation(
          'listRepositories',
          'List repositories',
          "The workspace's git repositories by name. Everyone but guests.",
        ),
        querystring: RepositoryQuery,
        response: { 200: Collection(RepositorySchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listRepositories(db, request.caller, limit, offset),
      ),
  );

  app.get(
    '/repositories/:id',
    {
      schema: {
        ...operation('getRepository', 'Get a repository', 'One repository of the workspace.'),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(RepositorySchema) },
      },
    },
    async (request) => ({ data: await getRepository(db, request.caller, request.params.id) }),
  );

  app.post(
    '/repositories',
    {
      schema: {
        ...operation(
          'createRepository',
          'Create a repository',
          'Owners and admins. `url` is any git URL the runner machines can fetch with their own git ' +
            'configuration (https, ssh, `git@host:path`, file); a URL carrying a user name or password ' +
            'is refused (422): Tandem never holds git credentials. `default_branch` (default `main`) is ' +
            "where an issue's branch starts. A name used by another repository (any case) answers 409.",
        ),
        body: CreateRepositoryBody,
        querystring: EmptyQuery,
        response: { 201: Data(RepositorySchema) },
      },
    },
    async (request, reply) => {
      const repository = await inTransaction(db, (tx) => createRepository(tx, request.ctx, request.body));
      return reply.status(201).send({ data: repository });
    },
  );

  app.patch(
    '/repositories/:id',
    {
      schema: {
        ...operation(
          'updateRepository',
          'Change a repository',
          'Owners and admins: any of name, url and default_branch, with the rules of creation. Runs ' +
            'claimed afterwards use the new values.',
        ),
        params: IdParams,
        body: UpdateRepositoryBody,
        querystring: EmptyQuery,
        response: { 200: Data(RepositorySchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeRepository(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/repositories/:id',
    {
      schema: {
        ...operation(
          'deleteRepository',
          'Delete a repository',
          'Owners and admins. A repository a project or an agent names answers 409 until they name ' +
            'another one (or none). Branches and working copies on runners are left alone.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteRepository(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
