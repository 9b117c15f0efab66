import { Type } from 'typebox';
import {
  changeProject,
  createProjectAs,
  getProject,
  listWorkspaceProjects,
  presentProjects,
} from '../../domain/projects.js';
import { ISSUE_TYPES, PRIORITIES, PROJECT_STATUSES } from '../../domain/enums.js';
import { respondWithPage } from '../envelope.js';
import {
  ActorKey,
  ActorSchema,
  Collection,
  Data,
  EmptyQuery,
  Nullable,
  PaginationQuery,
  PathId,
  RequiredText,
  StringEnum,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  prefix: Nullable(Type.String()),
  status: StringEnum(PROJECT_STATUSES),
  priority: StringEnum(PRIORITIES),
  lead: Nullable(ActorSchema),
  issue_types: Type.Array(Type.String()),
  created_at: Type.String(),
});

const writable = {
  description: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))),
  prefix: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  status: Type.Optional(StringEnum(PROJECT_STATUSES)),
  priority: Type.Optional(StringEnum(PRIORITIES)),
  lead: Type.Optional(Nullable(ActorKey)),
  issue_types: Type.Optional(Type.Array(StringEnum(ISSUE_TYPES), { maxItems: ISSUE_TYPES.length * 2 })),
};

const CreateProjectBody = Type.Object(
  { name: Type.String({ ...RequiredText, maxLength: 255 }), ...writable },
  { additionalProperties: false },
);
const UpdateProjectBody = Type.Object(
  { name: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })), ...writable },
  { additionalProperties: false },
);
const ProjectParams = Type.Object({ id: PathId });

export const projectRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/projects',
    {
      schema: {
        querystring: Type.Object(PaginationQuery, { additionalProperties: false }),
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
    { schema: { params: ProjectParams, querystring: EmptyQuery, response: { 200: Data(ProjectSchema) } } },
    async (request) => {
      const project = await getProject(db, request.caller.workspace.id, request.params.id);
      const [view] = await presentProjects(db, [project]);
      return { data: view! };
    },
  );

  app.post(
    '/projects',
    { schema: { body: CreateProjectBody, querystring: EmptyQuery, response: { 201: Data(ProjectSchema) } } },
    async (request, reply) => {
      const project = await inTransaction(db, (trx) => createProjectAs(trx, request.caller, request.body));
      const [view] = await presentProjects(db, [project]);
      return reply.status(201).send({ data: view! });
    },
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        params: ProjectParams,
        body: UpdateProjectBody,
        querystring: EmptyQuery,
        response: { 200: Data(ProjectSchema) },
      },
    },
    async (request) => {
      const project = await inTransaction(db, (trx) =>
        changeProject(trx, request.caller, request.params.id, request.body),
      );
      const [view] = await presentProjects(db, [project]);
      return { data: view! };
    },
  );
};
