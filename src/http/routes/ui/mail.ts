import { assertSameSite } from '../../../domain/people/auth.js';
import {
  getNotificationPreferences,
  lookUpUnsubscribe,
  unsubscribe,
  updateNotificationPreferences,
} from '../../../domain/people/notification-preferences.js';
import {
  completePasswordReset,
  lookUpPasswordReset,
  requestPasswordReset,
} from '../../../domain/people/password-resets.js';
import { inTransaction } from '../../../db/connection.js';
import { writeOriginOf } from '../../credential.js';
import { assertPasswordSignIn } from '../../../domain/people/sign-in-methods.js';
import { Type } from 'typebox';
import { Data, EmptyQuery, NoContent } from '../../../schemas/common.js';
import {
  MailStatusSchema,
  NotificationPreferencesBody,
  NotificationPreferencesSchema,
  PasswordResetBody,
  PasswordResetLinkSchema,
  PasswordResetParams,
  PasswordResetRequestBody,
  UnsubscribeParams,
  UnsubscribeSchema,
} from '../../../schemas/mail.js';
import type { InterfaceRouteModule } from './module.js';

/**
 * Mail without a session (issue 29): whether mail is on, password reset, unsubscribing from a mail's
 * link. The unsubscribe POST is also the RFC 8058 one-click address of `List-Unsubscribe`: mail programs
 * post `List-Unsubscribe=One-Click` as a form, from their own servers (no Origin), so it accepts form
 * bodies and asks for no same-site proof: the signed token is the whole authority.
 */
export const openMailRoutes: InterfaceRouteModule = (app, { db, config, system }, appOrigin) => {
  const mailEnabled = config.mail !== null;

  app.get(
    '/mail',
    { schema: { querystring: EmptyQuery, response: { 200: Data(MailStatusSchema) } } },
    async () => ({ data: { enabled: mailEnabled } }),
  );

  app.post(
    '/password-reset',
    {
      schema: {
        body: PasswordResetRequestBody,
        response: { 202: Data(Type.Object({ message: Type.String() })) },
      },
    },
    async (request, reply) => {
      assertSameSite(null, writeOriginOf(request, appOrigin));
      assertPasswordSignIn(config);
      const answer = await requestPasswordReset(db, request.body, mailEnabled);
      return reply.status(202).send({ data: answer });
    },
  );

  app.get(
    '/password-reset/:token',
    { schema: { params: PasswordResetParams, response: { 200: Data(PasswordResetLinkSchema) } } },
    async (request) => ({
      data: await lookUpPasswordReset(db, request.params.token),
    }),
  );

  app.post(
    '/password-reset/:token',
    { schema: { params: PasswordResetParams, body: PasswordResetBody, response: { 204: NoContent } } },
    async (request, reply) => {
      assertSameSite(null, writeOriginOf(request, appOrigin));
      assertPasswordSignIn(config);
      await completePasswordReset(db, system, {
        ...request.body,
        token: request.params.token,
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/unsubscribe/:token',
    { schema: { params: UnsubscribeParams, response: { 200: Data(UnsubscribeSchema) } } },
    async (request) => ({
      data: await lookUpUnsubscribe(db, request.params.token),
    }),
  );

  void app.register(async (oneClick) => {
    // What mail programs send (RFC 8058); the body says nothing the token does not.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, {}),
      );
    }
    oneClick.post(
      '/unsubscribe/:token',
      { schema: { params: UnsubscribeParams, response: { 200: Data(UnsubscribeSchema) } } },
      async (request) => {
        const { token } = request.params as { token: string };
        return { data: await inTransaction(db, (tx) => unsubscribe(tx, token)) };
      },
    );
  });
};

/** Settings → Notifications: one's own mail choices. */
export const notificationRoutes: InterfaceRouteModule = (app, { db, config }) => {
  const mailEnabled = config.mail !== null;

  app.get(
    '/notification-preferences',
    { schema: { querystring: EmptyQuery, response: { 200: Data(NotificationPreferencesSchema) } } },
    async (request) => ({
      data: await getNotificationPreferences(db, request.caller, mailEnabled),
    }),
  );

  app.patch(
    '/notification-preferences',
    { schema: { body: NotificationPreferencesBody, response: { 200: Data(NotificationPreferencesSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        updateNotificationPreferences(tx, request.ctx, { ...request.body, mailEnabled }),
      ),
    }),
  );
};
