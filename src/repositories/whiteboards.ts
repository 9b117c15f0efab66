import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { WhiteboardElementsTable, WhiteboardsTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

function visibleBoards(db: Executor, workspaceId: number, viewerId: number) {
  return db
    .selectFrom('whiteboards')
    .where('workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb('visibility', '=', 'workspace'),
        eb.and([eb('author_type', '=', 'user'), eb('author_id', '=', viewerId)]),
      ]),
    );
}

/** The workspace's shared boards plus the viewer's own private ones, by name. */
export async function listBoards(
  db: Executor,
  workspaceId: number,
  viewerId: number,
  limit: number,
  offset: number,
) {
  const query = visibleBoards(db, workspaceId, viewerId).selectAll().orderBy('name').orderBy('id');
  return fetchPage(query, limit, offset);
}

export async function findBoard(db: Executor, workspaceId: number, id: string) {
  return db
    .selectFrom('whiteboards')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertBoard(db: Executor, values: Insertable<WhiteboardsTable>) {
  return db.insertInto('whiteboards').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function touchBoard(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('whiteboards').set({ updated_at: at }).where('id', '=', id).execute();
}

export async function countElements(db: Executor, boardId: string): Promise<number> {
  const row = await db
    .selectFrom('whiteboard_elements')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('whiteboard_id', '=', boardId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertElement(db: Executor, values: Insertable<WhiteboardElementsTable>) {
  await db.insertInto('whiteboard_elements').values(values).execute();
}

/** Elements with the identifier parts of the issue each links to, oldest first (ULIDs sort by time). */
function elementsWithIssues(db: Executor) {
  return db
    .selectFrom('whiteboard_elements as e')
    .innerJoin('workspaces as w', 'w.id', 'e.workspace_id')
    .leftJoin('issues as i', 'i.id', 'e.issue_id')
    .leftJoin('projects as p', 'p.id', 'i.project_id')
    .select([
      'e.id',
      'e.whiteboard_id',
      'e.workspace_id',
      'e.type',
      'e.text',
      'e.x',
      'e.y',
      'e.color',
      'e.votes',
      'i.number as issue_number',
      'p.prefix as issue_project_prefix',
      'w.issue_prefix as workspace_prefix',
    ]);
}

export type ElementRow = NonNullable<Awaited<ReturnType<typeof findElement>>>;

export async function elementsOf(db: Executor, boardId: string) {
  return elementsWithIssues(db).where('e.whiteboard_id', '=', boardId).orderBy('e.id').execute();
}

export async function findElement(db: Executor, workspaceId: number, id: string) {
  return elementsWithIssues(db)
    .where('e.workspace_id', '=', workspaceId)
    .where('e.id', '=', id)
    .executeTakeFirst();
}

export async function updateElement(
  db: Executor,
  id: string,
  changes: Partial<Pick<Insertable<WhiteboardElementsTable>, 'x' | 'y' | 'color' | 'text' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('whiteboard_elements').set(changes).where('id', '=', id).execute();
}

/** One more vote, counted by the store so that simultaneous votes all count. */
export async function addVote(db: Executor, id: string, at: string): Promise<void> {
  await db
    .updateTable('whiteboard_elements')
    .set((eb) => ({ votes: eb('votes', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .execute();
}

export async function deleteElement(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('whiteboard_elements').where('id', '=', id).execute();
}
