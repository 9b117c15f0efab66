import { changeState, createState, deleteState, listStates } from '../../domain/issues/workflow-states.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent } from '../../schemas/common.js';
import {
  CreateWorkflowStateBody,
  UpdateWorkflowStateBody,
  WorkflowStateQuery,
  WorkflowStateSchema,
} from '../../schemas/states.js';
import type { RouteModule } from '../types.js';

/**
 * Workflow states (issue 40, decisions §12.13): everyone in the workspace reads them (the board's
 * columns); owners and admins create, rename, recolour, reorder and delete them.
 */
export const stateRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('states');
  app.get(
    '/states',
    {
      schema: {
        ...operation(
          'listStates',
          'List workflow states',
          "The workspace's states by status (in the contract's order), then position.",
        ),
        querystring: WorkflowStateQuery,
        response: { 200: Collection(WorkflowStateSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listStates(db, request.caller.workspace.id, request.query.status, limit, offset),
      ),
  );

  app.post(
    '/states',
    {
      schema: {
        ...operation(
          'createState',
          'Create a workflow state',
          'Owners and admins: a named state inside a status; its name must differ (in any case) from every other state.',
        ),
        body: CreateWorkflowStateBody,
        querystring: EmptyQuery,
        response: { 201: Data(WorkflowStateSchema) },
      },
    },
    async (request, reply) => {
      const state = await inTransaction(db, (tx) => createState(tx, request.ctx, request.body));
      return reply.status(201).send({ data: state });
    },
  );

  app.patch(
    '/states/:id',
    {
      schema: {
        ...operation(
          'updateState',
          'Rename, recolour or move a workflow state',
          'Owners and admins: its status stays; `position` moves it among the states of its status.',
        ),
        params: IdParams,
        body: UpdateWorkflowStateBody,
        querystring: EmptyQuery,
        response: { 200: Data(WorkflowStateSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeState(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/states/:id',
    {
      schema: {
        ...operation(
          'deleteState',
          'Delete a workflow state',
          "Owners and admins: its issues keep their status and fall back to the status's own state (state_id null).",
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteState(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
