import type { Executor, Tx } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import {
  countRepositoryUsers,
  deleteRepository as deleteRepositoryRow,
  findRepository,
  findRepositoryByKey,
  findRepositoryForDelete,
  findRunRepository,
  insertRepository,
  listRepositoryPage,
  openIssueIds,
  updateRepository,
} from '../../repositories/repositories.js';
import type {
  ClaimRepository,
  CreateRepositoryInput,
  RepositoryView,
  UpdateRepositoryInput,
} from '../../schemas/repositories.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';

/**
 * Repositories (issue 38, decisions §12.3; docs/decisions.md "Issue 38 — repositories and worktrees").
 * Owners and admins write them, everyone else but guests reads them. A repository is a name, a git URL
 * the runner machine fetches with its own git configuration, and the branch new work starts from; the
 * service never holds a git credential, so a URL carrying one is refused.
 */

export const DEFAULT_BRANCH = 'main';

export const CREDENTIALS_REFUSAL =
  'The URL carries a user name or password. Tandem never holds git credentials: give the URL without them and let the runner machine authenticate with its own git configuration (a credential helper, an SSH key).';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f]/;
/**
 * `user@host:path` or `host.domain:path`, git's scp-like form (the path not starting with `:` or `//`).
 * A bare `word:path` is refused: it reads as a scheme (`javascript:...`); `ssh://alias/path` says it.
 */
const SCP_LIKE =
  /^(?:[A-Za-z0-9._~-]+@[A-Za-z0-9][A-Za-z0-9.-]*|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+):(?!\/\/|:)\S+$/;
const SCHEMES = new Set(['https:', 'http:', 'ssh:', 'git:', 'file:']);

function urlRefusal(message: string): ValidationError {
  return ValidationError.field('url', message);
}

const URL_FORMS =
  'The URL must be a git URL: https://host/path, ssh://host/path, git@host:path, file:///path or an absolute path.';

/** The URL as given (trimmed), or a 422 saying what is wrong with it. */
export function checkRepositoryUrl(raw: string): string {
  const url = raw.trim();
  if (url === '' || UNSAFE_CHARACTERS.test(url)) throw urlRefusal(URL_FORMS);
  // An option to git (`--upload-pack=...`) or a remote helper (`ext::sh -c ...`) is never a repository.
  if (url.startsWith('-') || url.includes('::')) throw urlRefusal(URL_FORMS);
  if (url.startsWith('/')) return url;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url);
  if (!scheme) {
    if (SCP_LIKE.test(url)) return url;
    throw urlRefusal(URL_FORMS);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw urlRefusal(URL_FORMS);
  }
  if (!SCHEMES.has(parsed.protocol)) throw urlRefusal(URL_FORMS);
  if (parsed.protocol === 'file:') {
    if (parsed.host !== '' || parsed.pathname === '/') throw urlRefusal(URL_FORMS);
    return url;
  }
  if (parsed.hostname === '') throw urlRefusal(URL_FORMS);
  // ssh names the account to log in as (git@host); a password is a credential everywhere.
  if (parsed.password !== '' || (parsed.username !== '' && parsed.protocol !== 'ssh:')) {
    throw urlRefusal(CREDENTIALS_REFUSAL);
  }
  return url;
}

/** A branch name git accepts (git check-ref-format, the common subset). */
export function checkBranchName(raw: string, field = 'default_branch'): string {
  const branch = raw.trim();
  const valid =
    /^[A-Za-z0-9._/-]+$/.test(branch) &&
    !branch.startsWith('-') &&
    !branch.startsWith('/') &&
    !branch.endsWith('/') &&
    !branch.endsWith('.') &&
    !branch.endsWith('.lock') &&
    !branch.includes('..') &&
    !branch.includes('//') &&
    !branch.split('/').some((part) => part.startsWith('.'));
  if (!valid) {
    throw ValidationError.field(field, 'The branch must be a git branch name, such as main or release/2.0.');
  }
  return branch;
}

function checkName(raw: string): { name: string; name_key: string } {
  const name = raw.trim();
  if (name === '' || name.length > 255) {
    throw ValidationError.field('name', 'The name must be 1 to 255 characters.');
  }
  return { name, name_key: name.toLowerCase() };
}

function nameTaken(): ConflictError {
  return new ConflictError('A repository of that name already exists in this workspace.');
}

/** Reading the repositories: everyone in the workspace but guests (and agents' run tokens, by route). */
function assertCanSeeRepositories(caller: Caller): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot see the repositories.');
}

export async function listRepositories(
  db: Executor,
  caller: Caller,
  limit: number,
  offset: number,
): Promise<{ items: RepositoryView[]; total: number }> {
  assertCanSeeRepositories(caller);
  const { rows, total } = await listRepositoryPage(db, caller.workspace.id, limit, offset);
  return { items: rows, total };
}

async function mustFind(db: Executor, caller: Caller, id: number) {
  const repository = await findRepository(db, caller.workspace.id, id);
  if (!repository) throw new NotFoundError('Repository');
  return repository;
}

export async function getRepository(db: Executor, caller: Caller, id: number): Promise<RepositoryView> {
  assertCanSeeRepositories(caller);
  const { workspace_id: _w, name_key: _k, ...view } = await mustFind(db, caller, id);
  return view;
}

export async function createRepository(
  tx: Tx,
  ctx: CommandContext,
  input: CreateRepositoryInput,
): Promise<RepositoryView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const now = nowOf(ctx);
  const created = await insertRepository(tx, {
    workspace_id: caller.workspace.id,
    ...checkName(input.name),
    url: checkRepositoryUrl(input.url),
    default_branch: checkBranchName(input.default_branch ?? DEFAULT_BRANCH),
    created_at: now,
    updated_at: now,
  });
  if (!created) throw nameTaken();
  return created;
}

export async function changeRepository(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: UpdateRepositoryInput & { id: number },
): Promise<RepositoryView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const repository = await mustFind(tx, caller, id);
  const changes: { name?: string; name_key?: string; url?: string; default_branch?: string } = {};
  if (input.name !== undefined) {
    const renamed = checkName(input.name);
    if (renamed.name_key !== repository.name_key) {
      if (await findRepositoryByKey(tx, caller.workspace.id, renamed.name_key)) throw nameTaken();
    }
    Object.assign(changes, renamed);
  }
  if (input.url !== undefined) changes.url = checkRepositoryUrl(input.url);
  if (input.default_branch !== undefined) changes.default_branch = checkBranchName(input.default_branch);
  // A concurrent rename to the same name loses on the unique index.
  return updateRepository(tx, repository.id, { ...changes, updated_at: nowOf(ctx) }).catch(
    (error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    },
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * A repository a project or an agent names is not deleted (409): its runs would silently lose their
 * working copy. Unlink it from them first (their settings), then delete it.
 */
export async function deleteRepository(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  // Locked first: a project or agent being pointed at it meanwhile is either counted or refused.
  const repository = await findRepositoryForDelete(tx, caller.workspace.id, id);
  if (!repository) throw new NotFoundError('Repository');
  const users = await countRepositoryUsers(tx, repository.id);
  if (users.projects + users.agents > 0) {
    const named = [
      ...(users.projects > 0 ? [plural(users.projects, 'project')] : []),
      ...(users.agents > 0 ? [plural(users.agents, 'agent')] : []),
    ].join(' and ');
    throw new ConflictError(
      `The repository is used by ${named}; choose another repository (or none) for them before deleting it.`,
    );
  }
  await deleteRepositoryRow(tx, repository.id);
}

/** A `repository_id` given to a project or an agent: one of the workspace's repositories, or null. */
export async function checkRepositoryId(
  db: Executor,
  workspaceId: number,
  id: number | null,
): Promise<number | null> {
  if (id === null) return null;
  if (!(await findRepository(db, workspaceId, id))) {
    throw ValidationError.field('repository_id', 'There is no such repository in this workspace.');
  }
  return id;
}

/** `tandem/<identifier in lower case>`: one branch per issue, reused by its later runs. */
export function issueBranch(identifier: string): string {
  return `tandem/${identifier.toLowerCase()}`;
}

/** The repository a run on this issue works in (the agent's wins over the project's), or null. */
export async function claimRepository(
  db: Executor,
  agentId: number,
  issue: { identifier: string; projectId: number | null } | null,
): Promise<ClaimRepository | null> {
  if (issue === null) return null;
  const repository = await findRunRepository(db, agentId, issue.projectId);
  if (!repository) return null;
  return {
    url: repository.url,
    default_branch: repository.default_branch,
    branch: issueBranch(issue.identifier),
  };
}

/**
 * `POST /api/daemon/v1/issues/finished`: of the issues a runner keeps worktrees for, those it may remove
 * (done, canceled, deleted, or not of the runtime's workspace — unknown ids are told apart from nothing).
 */
export async function finishedIssues(db: Executor, workspaceId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const open = new Set(await openIssueIds(db, workspaceId, unique));
  return unique.filter((id) => !open.has(id));
}
