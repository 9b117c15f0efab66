import { Type } from 'typebox';
import { inTransaction } from '../../db/connection.js';
import { presentTimeEntry } from '../../domain/time-entries.js';
import { currentTimer, discardTimer, startTimer, stopTimer } from '../../domain/timer.js';
import { Data, EmptyQuery, Nullable, NoContent, IssueParams } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { NoteField, TimeEntrySchema } from './time-entries.js';

/** The Timer resource: when it started, never how long it has run. */
export const TimerSchema = Type.Object({
  issue: Type.String(),
  issue_id: Type.Integer(),
  started_at: Type.String(),
  note: Nullable(Type.String()),
  max_minutes: Type.Integer(),
});

/** A start answers the new Timer, plus `stopped` (the entry written) when another timer was running. */
const StartedTimerSchema = Type.Object({
  ...TimerSchema.properties,
  stopped: Type.Optional(TimeEntrySchema),
});

const StartTimerBody = Type.Object({ note: NoteField }, { additionalProperties: false });

export const timerRoutes: RouteModule = (app, { db }) => {
  app.post(
    '/issues/:issue/timer',
    {
      schema: {
        params: IssueParams,
        querystring: EmptyQuery,
        body: StartTimerBody,
        response: { 201: Data(StartedTimerSchema) },
      },
      // The note is optional, so a start may come with no body at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const { timer, stopped } = await inTransaction(db, (trx) =>
        startTimer(trx, request.caller, request.params.issue, request.body.note),
      );
      const data = stopped
        ? { ...timer, stopped: await presentTimeEntry(db, request.caller, stopped) }
        : timer;
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/timer',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Nullable(TimerSchema)) } } },
    async (request) => ({ data: await currentTimer(db, request.caller) }),
  );

  app.post(
    '/timer/stop',
    { schema: { querystring: EmptyQuery, response: { 201: Data(TimeEntrySchema) } } },
    async (request, reply) => {
      const entry = await inTransaction(db, (trx) => stopTimer(trx, request.caller));
      return reply.status(201).send({ data: await presentTimeEntry(db, request.caller, entry) });
    },
  );

  app.delete(
    '/timer',
    { schema: { querystring: EmptyQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      await discardTimer(db, request.caller);
      return reply.status(204).send();
    },
  );
};
