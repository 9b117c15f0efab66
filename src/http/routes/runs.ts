import { cancelRun, retryRun } from '../../domain/runs/run-control.js';
import { listRunLog } from '../../domain/runs/run-logs.js';
import { describeOperations } from '../openapi.js';
import { getRun, listRuns, loadRunView, presentRuns, queueRunByApi } from '../../domain/runs/runs.js';
import { respondWithPage } from '../envelope.js';
import { streamRunLog } from '../run-stream.js';
import { Collection, Data, EmptyQuery, MediaResponse, IssueParams } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  RunSchema,
  LogLineSchema,
  QueueRunBody,
  RunsQuery,
  RunParams,
  RunQuery,
  RunLogQuery,
  RunLogStreamQuery,
} from '../../schemas/runs.js';

export const runRoutes: RouteModule = (app, services) => {
  const operation = describeOperations('runs');
  const { db, config } = services;
  const hub = services.live.runs;

  app.post(
    '/issues/:issue/runs',
    {
      schema: {
        ...operation(
          'createIssueRun',
          'Queue a run on an issue',
          'Puts an agent to work on the issue: a new queued run, handed to a runner when one claims it.',
        ),
        params: IssueParams,
        querystring: EmptyQuery,
        body: QueueRunBody,
        response: { 202: Data(RunSchema) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const run = await inTransaction(db, (tx) =>
        queueRunByApi(tx, request.ctx, { ...request.body, issue: request.params.issue }),
      );
      const { view } = await loadRunView(db, caller.workspace.id, run.id, false);
      return reply.status(202).send({ data: view });
    },
  );

  app.get(
    '/runs',
    {
      schema: {
        ...operation(
          'listRuns',
          'List runs',
          'Runs of the workspace, newest first, by status, agent or issue.',
        ),
        querystring: RunsQuery,
        response: { 200: Collection(RunSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, async (limit, offset) => {
        const { rows, total } = await listRuns(db, request.caller, request.query, limit, offset);
        return { items: await presentRuns(db, rows, request.query.include === 'artifacts'), total };
      }),
  );

  app.get(
    '/runs/:run',
    {
      schema: {
        ...operation('getRun', 'Get a run', 'One run by its ULID; `include=artifacts` adds its deliveries.'),
        params: RunParams,
        querystring: RunQuery,
        response: { 200: Data(RunSchema) },
      },
    },
    async (request) => ({
      data: await getRun(db, request.caller, request.params.run, request.query.include === 'artifacts'),
    }),
  );

  // decisions §11.4: runs you control. Both answer the run as it now is; live readers look again.
  app.post(
    '/runs/:run/cancel',
    {
      schema: {
        ...operation(
          'cancelRun',
          'Cancel a run',
          'A queued run is never claimed afterwards; a running one loses its lease and its runner stops the command within 10 s (decisions §11.4). For the person who asked for the run, the agent’s owner or an administrator.',
        ),
        params: RunParams,
        querystring: EmptyQuery,
        response: { 200: Data(RunSchema) },
      },
    },
    async (request) => {
      const { caller } = request;
      const run = await inTransaction(db, (tx) => cancelRun(tx, request.ctx, { run: request.params.run }));
      return { data: (await loadRunView(db, caller.workspace.id, run.id, false)).view };
    },
  );

  app.post(
    '/runs/:run/retry',
    {
      schema: {
        ...operation(
          'retryRun',
          'Retry a run',
          'Queues a new run for the same issue and agent as an ended run (at most one retry per run).',
        ),
        params: RunParams,
        querystring: EmptyQuery,
        response: { 202: Data(RunSchema) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const run = await inTransaction(db, (tx) => retryRun(tx, request.ctx, { run: request.params.run }));
      const { view } = await loadRunView(db, caller.workspace.id, run.id, false);
      return reply.status(202).send({ data: view });
    },
  );

  app.get(
    '/runs/:run/log',
    {
      schema: {
        ...operation(
          'listRunLog',
          "Read a run's transcript",
          "The lines the run's command wrote, in order; `after` reads the lines after a `seq`.",
        ),
        params: RunParams,
        querystring: RunLogQuery,
        response: { 200: Collection(LogLineSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listRunLog(db, request.caller, request.params.run, request.query.after ?? 0, limit, offset),
      ),
  );

  app.get(
    '/runs/:run/log/stream',
    {
      exposeHeadRoute: false,
      schema: {
        ...operation(
          'streamRunLog',
          "Follow a run's transcript",
          'The transcript as Server-Sent Events (`run`, `line`), live; resume with `Last-Event-ID` or `after`.',
        ),
        params: RunParams,
        querystring: RunLogStreamQuery,
        response: {
          200: MediaResponse(
            'Server-Sent Events: run (the run, when it changes), line (id: its seq; Last-Event-ID resumes), keep-alive comments.',
            'text/event-stream',
          ),
        },
      },
    },
    async (request, reply) =>
      streamRunLog(services, hub, request, reply, request.params.run, request.query.after),
  );
};
