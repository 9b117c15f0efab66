import {
  answerApproval,
  getApproval,
  listApprovals,
  listRunApprovals,
  requestApproval,
  type ApprovalDecision,
} from '../../domain/runs/approvals.js';
import { publishRunChange } from '../../domain/live-changes.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery } from '../../schemas/common.js';
import { RunParams } from '../../schemas/runs.js';
import {
  AnswerApprovalBody,
  ApprovalParams,
  ApprovalSchema,
  ApprovalsQuery,
  RequestApprovalBody,
} from '../../schemas/approvals.js';
import type { RouteModule } from '../types.js';
import { Type } from 'typebox';

/** Approvals bound to one action (decisions §12.10): asked by a run's agent, answered once by people. */
export const approvalRoutes: RouteModule = (app, services) => {
  const operation = describeOperations('approvals');
  const { db, config } = services;
  const hub = services.live.runs;

  app.post(
    '/runs/:run/approvals',
    {
      schema: {
        ...operation(
          'requestApproval',
          'Ask for approval of one action',
          "With the run's own run token, while its runner holds it (else 409): `{action, scope}`. Whoever assigned the issue to the agent and the owners and admins hear of it (inbox and mail); the runner learns the answer at its next lease renewal. The same action and scope asked again while pending answers the pending one (200). Unanswered within 24 hours it is denied.",
        ),
        params: RunParams,
        body: RequestApprovalBody,
        querystring: EmptyQuery,
        response: { 200: Data(ApprovalSchema), 201: Data(ApprovalSchema) },
      },
    },
    async (request, reply) => {
      const { approval, created } = await inTransaction(db, async (tx) => {
        const result = await requestApproval(tx, request.ctx, { ...request.body, run: request.params.run });
        await publishRunChange(tx, hub, {
          event: 'run.changed',
          workspaceId: request.caller.workspace.id,
          runId: result.approval.run,
        });
        return result;
      });
      return reply.status(created ? 201 : 200).send({ data: approval });
    },
  );

  app.get(
    '/runs/:run/approvals',
    {
      schema: {
        ...operation('listRunApprovals', "List a run's approvals", 'Oldest first, answered or not.'),
        params: RunParams,
        querystring: EmptyQuery,
        response: { 200: Data(Type.Array(ApprovalSchema)) },
      },
    },
    async (request) => ({ data: await listRunApprovals(db, request.caller, request.params.run) }),
  );

  app.get(
    '/approvals',
    {
      schema: {
        ...operation(
          'listApprovals',
          'List approvals',
          "The workspace's approvals, newest first; `status=pending` for those waiting. `can_answer` says which the caller may answer.",
        ),
        querystring: ApprovalsQuery,
        response: { 200: Collection(ApprovalSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listApprovals(db, request.caller, request.query.status, limit, offset),
      ),
  );

  app.get(
    '/approvals/:id',
    {
      schema: {
        ...operation(
          'getApproval',
          'Get an approval',
          "One approval: for members who can see its run, and for the run's own run token.",
        ),
        params: ApprovalParams,
        querystring: EmptyQuery,
        response: { 200: Data(ApprovalSchema) },
      },
    },
    async (request) => ({ data: await getApproval(db, request.caller, request.params.id) }),
  );

  for (const decision of ['approve', 'deny'] as ApprovalDecision[]) {
    app.post(
      `/approvals/:id/${decision}`,
      {
        schema: {
          ...operation(
            decision === 'approve' ? 'approveApproval' : 'denyApproval',
            decision === 'approve' ? 'Approve an approval' : 'Deny an approval',
            `Whoever assigned the issue to the agent, owners and admins (never an agent, never a guest): \`{reason}\`${decision === 'deny' ? ' (required)' : ' (optional)'}. The first answer wins: a second is 409. The answer holds for this approval's action and scope only.`,
          ),
          params: ApprovalParams,
          body: AnswerApprovalBody,
          querystring: EmptyQuery,
          response: { 200: Data(ApprovalSchema) },
        },
      },
      async (request) => {
        const data = await inTransaction(db, async (tx) => {
          const view = await answerApproval(tx, request.ctx, {
            id: request.params.id,
            decision,
            reason: request.body.reason,
          });
          await publishRunChange(tx, hub, {
            event: 'run.changed',
            workspaceId: request.caller.workspace.id,
            runId: view.run,
          });
          return view;
        });
        return { data };
      },
    );
  }
};
