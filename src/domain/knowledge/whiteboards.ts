import { monotonicFactory, ulid } from 'ulid';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Whiteboard } from '../../db/schema.js';
import {
  addVote,
  deleteElement,
  elementsOf,
  findBoard,
  findElement,
  insertBoard,
  countElements,
  insertElement,
  listBoards,
  touchBoard,
  updateElement,
  type ElementRow,
} from '../../repositories/whiteboards.js';
import type { BoardChange } from '../../realtime/bus.js';
import type { ElementView, WhiteboardSummaryView, WhiteboardView } from '../../schemas/whiteboards.js';
import { ActorDirectory, type ActorRef } from '../actors.js';
import { viewingPersonId, type Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import {
  POSTABLE_ELEMENT_TYPES,
  WHITEBOARD_COLORS,
  WHITEBOARD_ELEMENT_TYPES,
  WHITEBOARD_VISIBILITIES,
  type WhiteboardElementType,
} from '../../schemas/enums.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { holdLiveIssues } from '../issues/issue-deletion.js';
import { issueIdentifier, resolveIssueField } from '../issues/issue-ref.js';
import { publishBoardChange, type BoardPublisher } from '../live-changes.js';
import { asPerson, assertCanContribute, canSeeWhiteboard } from '../policy.js';
import { type SectionSeeder, seededMemberId } from '../seed-keys.js';
import { singleLine, withoutNul } from '../text-input.js';
import { canonicalUlid } from '../ulid-ref.js';
import { MAX_COORDINATE, MAX_ELEMENT_TEXT } from '../../schemas/limits.js';

// Elements are listed in id order; monotonic ULIDs keep that the creation order within a millisecond.
const elementUlid = monotonicFactory();

export const DEFAULT_ELEMENT_COLOR = 'yellow';
/** Elements one board holds (decisions §11.3): a board stays a few hundred kB, quick to draw. */
export const MAX_BOARD_ELEMENTS = 2000;

export function presentElement(row: ElementRow): ElementView {
  return {
    ulid: row.id,
    type: row.type,
    text: row.text,
    x: Number(row.x),
    y: Number(row.y),
    color: row.color,
    votes: Number(row.votes),
    issue:
      row.issue_number === null
        ? null
        : issueIdentifier(row.issue_number, row.issue_project_prefix, row.workspace_prefix),
  };
}

export async function presentBoards(db: Executor, boards: Whiteboard[]): Promise<WhiteboardSummaryView[]> {
  const actors = await ActorDirectory.load(
    db,
    boards.map((b) => ({ type: b.author_type, id: b.author_id })),
  );
  return boards.map((board) => ({
    id: board.id,
    name: board.name,
    visibility: board.visibility,
    author: actors.view(board.author_type, board.author_id)!,
    created_at: board.created_at,
    updated_at: board.updated_at,
  }));
}

/** A single board carries its elements. */
export async function presentBoard(db: Executor, board: Whiteboard): Promise<WhiteboardView> {
  const [[view], elements] = await Promise.all([presentBoards(db, [board]), elementsOf(db, board.id)]);
  return { ...view!, elements: elements.map(presentElement) };
}

export async function listVisibleBoards(db: Executor, caller: Caller, limit: number, offset: number) {
  const { rows, total } = await listBoards(db, caller.workspace.id, viewingPersonId(caller), limit, offset);
  return { items: await presentBoards(db, rows), total };
}

/** A board the caller can see; somebody else's private board is as missing as one that is not there. */
export async function getVisibleBoard(db: Executor, caller: Caller, reference: string): Promise<Whiteboard> {
  const id = canonicalUlid(reference);
  const board = id ? await findBoard(db, caller.workspace.id, id) : undefined;
  if (!board || !canSeeWhiteboard(caller, board)) throw new NotFoundError('Whiteboard');
  return board;
}

/** A board of the workspace whoever can see it (administration). */
export async function getWorkspaceBoard(
  db: Executor,
  workspaceId: number,
  reference: string,
): Promise<Whiteboard> {
  const id = canonicalUlid(reference);
  const board = id ? await findBoard(db, workspaceId, id) : undefined;
  if (!board) throw new NotFoundError('Whiteboard');
  return board;
}

/** The element as the live stream shows it, or null when it is gone or in another workspace. */
export async function loadElementView(
  db: Executor,
  workspaceId: number,
  elementId: string,
): Promise<ElementView | null> {
  const row = await findElement(db, workspaceId, elementId);
  return row ? presentElement(row) : null;
}

export interface ElementInput {
  type: WhiteboardElementType;
  text: string;
  x: number;
  y: number;
  color: string;
  votes?: number;
  issueId?: number | null;
  author: ActorRef | null;
}

/**
 * Adds any kind of element (notes through the API, every type through the admin CLI), shown on open
 * boards through `ctx.publishers.boards` once committed.
 */
export async function addElement(
  tx: Tx,
  ctx: SystemContext,
  { board, ...input }: ElementInput & { board: Whiteboard },
): Promise<ElementRow> {
  const element = await insertBoardElement(tx, board, input, nowOf(ctx));
  await publishElementChange(tx, ctx.publishers.boards, 'element.created', board, element.id);
  return element;
}

/** Adds any kind of element without showing it on open boards (seeding, which nobody watches). */
export async function insertBoardElement(
  tx: Tx,
  board: Whiteboard,
  input: ElementInput,
  now: string = nowIso(),
): Promise<ElementRow> {
  if (input.issueId) await holdLiveIssues(tx, [{ id: input.issueId, field: 'issue' }]);
  // Touching the board first takes its row lock (PostgreSQL), so concurrent additions count one by one.
  await touchBoard(tx, board.id, now);
  if ((await countElements(tx, board.id)) >= MAX_BOARD_ELEMENTS) {
    throw ValidationError.field(
      'elements',
      `A whiteboard holds at most ${MAX_BOARD_ELEMENTS.toLocaleString('en')} elements: remove some before adding more.`,
    );
  }
  const id = elementUlid();
  await insertElement(tx, {
    id,
    whiteboard_id: board.id,
    workspace_id: board.workspace_id,
    type: input.type,
    text: input.text,
    x: input.x,
    y: input.y,
    color: input.color,
    votes: input.votes ?? 0,
    issue_id: input.issueId ?? null,
    author_type: input.author?.type ?? null,
    author_id: input.author?.id ?? null,
    created_at: now,
    updated_at: now,
  });
  return (await findElement(tx, board.workspace_id, id))!;
}

function publishElementChange(
  tx: Tx,
  boards: BoardPublisher,
  event: BoardChange['event'],
  board: Whiteboard,
  elementId: string,
): Promise<void> {
  return publishBoardChange(tx, boards, {
    event,
    workspaceId: board.workspace_id,
    whiteboardId: board.id,
    elementId,
  });
}

export interface NoteInput {
  text: string;
  type?: (typeof POSTABLE_ELEMENT_TYPES)[number];
  color?: (typeof WHITEBOARD_COLORS)[number];
  x?: number;
  y?: number;
  issue?: string | number;
}

/**
 * `POST /whiteboards/{whiteboard}/notes`: a note or a box (arrows and images are refused by the route's
 * schema), optionally linked to an issue, which then cannot be deleted.
 */
export async function addNote(
  tx: Tx,
  ctx: CommandContext,
  { whiteboard: reference, ...input }: NoteInput & { whiteboard: string },
): Promise<{ board: Whiteboard; element: ElementRow }> {
  const { caller } = ctx;
  const person = asPerson(caller, 'add notes to whiteboards');
  assertCanContribute(person, 'add notes to whiteboards');
  const board = await getVisibleBoard(tx, caller, reference);
  const issue =
    input.issue === undefined ? null : await resolveIssueField(tx, caller.workspace, input.issue, 'issue');
  const text = withoutNul(input.text);
  if (text.trim() === '') throw ValidationError.field('text', 'The text field is required.');
  const element = await addElement(tx, ctx, {
    board,
    type: input.type ?? 'note',
    text,
    x: input.x ?? 0,
    y: input.y ?? 0,
    color: input.color ?? DEFAULT_ELEMENT_COLOR,
    issueId: issue?.id ?? null,
    author: { type: 'user', id: person.user.id },
  });
  return { board, element };
}

export async function createBoard(
  tx: Tx,
  input: { workspaceId: number; name: string; visibility: Whiteboard['visibility']; authorId: number },
): Promise<Whiteboard> {
  const now = nowIso();
  return insertBoard(tx, {
    id: ulid(),
    workspace_id: input.workspaceId,
    name: input.name,
    visibility: input.visibility,
    author_type: 'user',
    author_id: input.authorId,
    created_at: now,
    updated_at: now,
  });
}

/** Checks a board described in a fixture or on the command line (no HTTP schema guards those). */
export function checkBoardFields(raw: { name?: unknown; visibility?: unknown }, prefix: string) {
  const name = typeof raw.name === 'string' ? singleLine(raw.name) : '';
  if (name === '' || name.length > 255) {
    throw ValidationError.field(`${prefix}.name`, 'A whiteboard needs a name of at most 255 characters.');
  }
  const visibility = raw.visibility ?? 'workspace';
  if (!(WHITEBOARD_VISIBILITIES as readonly unknown[]).includes(visibility)) {
    throw ValidationError.field(
      `${prefix}.visibility`,
      `Visibility is one of ${WHITEBOARD_VISIBILITIES.join(', ')}.`,
    );
  }
  return { name, visibility: visibility as Whiteboard['visibility'] };
}

/** Checks an element described in a fixture or on the command line: every type, known colours. */
export function checkElementFields(
  raw: { type?: unknown; text?: unknown; x?: unknown; y?: unknown; color?: unknown; votes?: unknown },
  prefix: string,
): Omit<ElementInput, 'author' | 'issueId'> {
  const type = raw.type ?? 'note';
  if (!(WHITEBOARD_ELEMENT_TYPES as readonly unknown[]).includes(type)) {
    throw ValidationError.field(
      `${prefix}.type`,
      `Element types are ${WHITEBOARD_ELEMENT_TYPES.join(', ')}.`,
    );
  }
  const text = raw.text ?? '';
  if (typeof text !== 'string' || text.length > MAX_ELEMENT_TEXT) {
    throw ValidationError.field(
      `${prefix}.text`,
      `The text must be a string of at most ${MAX_ELEMENT_TEXT} characters.`,
    );
  }
  const coordinate = (value: unknown, field: string): number => {
    const number = value ?? 0;
    if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > MAX_COORDINATE) {
      throw ValidationError.field(
        `${prefix}.${field}`,
        `The ${field} must be a number within ±${MAX_COORDINATE}.`,
      );
    }
    return number;
  };
  const color = raw.color ?? DEFAULT_ELEMENT_COLOR;
  if (!(WHITEBOARD_COLORS as readonly unknown[]).includes(color)) {
    throw ValidationError.field(`${prefix}.color`, `Colours are ${WHITEBOARD_COLORS.join(', ')}.`);
  }
  const votes = raw.votes ?? 0;
  if (typeof votes !== 'number' || !Number.isInteger(votes) || votes < 0 || votes > 1_000_000) {
    throw ValidationError.field(`${prefix}.votes`, 'Votes must be a whole number from 0.');
  }
  return {
    type: type as WhiteboardElementType,
    text: withoutNul(text),
    x: coordinate(raw.x, 'x'),
    y: coordinate(raw.y, 'y'),
    color: color as string,
    votes,
  };
}

interface SeedBoard {
  key?: unknown;
  name?: unknown;
  visibility?: unknown;
  author?: unknown;
  elements?: unknown;
}

/** The `whiteboards` section of a seed fixture (decisions §1); answers each board's ULID by key. */
export const seedWhiteboards: SectionSeeder = async (db, workspace, entries, keys) => {
  const out: Record<string, { id: string }> = {};
  for (const entry of entries as SeedBoard[]) {
    if (typeof entry?.key !== 'string' || entry.key === '') {
      throw ValidationError.field('whiteboards.key', 'Every whiteboard needs a key.');
    }
    const fields = checkBoardFields(entry, 'whiteboards');
    const authorId = seededMemberId(keys, entry.author, 'whiteboards.author');
    const board = await createBoard(db, { workspaceId: workspace.id, authorId, ...fields });
    const elements = entry.elements ?? [];
    if (!Array.isArray(elements))
      throw ValidationError.field('whiteboards.elements', 'elements must be a list.');
    for (const raw of elements as Record<string, unknown>[]) {
      const element = checkElementFields(raw ?? {}, 'whiteboards.elements');
      const issue =
        raw?.issue === undefined || raw.issue === null
          ? null
          : await resolveIssueField(db, workspace, raw.issue as string, 'whiteboards.elements.issue');
      await insertBoardElement(db, board, {
        ...element,
        issueId: issue?.id ?? null,
        author: { type: 'user', id: authorId },
      });
    }
    out[entry.key] = { id: board.id };
  }
  return out;
};

/** An element of a board the caller can see and add to (the interface's board routes). */
async function elementOnBoard(db: Executor, caller: Caller, boardRef: string, elementRef: string) {
  assertCanContribute(asPerson(caller, 'change whiteboards'), 'change whiteboards');
  const board = await getVisibleBoard(db, caller, boardRef);
  const id = canonicalUlid(elementRef);
  const element = id ? await findElement(db, board.workspace_id, id) : undefined;
  if (!element || element.whiteboard_id !== board.id) throw new NotFoundError('Element');
  return { board, element };
}

/** An element as a route names it: its board and its own id. */
export interface ElementReference {
  whiteboard: string;
  element: string;
}

export interface ElementChange {
  x?: number;
  y?: number;
  color?: (typeof WHITEBOARD_COLORS)[number];
  text?: string;
}

/**
 * Moves, recolours or rewords an element (any type: what the interface draws, it may change). Like
 * every change below, shown on open boards once committed.
 */
export async function changeElement(
  tx: Tx,
  ctx: CommandContext,
  { whiteboard: boardRef, element: elementRef, ...change }: ElementChange & ElementReference,
): Promise<{ board: Whiteboard; element: ElementRow }> {
  const { board, element } = await elementOnBoard(tx, ctx.caller, boardRef, elementRef);
  const text = change.text === undefined ? undefined : withoutNul(change.text);
  if (text !== undefined && text.trim() === '' && element.type !== 'box') {
    throw ValidationError.field('text', 'The text field is required.');
  }
  const now = nowOf(ctx);
  await updateElement(tx, element.id, {
    ...(change.x !== undefined ? { x: change.x } : {}),
    ...(change.y !== undefined ? { y: change.y } : {}),
    ...(change.color !== undefined ? { color: change.color } : {}),
    ...(text !== undefined ? { text } : {}),
    updated_at: now,
  });
  await touchBoard(tx, board.id, now);
  await publishElementChange(tx, ctx.publishers.boards, 'element.updated', board, element.id);
  return { board, element: (await findElement(tx, board.workspace_id, element.id))! };
}

export async function voteForElement(
  tx: Tx,
  ctx: CommandContext,
  input: ElementReference,
): Promise<{ board: Whiteboard; element: ElementRow }> {
  const { board, element } = await elementOnBoard(tx, ctx.caller, input.whiteboard, input.element);
  const now = nowOf(ctx);
  await addVote(tx, element.id, now);
  await touchBoard(tx, board.id, now);
  await publishElementChange(tx, ctx.publishers.boards, 'element.updated', board, element.id);
  return { board, element: (await findElement(tx, board.workspace_id, element.id))! };
}

export async function removeElement(
  tx: Tx,
  ctx: CommandContext,
  input: ElementReference,
): Promise<{ board: Whiteboard; elementId: string }> {
  const { board, element } = await elementOnBoard(tx, ctx.caller, input.whiteboard, input.element);
  await deleteElement(tx, element.id);
  await touchBoard(tx, board.id, nowOf(ctx));
  await publishElementChange(tx, ctx.publishers.boards, 'element.deleted', board, element.id);
  return { board, elementId: element.id };
}
