import { Type, type Static } from 'typebox';
import { DateString, Nullable, RequiredText } from './common.js';

export const CycleCadenceSchema = Type.Object(
  {
    length_days: Type.Integer({ minimum: 1, maximum: 366, description: 'how many days each cycle lasts' }),
    first_starts_on: DateString,
  },
  { additionalProperties: false },
);

/** Administration → Workspace (issue 30): the settings `tandem admin seed` sets, readable by members. */
export const WorkspaceSettingsSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  issue_prefix: Type.String(),
  /** null: cycles are switched off. */
  cycles: Nullable(CycleCadenceSchema),
  /** A date-holidays country or country-state code (`DE`, `DE-BY`); null: no public holidays. */
  holiday_region: Nullable(Type.String()),
  /** Whether a cycle has been closed (carried over): the cadence is fixed from then on. */
  cycles_locked: Type.Boolean(),
  max_concurrent_runs: Nullable(
    Type.Integer({
      description:
        'The most runs of agents held (dispatched or running) at once in the workspace; null: no cap',
    }),
  ),
  max_open_reviews: Nullable(
    Type.Integer({
      description:
        'Open reviews a reviewer holds before agent runs on their projects wait (review_capacity); null: no cap',
    }),
  ),
  file_mail_from_strangers: Type.Boolean({
    description:
      'Issues by mail (SERVICE_IMAP_URL): true files mail from people who are not members as backlog issues for triage; false (default) refuses it',
  }),
  require_second_factor: Type.Boolean({
    description:
      'Members must set up a second factor (Settings → Security) before they use the workspace (issue 43)',
  }),
});
export type WorkspaceSettingsView = Static<typeof WorkspaceSettingsSchema>;

export const UpdateWorkspaceSettingsBody = Type.Object(
  {
    name: Type.Optional(Type.String({ ...RequiredText, maxLength: 100 })),
    cycles: Type.Optional(Nullable(CycleCadenceSchema)),
    holiday_region: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    max_concurrent_runs: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000 }))),
    max_open_reviews: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000 }))),
    file_mail_from_strangers: Type.Optional(Type.Boolean()),
    /** Owners only; an owner turning it on must have a second factor themselves. */
    require_second_factor: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateWorkspaceSettingsInput = Static<typeof UpdateWorkspaceSettingsBody>;
