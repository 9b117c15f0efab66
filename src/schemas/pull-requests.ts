import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';

/**
 * Decisions §11.8: a pull request of an issue, as its code host last reported it, or as an agent's
 * pull-request delivery names it when no code host has reported it (the same link is shown once).
 */
export const PullRequestSchema = Type.Object({
  provider: Type.String({ description: '`github`, `gitea`, or the host of a delivered link' }),
  repository: Type.String({ description: '`owner/name`' }),
  number: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  state: StringEnum(['open', 'closed', 'merged']),
  draft: Type.Boolean(),
  updated_at: Type.String(),
});
export type PullRequestView = Static<typeof PullRequestSchema>;
