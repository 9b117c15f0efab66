import { Type, type Static } from 'typebox';
import { PaginationQuery, RequiredText, Timestamp } from './common.js';

/**
 * Repositories (issue 38, decisions §12.3): the git repositories a workspace's agents work in. A URL the
 * runner machine can fetch with its own git configuration; the service never holds git credentials.
 */
export const RepositorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({
    description: 'a git URL: https://, ssh://, git@host:path, file:// or an absolute path',
  }),
  default_branch: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type RepositoryView = Static<typeof RepositorySchema>;

export const RepositoryQuery = Type.Object({ ...PaginationQuery }, { additionalProperties: false });

const RepositoryName = Type.String({ ...RequiredText, maxLength: 255 });
const RepositoryUrl = Type.String({
  ...RequiredText,
  maxLength: 2048,
  description:
    'https://host/path, ssh://host/path, git@host:path, file:///path or /path; never with a user name or password',
});
const BranchName = Type.String({ ...RequiredText, maxLength: 255, description: 'such as main' });

export const CreateRepositoryBody = Type.Object(
  { name: RepositoryName, url: RepositoryUrl, default_branch: Type.Optional(BranchName) },
  { additionalProperties: false },
);
export type CreateRepositoryInput = Static<typeof CreateRepositoryBody>;

export const UpdateRepositoryBody = Type.Object(
  {
    name: Type.Optional(RepositoryName),
    url: Type.Optional(RepositoryUrl),
    default_branch: Type.Optional(BranchName),
  },
  { additionalProperties: false },
);
export type UpdateRepositoryInput = Static<typeof UpdateRepositoryBody>;

/** What a claim carries (decisions §12.3): where to fetch, what to start from, and the branch. */
export const ClaimRepositorySchema = Type.Object({
  url: Type.String(),
  default_branch: Type.String(),
  branch: Type.String({ description: 'tandem/<the issue identifier in lower case>' }),
});
export type ClaimRepository = Static<typeof ClaimRepositorySchema>;
