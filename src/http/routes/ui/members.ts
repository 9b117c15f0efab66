import { Type } from 'typebox';
import { assertSameSite, authenticate } from '../../../domain/people/auth.js';
import type { Caller } from '../../../domain/caller.js';
import { UnauthenticatedError } from '../../../errors.js';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  lookUpInvitation,
  withdrawInvitation,
} from '../../../domain/people/invitations.js';
import {
  changeMember,
  endMemberSessions,
  listMembers,
  removeMemberAsAdministrator,
} from '../../../domain/people/members.js';
import { credentialOf, writeOriginOf } from '../../credential.js';
import { Data, EmptyQuery, IdParams, NoContent } from '../../../schemas/common.js';
import {
  AcceptInvitationBody,
  CreatedInvitationSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationTokenParams,
  InviteBody,
} from '../../../schemas/invitations.js';
import { SessionSchema } from '../../../schemas/sessions.js';
import { ChangeMemberBody, WorkspaceMemberSchema } from '../../../schemas/members.js';
import type { InterfaceRouteModule } from './module.js';
import { setSessionCookie } from './session-cookie.js';
import { inTransaction } from '../../../db/connection.js';

/** Looking at and accepting an invitation: no session needed (one is used when present). */
export const openInvitationRoutes: InterfaceRouteModule = (app, { db, config, system }, appOrigin) => {
  app.get(
    '/invitations/:token',
    { schema: { params: InvitationTokenParams, response: { 200: Data(InvitationPreviewSchema) } } },
    async (request) => ({
      data: await lookUpInvitation(db, request.params.token),
    }),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        params: InvitationTokenParams,
        body: AcceptInvitationBody,
        response: { 200: Data(SessionSchema) },
      },
    },
    async (request, reply) => {
      const signedIn = await optionalSession(request, db);
      assertSameSite(
        signedIn?.credential.kind === 'session' ? signedIn.credential.csrfToken : null,
        writeOriginOf(request, appOrigin),
      );
      const { secret, view } = await acceptInvitation(db, system, {
        ...request.body,
        token: request.params.token,
        signedIn,
        origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        signInMethods: { passwordSignIn: config.passwordSignIn, oidcName: config.oidc?.name ?? null },
      });
      setSessionCookie(reply, config, secret);
      return { data: view };
    },
  );
};

async function optionalSession(
  request: Parameters<typeof credentialOf>[0],
  db: Parameters<typeof authenticate>[0],
): Promise<Caller | null> {
  try {
    return await authenticate(db, credentialOf(request), 'interface');
  } catch (error) {
    if (error instanceof UnauthenticatedError) return null;
    throw error;
  }
}

/** Administration → Members and invitations. */
export const memberRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get(
    '/members',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(WorkspaceMemberSchema)) } } },
    async (request) => ({
      data: await listMembers(db, request.caller),
    }),
  );

  app.patch(
    '/members/:id',
    { schema: { params: IdParams, body: ChangeMemberBody, response: { 200: Data(WorkspaceMemberSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeMember(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/members/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) =>
        removeMemberAsAdministrator(tx, request.ctx, { id: request.params.id }),
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/members/:id/sessions',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => endMemberSessions(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );

  app.get(
    '/invitations',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(InvitationSchema)) } } },
    async (request) => ({
      data: await listInvitations(db, request.caller),
    }),
  );

  app.post(
    '/invitations',
    { schema: { body: InviteBody, response: { 201: Data(CreatedInvitationSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) =>
          createInvitation(tx, request.ctx, { ...request.body, mailEnabled: config.mail !== null }),
        ),
      }),
  );

  app.delete(
    '/invitations/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => withdrawInvitation(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
