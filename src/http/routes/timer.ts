import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { presentTimeEntry } from '../../domain/time/time-entries.js';
import { currentTimer, discardTimer, startTimer, stopTimer } from '../../domain/time/timer.js';
import { Data, EmptyQuery, Nullable, NoContent, IssueParams } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import {
  TimeEntrySchema,
  TimerSchema,
  StartedTimerSchema,
  StartTimerBody,
} from '../../schemas/time-entries.js';

export const timerRoutes: RouteModule = (app, { db }) => {
  const operation = describeOperations('timer');
  app.post(
    '/issues/:issue/timer',
    {
      schema: {
        ...operation(
          'startIssueTimer',
          'Start a timer on an issue',
          "Starts the caller's timer on the issue; a timer already running is stopped first and its time entry returned under `stopped`.",
        ),
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
      const { timer, stopped } = await inTransaction(db, (tx) =>
        startTimer(tx, request.ctx, { ...request.body, issue: request.params.issue }),
      );
      const data = stopped
        ? { ...timer, stopped: await presentTimeEntry(db, request.caller, stopped) }
        : timer;
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/timer',
    {
      schema: {
        ...operation(
          'getTimer',
          'Get the running timer',
          "The caller's running timer, or `data: null` when none runs.",
        ),
        querystring: EmptyQuery,
        response: { 200: Data(Nullable(TimerSchema)) },
      },
    },
    async (request) => ({ data: await currentTimer(db, request.caller) }),
  );

  app.post(
    '/timer/stop',
    {
      schema: {
        ...operation(
          'stopTimer',
          'Stop the timer',
          "Stops the caller's timer and records its hours as a time entry (to the nearest minute, at least one).",
        ),
        querystring: EmptyQuery,
        response: { 201: Data(TimeEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await inTransaction(db, (tx) => stopTimer(tx, request.ctx));
      return reply.status(201).send({ data: await presentTimeEntry(db, request.caller, entry) });
    },
  );

  app.delete(
    '/timer',
    {
      schema: {
        ...operation(
          'discardTimer',
          'Discard the timer',
          'Throws the running timer away without recording anything.',
        ),
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => discardTimer(tx, request.ctx));
      return reply.status(204).send();
    },
  );
};
