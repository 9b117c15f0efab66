import { type Executor, inTransaction } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import { ValidationError } from '../../errors.js';
import { resolveIssueField } from '../../domain/issues/issue-ref.js';
import { createSavedView, presentSavedViews } from '../../domain/issues/saved-views.js';
import {
  addElement,
  checkBoardFields,
  checkElementFields,
  createBoard,
  getWorkspaceBoard,
  presentBoards,
  presentElement,
} from '../../domain/knowledge/whiteboards.js';
import { findWorkspaceBySlug } from '../../domain/people/workspaces.js';
import { detachedSystemContext } from '../../services.js';
import { defineAdminCommand } from './command.js';
import { currentMemberByEmail, required } from './arguments.js';

/**
 * Administration of whiteboards and saved views, which the API reads but does not write (yet):
 *   tandem admin whiteboard create --workspace SLUG --author EMAIL --name N [--visibility workspace|private]
 *   tandem admin whiteboard add-element --workspace SLUG --whiteboard ULID [--type T] [--text S] [--x N]
 *     [--y N] [--color C] [--votes N] [--issue REF] [--author EMAIL]
 *   tandem admin saved-view create --workspace SLUG --owner EMAIL --name N [--surface S] [--filters JSON]
 *     [--shared]
 */
function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed))
    throw new Error(`--${name} must be a number, got "${value}"`);
  return parsed;
}

/** A current member of the workspace, by email. */
async function memberId(db: Executor, workspace: Workspace, email: string): Promise<number> {
  return (await currentMemberByEmail(db, workspace, email)).id;
}

export const whiteboardCreate = defineAdminCommand({
  summary: 'Create a whiteboard',
  options: {
    workspace: { type: 'string' },
    author: { type: 'string' },
    name: { type: 'string' },
    visibility: { type: 'string' },
  },
  run: async ({ values }, { database }) => {
    const { db } = database;
    const workspace = await findWorkspaceBySlug(db, required(values, 'workspace'));
    const authorId = await memberId(db, workspace, required(values, 'author'));
    const fields = checkBoardFields({ name: values.name, visibility: values.visibility }, 'whiteboard');
    const board = await inTransaction(db, (tx) =>
      createBoard(tx, { workspaceId: workspace.id, authorId, ...fields }),
    );
    const [view] = await presentBoards(db, [board]);
    return view;
  },
});

export const whiteboardAddElement = defineAdminCommand({
  summary: 'Add an element to a whiteboard',
  options: {
    workspace: { type: 'string' },
    whiteboard: { type: 'string' },
    type: { type: 'string' },
    text: { type: 'string' },
    x: { type: 'string' },
    y: { type: 'string' },
    color: { type: 'string' },
    votes: { type: 'string' },
    issue: { type: 'string' },
    author: { type: 'string' },
  },
  run: async ({ values }, { database, config }) => {
    const { db, dialect } = database;
    const workspace = await findWorkspaceBySlug(db, required(values, 'workspace'));
    const authorId = values.author ? await memberId(db, workspace, values.author) : null;
    const element = await inTransaction(db, async (tx) => {
      const board = await getWorkspaceBoard(tx, workspace.id, required(values, 'whiteboard'));
      const fields = checkElementFields(
        {
          type: values.type,
          text: values.text,
          x: number(values.x, 'x'),
          y: number(values.y, 'y'),
          color: values.color,
          votes: number(values.votes, 'votes'),
        },
        'element',
      );
      const issue = values.issue ? await resolveIssueField(tx, workspace, values.issue, 'issue') : null;
      // Once committed, the API nodes are told, so that open boards show it.
      return addElement(tx, detachedSystemContext({ db, dialect, config }), {
        board,
        ...fields,
        issueId: issue?.id ?? null,
        author: authorId === null ? null : { type: 'user', id: authorId },
      });
    });
    return presentElement(element);
  },
});

export const savedViewCreate = defineAdminCommand({
  summary: 'Create a saved view',
  options: {
    workspace: { type: 'string' },
    owner: { type: 'string' },
    name: { type: 'string' },
    surface: { type: 'string' },
    filters: { type: 'string' },
    shared: { type: 'boolean' },
  },
  run: async ({ values }, { database }) => {
    const { db } = database;
    const workspace = await findWorkspaceBySlug(db, required(values, 'workspace'));
    const ownerId = await memberId(db, workspace, required(values, 'owner'));
    let filters: unknown = {};
    if (values.filters !== undefined) {
      try {
        filters = JSON.parse(values.filters);
      } catch {
        throw ValidationError.field('filters', 'The filters must be a JSON object.');
      }
    }
    const view = await createSavedView(
      db,
      {
        workspaceId: workspace.id,
        ownerId,
        name: values.name,
        surface: values.surface,
        filters,
        shared: values.shared ?? false,
      },
      'saved_view',
    );
    const [presented] = await presentSavedViews(db, [view]);
    return presented;
  },
});
