import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useParams } from 'react-router';
import { WHITEBOARD_COLORS } from '../../../../src/schemas/enums.js';
import { ApiError, fieldError, hasFieldErrors } from '../../api/client.js';
import { canContribute, useSession } from '../../api/session.js';
import {
  boardQuery,
  changeBoardElement,
  deleteBoardElement,
  useAddBoardElement,
  useElementWrite,
  useLiveBoard,
  voteBoardElement,
  type Board,
  type BoardElement,
  type WhiteboardColor,
} from '../../api/whiteboards.js';
import { issuePath } from '../../api/work.js';
import {
  Badge,
  Button,
  ErrorNotice,
  Loading,
  PageHeader,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import '../../screens.css';

const COLOR_OPTIONS = WHITEBOARD_COLORS.map((color) => ({ value: color, label: humanize(color) }));
/** Arrow keys move an element this far; with Shift, five times as far. */
const STEP = 10;

export function WhiteboardPage() {
  const { id = '' } = useParams();
  const board = useQuery(boardQuery(id));
  const live = useLiveBoard(id);
  if (board.isPending) return <Loading />;
  if (board.isError) {
    return (
      <>
        <PageHeader title="Whiteboard" />
        <ErrorNotice
          error={board.error}
          title={
            board.error instanceof ApiError && board.error.status === 404
              ? 'There is no such board, or it is somebody’s private board.'
              : 'The board could not be loaded.'
          }
        />
        <Link to="/whiteboards">All whiteboards</Link>
      </>
    );
  }
  return <BoardView board={board.data} live={live} />;
}

function BoardView({ board, live }: { board: Board; live: boolean }) {
  const writable = canContribute(useSession());
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/whiteboards">Whiteboards</Link>
      </nav>
      <PageHeader
        title={board.name}
        description={`By ${board.author.name} · ${board.visibility === 'private' ? 'private' : 'shared with the workspace'}`}
        actions={
          <span className="state" role="status">
            <Badge tone={live ? 'good' : 'warn'}>{live ? 'Live' : 'Connecting…'}</Badge>
          </span>
        }
      />
      {writable ? <AddToBoard board={board} /> : null}
      <p className="muted board-help" id="board-help">
        {writable
          ? 'Drag an element to move it, or focus it and use the arrow keys (Shift for bigger steps).'
          : 'Guests look at boards; adding to them and changing them is for members.'}
      </p>
      <div
        className="whiteboard-canvas"
        role="list"
        aria-label="Board elements"
        aria-describedby="board-help"
      >
        {board.elements.map((element) => (
          <ElementCard key={element.ulid} boardId={board.id} element={element} writable={writable} />
        ))}
        {board.elements.length === 0 ? <p className="whiteboard-empty muted">The board is empty.</p> : null}
      </div>
    </>
  );
}

/** The form adding a note or a box, placed in the next free spot of a grid. */
function AddToBoard({ board }: { board: Board }) {
  const [type, setType] = useState<'note' | 'box'>('note');
  const [text, setText] = useState('');
  const [color, setColor] = useState<WhiteboardColor>('yellow');
  const [issue, setIssue] = useState('');
  const add = useAddBoardElement(board.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = board.elements.length;
    add.mutate(
      {
        type,
        text,
        color,
        x: 24 + (count % 5) * 190,
        y: 24 + Math.floor(count / 5) * 150,
        ...(issue.trim() ? { issue: issue.trim() } : {}),
      },
      {
        onSuccess: () => {
          setText('');
          setIssue('');
        },
      },
    );
  };
  return (
    <>
      <form onSubmit={submit} className="form-inline board-add" aria-label="Add to the board">
        <SelectField
          label="Kind"
          options={[
            { value: 'note', label: 'Note' },
            { value: 'box', label: 'Box' },
          ]}
          value={type}
          onChange={(event) => setType(event.target.value as 'note' | 'box')}
        />
        <TextField
          label="Text"
          required
          value={text}
          error={fieldError(add.error, 'text')}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label="Colour"
          options={COLOR_OPTIONS}
          value={color}
          onChange={(event) => setColor(event.target.value as WhiteboardColor)}
        />
        <TextField
          label="Linked issue"
          placeholder="Optional"
          value={issue}
          error={fieldError(add.error, 'issue')}
          onChange={(event) => setIssue(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={add.isPending}>
          Add
        </Button>
      </form>
      <ErrorNotice error={hasFieldErrors(add.error) ? null : add.error} />
    </>
  );
}

/** Moving an element by dragging it (or its text) or with the arrow keys. */
function useElementMoves(element: BoardElement, writable: boolean, moveTo: (x: number, y: number) => void) {
  const [dragOffset, setDragOffset] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ pointerX: number; pointerY: number } | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!writable || event.target !== event.currentTarget) return;
    const step = event.shiftKey ? STEP * 5 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(Math.max(0, element.x + move[0]), Math.max(0, element.y + move[1]));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!writable) return;
    if (
      event.target !== event.currentTarget &&
      !(event.target as HTMLElement).classList.contains('element-text')
    )
      return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { pointerX: event.clientX, pointerY: event.clientY };
    setDragOffset({ x: 0, y: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setDragOffset({ x: event.clientX - start.current.pointerX, y: event.clientY - start.current.pointerY });
  };
  const onPointerUp = () => {
    if (!start.current || !dragOffset) return;
    start.current = null;
    const { x, y } = dragOffset;
    setDragOffset(null);
    if (Math.abs(x) + Math.abs(y) > 2) moveTo(Math.max(0, element.x + x), Math.max(0, element.y + y));
  };
  const onPointerCancel = () => {
    start.current = null;
    setDragOffset(null);
  };
  return { dragOffset, handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}

function ElementCard({
  boardId,
  element,
  writable,
}: {
  boardId: string;
  element: BoardElement;
  writable: boolean;
}) {
  const { act, moveTo, error } = useElementWrite(boardId, element);
  const { dragOffset, handlers } = useElementMoves(element, writable, moveTo);
  const left = element.x + (dragOffset?.x ?? 0);
  const top = element.y + (dragOffset?.y ?? 0);
  const label = `${element.type === 'box' ? 'Box' : 'Note'}: ${element.text}`;
  return (
    <div
      role="listitem"
      aria-label={label}
      tabIndex={0}
      className={`element element-${element.type} color-${element.color}${dragOffset ? ' element-dragging' : ''}`}
      style={{ left, top }}
      {...handlers}
    >
      <p className="element-text">{element.text}</p>
      {element.issue ? (
        <Link className="element-issue" to={issuePath(element.issue)}>
          {element.issue}
        </Link>
      ) : null}
      {writable ? (
        <ElementTools boardId={boardId} element={element} act={act} />
      ) : element.votes > 0 ? (
        <p className="muted">{element.votes === 1 ? '1 vote' : `${element.votes} votes`}</p>
      ) : null}
      {error ? (
        <p className="element-error" role="alert">
          {error instanceof Error ? error.message : 'Not saved.'}
        </p>
      ) : null}
    </div>
  );
}

/** A member's tools on an element: its colour, a vote, and deleting it. */
function ElementTools({
  boardId,
  element,
  act,
}: {
  boardId: string;
  element: BoardElement;
  act: ReturnType<typeof useElementWrite>['act'];
}) {
  return (
    <div className="element-tools">
      <label className="visually-hidden" htmlFor={`color-${element.ulid}`}>
        Colour of {element.text}
      </label>
      <select
        id={`color-${element.ulid}`}
        className="element-color"
        value={element.color}
        onChange={(event) =>
          void act(() =>
            changeBoardElement(boardId, element.ulid, { color: event.target.value as WhiteboardColor }),
          )
        }
      >
        {COLOR_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="element-button"
        aria-label={`Vote ${element.votes} · ${element.text}`}
        onClick={() => void act(() => voteBoardElement(boardId, element.ulid))}
      >
        Vote {element.votes}
      </button>
      <button
        type="button"
        className="element-button"
        aria-label={`Delete ${element.text}`}
        onClick={() => void act(() => deleteBoardElement(boardId, element.ulid), true)}
      >
        ✕
      </button>
    </div>
  );
}
