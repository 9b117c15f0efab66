import { Type, type Static } from 'typebox';
import { ISSUE_STATUSES, PROJECT_STATUSES } from './enums.js';
import { Nullable, StringEnum } from './common.js';
import { DATE_RANGE_WORDS } from './limits.js';

/** The most projects and the most epics one roadmap answer lists (docs/decisions.md "Issue 41 — the roadmap"). */
export const ROADMAP_LIMIT = 500;

/** The window of `GET /roadmap`: calendar days, both included; either end may be left open. */
export const RoadmapQuery = Type.Object(
  {
    from: Type.Optional(
      Type.String({
        format: 'date',
        description: `a date YYYY-MM-DD, ${DATE_RANGE_WORDS}: items ending before it are left out`,
      }),
    ),
    to: Type.Optional(
      Type.String({
        format: 'date',
        description: `a date YYYY-MM-DD, ${DATE_RANGE_WORDS}, not before \`from\`: items starting after it are left out`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type RoadmapQueryInput = Static<typeof RoadmapQuery>;

const Progress = Type.Object(
  {
    done: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  },
  {
    description:
      'Issues counted for progress: not deleted, not canceled, not generic (a project: its issues but epics; an epic: its children)',
  },
);

export const RoadmapProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: StringEnum(PROJECT_STATUSES),
  start_date: Nullable(Type.String()),
  target_date: Nullable(Type.String()),
  progress: Progress,
});

export const RoadmapEpicSchema = Type.Object({
  id: Type.String({ description: 'the epic issue identifier, as ACME-12' }),
  issue_id: Type.Integer(),
  title: Type.String(),
  status: StringEnum(ISSUE_STATUSES),
  project_id: Nullable(Type.Integer()),
  start_date: Nullable(Type.String()),
  target_date: Nullable(Type.String({ description: "the epic's due_date: its target on the time line" })),
  progress: Progress,
});

export const RoadmapSchema = Type.Object({
  projects: Type.Array(RoadmapProjectSchema, {
    description:
      'Projects with a date in the window, without dates, or holding a listed epic; by start (then target), undated last',
  }),
  epics: Type.Array(RoadmapEpicSchema, {
    description: 'Epics with a date in the window, or without dates; by start (then target), undated last',
  }),
  dependencies: Type.Array(
    Type.Object({
      blocker: Type.String({ description: 'the identifier of the epic that blocks' }),
      blocked: Type.String({ description: 'the identifier of the epic it blocks' }),
    }),
    { description: 'Dependencies between two listed epics' },
  ),
  truncated: Type.Boolean({
    description: `true when more than ${ROADMAP_LIMIT} projects or epics matched and the rest were left out`,
  }),
});

export type RoadmapView = Static<typeof RoadmapSchema>;
export type RoadmapProjectView = Static<typeof RoadmapProjectSchema>;
export type RoadmapEpicView = Static<typeof RoadmapEpicSchema>;
