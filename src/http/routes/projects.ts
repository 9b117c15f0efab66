import { describeOperations } from '../openapi.js';
import {
  changeProject,
  createProjectAs,
  getProject,
  listWorkspaceProjects,
  presentProjects,
} from '../../domain/issues/projects.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, PageQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  ProjectSchema,
  CreateProjectBody,
  UpdateProjectBody,
  ProjectParams,
} from '../../schemas/projects.js';

export const projectRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('projects');
  app.get(
    '/projects',
    {
      schema: {
        ...operation('listProjects', 'List projects', 'The projects of the workspace.'),
        querystring: PageQuery,
        response: { 200: Collection(ProjectSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listWorkspaceProjects(db, request.caller.workspace.id, limit, offset),
      ),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        ...operation('getProject', 'Get a project', 'One project of the workspace by its id.'),
        params: ProjectParams,
        querystring: EmptyQuery,
        response: { 200: Data(ProjectSchema) },
      },
    },
    async (request) => {
      const project = await getProject(db, request.caller.workspace.id, request.params.id);
      const [view] = await presentProjects(db, [project]);
      return { data: view! };
    },
  );

  app.post(
    '/projects',
    {
      schema: {
        ...operation(
          'createProject',
          'Create a project',
          'Creates a project; `name` is required, `lead` is an actor key of the workspace.',
        ),
        body: CreateProjectBody,
        querystring: EmptyQuery,
        response: { 201: Data(ProjectSchema) },
      },
    },
    async (request, reply) => {
      const project = await inTransaction(db, (tx) => createProjectAs(tx, request.ctx, request.body));
      const [view] = await presentProjects(db, [project]);
      return reply.status(201).send({ data: view! });
    },
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        ...operation('updateProject', 'Update a project', "Changes any subset of the project's fields."),
        params: ProjectParams,
        body: UpdateProjectBody,
        querystring: EmptyQuery,
        response: { 200: Data(ProjectSchema) },
      },
    },
    async (request) => {
      const project = await inTransaction(db, (tx) =>
        changeProject(tx, request.ctx, { ...request.body, id: request.params.id }),
      );
      const [view] = await presentProjects(db, [project]);
      return { data: view! };
    },
  );
};
