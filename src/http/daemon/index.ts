import { inTransaction } from '../../db/connection.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { appendRunLog } from '../../domain/runs/run-logs.js';
import { finishedIssues } from '../../domain/runs/repositories.js';
import { finishRun, renewRunLease } from '../../domain/runs/run-reports.js';
import { claimNextRun, releaseRun, startRun } from '../../domain/runs/run-lifecycle.js';
import { authenticateRuntime, runSettings, reportRuntime } from '../../domain/runs/runtimes.js';
import type { RuntimeCaller } from '../../domain/runs/runtime-caller.js';
import { sendNotFound } from '../error-handler.js';
import type { RateLimitHook } from '../rate-limit.js';
import { RunSchema } from '../../schemas/runs.js';
import { Data, EmptyQuery, Nullable } from '../../schemas/common.js';
import type { Services } from '../types.js';
import {
  ClaimBody,
  ClaimSchema,
  CompleteBody,
  ExtendLeaseBody,
  FailBody,
  FinishedIssuesBody,
  FinishedIssuesSchema,
  LeaseBody,
  LeaseSchema,
  LeaseTokenHeaders,
  LogBatchSchema,
  LogBody,
  RunMessageSchema,
  RunParams,
} from '../../schemas/daemon.js';
import { fetchRunMessages } from '../../domain/runs/run-messages.js';
import { RegisterBody, RuntimeReportBody, RuntimeSchema } from '../../schemas/runtimes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the runtime-token hook on every runner API request. */
    runtimeCaller: RuntimeCaller;
  }
}

/**
 * The runner API, mounted at /api/daemon/v1 (docs/runner-protocol.md). Its own credential: a runtime
 * token. An API token is refused here, so an API token can never claim, complete or fail a run; and a
 * runtime token is refused on /api/v1.
 */
const daemonApi: FastifyPluginAsync<{ services: Services; rateLimit: RateLimitHook }> = async (
  instance,
  { services, rateLimit },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, dialect } = services;
  const settings = runSettings(services.config);
  // Every move and transcript batch of a run tells the run's live readers on every node, once committed
  // (the application's publishers, in its system context).
  const { system } = services;

  // The API's limiter, keyed on the runtime token: every answer carries the X-RateLimit headers.
  app.addHook('onRequest', rateLimit);
  app.setNotFoundHandler(sendNotFound);

  app.addHook('preParsing', async (request) => {
    request.runtimeCaller = await authenticateRuntime(db, request.headers.authorization);
  });
  // Every endpoint is a POST whose fields are all optional but the lease; no body means an empty one.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  const reportSchema = (body: typeof RegisterBody | typeof RuntimeReportBody) => ({
    schema: { body, querystring: EmptyQuery, response: { 200: Data(RuntimeSchema) } },
  });
  app.post('/register', reportSchema(RegisterBody), async (request) => ({
    data: await inTransaction(db, (tx) =>
      reportRuntime(tx, system, { ...request.body, caller: request.runtimeCaller, settings }),
    ),
  }));
  app.post('/heartbeat', reportSchema(RuntimeReportBody), async (request) => ({
    data: await inTransaction(db, (tx) =>
      reportRuntime(tx, system, { ...request.body, caller: request.runtimeCaller, settings }),
    ),
  }));

  app.post(
    '/runs/claim',
    { schema: { body: ClaimBody, querystring: EmptyQuery, response: { 200: Data(Nullable(ClaimSchema)) } } },
    async (request) => {
      const claim = await claimNextRun(db, system, {
        dialect,
        caller: request.runtimeCaller,
        settings,
        agentIds: request.body.agent_ids,
        leaseSeconds: request.body.lease_seconds,
      });
      return { data: claim };
    },
  );

  const runSchema = <B extends typeof LeaseBody | typeof CompleteBody | typeof FailBody>(body: B) => ({
    schema: { params: RunParams, body, querystring: EmptyQuery, response: { 200: Data(RunSchema) } },
  });

  app.post('/runs/:run/start', runSchema(LeaseBody), async (request) => ({
    data: await inTransaction(db, (tx) =>
      startRun(tx, system, {
        caller: request.runtimeCaller,
        run: request.params.run,
        leaseToken: request.body.lease_token,
      }),
    ),
  }));

  app.post(
    '/runs/:run/lease',
    {
      schema: {
        params: RunParams,
        body: ExtendLeaseBody,
        querystring: EmptyQuery,
        response: { 200: Data(LeaseSchema) },
      },
    },
    async (request) => ({
      data: await renewRunLease(db, system, {
        caller: request.runtimeCaller,
        run: request.params.run,
        leaseToken: request.body.lease_token,
        leaseSeconds: request.body.lease_seconds,
        usage: request.body.usage,
        settings,
      }),
    }),
  );

  app.post('/runs/:run/complete', runSchema(CompleteBody), async (request) => {
    const { lease_token, ...report } = request.body;
    return {
      data: await finishRun(db, system, {
        caller: request.runtimeCaller,
        run: request.params.run,
        leaseToken: lease_token,
        outcome: 'completed',
        report,
        secretBox: settings.secretBox,
      }),
    };
  });

  app.post('/runs/:run/fail', runSchema(FailBody), async (request) => {
    const { lease_token, ...report } = request.body;
    return {
      data: await finishRun(db, system, {
        caller: request.runtimeCaller,
        run: request.params.run,
        leaseToken: lease_token,
        outcome: 'failed',
        report,
        secretBox: settings.secretBox,
      }),
    };
  });

  app.post(
    '/runs/:run/log',
    {
      schema: {
        params: RunParams,
        body: LogBody,
        querystring: EmptyQuery,
        response: { 200: Data(LogBatchSchema) },
      },
    },
    async (request) => {
      const { lease_token, from_line, lines } = request.body;
      return {
        data: await appendRunLog(db, system, {
          caller: request.runtimeCaller,
          run: request.params.run,
          leaseToken: lease_token,
          fromLine: from_line,
          lines,
          secretBox: settings.secretBox,
        }),
      };
    },
  );

  // Steering (decisions §12.8): the one GET of this API; the lease token travels in a header.
  app.get(
    '/runs/:run/messages',
    {
      schema: {
        params: RunParams,
        headers: LeaseTokenHeaders,
        querystring: EmptyQuery,
        response: { 200: Data(Type.Array(RunMessageSchema)) },
      },
    },
    async (request) => ({
      data: await fetchRunMessages(db, system, {
        caller: request.runtimeCaller,
        run: request.params.run,
        leaseToken: request.headers['x-lease-token'],
      }),
    }),
  );

  app.post('/runs/:run/release', runSchema(LeaseBody), async (request) => ({
    data: await releaseRun(db, system, {
      caller: request.runtimeCaller,
      run: request.params.run,
      leaseToken: request.body.lease_token,
    }),
  }));

  // Which of the issues a runner keeps worktrees for it may remove (decisions §12.3, runner-protocol.md).
  app.post(
    '/issues/finished',
    {
      schema: {
        body: FinishedIssuesBody,
        querystring: EmptyQuery,
        response: { 200: Data(FinishedIssuesSchema) },
      },
    },
    async (request) => ({
      data: {
        finished: await finishedIssues(db, request.runtimeCaller.workspace.id, request.body.issues),
      },
    }),
  );
};

export default daemonApi;
