import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import {
  roadmapQuery,
  useMoveRoadmapItem,
  useRoadmapLive,
  type Roadmap,
  type RoadmapEpic,
  type RoadmapMove,
  type RoadmapProject,
} from '../../api/roadmap.js';
import { useSessionQuery } from '../../api/session.js';
import { issuePath } from '../../api/work.js';
import { Button, EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { addDays, today } from '../../lib/calendar.js';
import { humanize } from '../../lib/format.js';
import {
  DAY_WIDTH,
  STEP_DAYS,
  ZOOMS,
  daysBetween,
  longDay,
  moveSpan,
  resizeSpan,
  spanAfterKey,
  spanDays,
  ticksFor,
  windowFor,
  type Span,
  type TimeWindow,
  type Zoom,
} from '../../lib/roadmap.js';
import '../../screens.css';

/** Height of one row of the time line, in pixels (the labels beside it use the same). */
const ROW = 44;
/** Height of the scale above the rows. */
const SCALE = 32;
/** A key move is sent once the keys rest this long (or the bar loses focus): one PATCH per gesture. */
const KEY_SETTLE_MS = 600;

interface Row {
  kind: 'project' | 'epic' | 'group';
  key: string;
  name: string;
  /** An epic's identifier; a project's id as text. */
  ref: string;
  span: Span;
  progress: { done: number; total: number } | null;
  status: string;
  blockedBy: string[];
}

function datedSpan(item: { start_date: string | null; target_date: string | null }): Span {
  return { start: item.start_date, target: item.target_date };
}

function isDated(item: { start_date: string | null; target_date: string | null }): boolean {
  return item.start_date !== null || item.target_date !== null;
}

/** Rows in the API's order: each project with its dated epics, then dated epics of no project. */
function layout(roadmap: Roadmap): {
  rows: Row[];
  undated: (
    { kind: 'project'; item: RoadmapProject } | { kind: 'epic'; item: RoadmapEpic; project: string | null }
  )[];
} {
  const blockedBy = new Map<string, string[]>();
  for (const pair of roadmap.dependencies) {
    blockedBy.set(pair.blocked, [...(blockedBy.get(pair.blocked) ?? []), pair.blocker]);
  }
  const epicRow = (epic: RoadmapEpic): Row => ({
    kind: 'epic',
    key: `epic:${epic.id}`,
    name: epic.title,
    ref: epic.id,
    span: datedSpan(epic),
    progress: epic.progress,
    status: epic.status,
    blockedBy: blockedBy.get(epic.id) ?? [],
  });
  const names = new Map(roadmap.projects.map((p) => [p.id, p.name]));
  const rows: Row[] = [];
  const undated: ReturnType<typeof layout>['undated'] = [];
  for (const project of roadmap.projects) {
    const epics = roadmap.epics.filter((e) => e.project_id === project.id && isDated(e));
    if (!isDated(project) && epics.length === 0) {
      undated.push({ kind: 'project', item: project });
      continue;
    }
    rows.push({
      kind: 'project',
      key: `project:${project.id}`,
      name: project.name,
      ref: String(project.id),
      span: datedSpan(project),
      progress: project.progress,
      status: project.status,
      blockedBy: [],
    });
    rows.push(...epics.map(epicRow));
  }
  const loose = roadmap.epics.filter((e) => e.project_id === null && isDated(e));
  if (loose.length > 0) {
    rows.push({
      kind: 'group',
      key: 'group:none',
      name: 'No project',
      ref: '',
      span: { start: null, target: null },
      progress: null,
      status: '',
      blockedBy: [],
    });
    rows.push(...loose.map(epicRow));
  }
  for (const epic of roadmap.epics) {
    if (!isDated(epic)) {
      undated.push({
        kind: 'epic',
        item: epic,
        project: epic.project_id === null ? null : (names.get(epic.project_id) ?? null),
      });
    }
  }
  return { rows, undated };
}

/**
 * The roadmap (decisions §12.15): projects and epics on a time line from their start to their target
 * (an epic's due date), progress filled in, dependencies between epics as arrows, today's line; a bar
 * moves by dragging it or with the keyboard, and the change is saved to the project or the epic.
 */
export function RoadmapPage() {
  const [zoom, setZoom] = useState<Zoom>('month');
  const [anchor, setAnchor] = useState(() => today());
  const range = windowFor(zoom, anchor);
  const roadmap = useQuery({
    ...roadmapQuery(range.from, range.to),
    placeholderData: (previous) => previous,
  });
  useRoadmapLive();
  const header = (
    <>
      <PageHeader
        title="Roadmap"
        description="Projects and epics from their start to their target date. Drag a bar, or focus it and use the arrow keys, to change its dates."
      />
      <div className="roadmap-toolbar">
        <div className="segmented" role="group" aria-label="Zoom">
          {ZOOMS.map((option) => (
            <button
              key={option}
              type="button"
              className="segmented-option"
              aria-pressed={zoom === option}
              onClick={() => setZoom(option)}
            >
              {humanize(option)}
            </button>
          ))}
        </div>
        <div className="roadmap-nav" role="group" aria-label="Time line">
          <Button onClick={() => setAnchor(addDays(anchor, -STEP_DAYS[zoom]))}>Earlier</Button>
          <Button onClick={() => setAnchor(today())}>Today</Button>
          <Button onClick={() => setAnchor(addDays(anchor, STEP_DAYS[zoom]))}>Later</Button>
        </div>
        <span className="muted roadmap-range">
          {longDay(range.from)} – {longDay(range.to)}
        </span>
      </div>
    </>
  );
  if (roadmap.isPending) {
    return (
      <>
        {header}
        <Loading label="Loading the roadmap…" />
      </>
    );
  }
  if (roadmap.isError) {
    return (
      <>
        {header}
        <ErrorNotice error={roadmap.error} title="The roadmap could not be loaded." />
        <Button onClick={() => void roadmap.refetch()}>Try again</Button>
      </>
    );
  }
  return (
    <>
      {header}
      <RoadmapBody roadmap={roadmap.data} zoom={zoom} range={range} />
    </>
  );
}

function RoadmapBody({ roadmap, zoom, range }: { roadmap: Roadmap; zoom: Zoom; range: TimeWindow }) {
  const session = useSessionQuery();
  const canMove = session.data ? session.data.workspace.role !== 'guest' : false;
  const move = useMoveRoadmapItem();
  const helpId = useId();
  const { rows, undated } = layout(roadmap);
  const between = `between ${longDay(range.from)} and ${longDay(range.to)}`;
  return (
    <>
      {move.isError ? <ErrorNotice error={move.error} title="The dates were not changed." /> : null}
      {roadmap.truncated ? (
        <p className="notice">Only the first 500 projects and epics of this window are shown.</p>
      ) : null}
      {rows.length === 0 && undated.length === 0 ? (
        <EmptyState title="Nothing on the roadmap yet">
          <p>
            Give a project a start and a target date in Administration → Projects, or an epic a start and a
            due date on its page, and it shows here. Nothing is planned {between}.
          </p>
        </EmptyState>
      ) : null}
      {rows.length === 0 && undated.length > 0 ? (
        <p className="muted">Nothing with dates falls {between}.</p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <p id={helpId} className="muted roadmap-help">
            {canMove
              ? 'On a focused bar: Left and Right arrows move it by a day (with Shift, a week); [ and ] move its end (with Shift, a week).'
              : 'Guests see the roadmap but cannot change dates.'}
          </p>
          <Timeline
            rows={rows}
            zoom={zoom}
            range={range}
            dependencies={roadmap.dependencies}
            bar={{ canMove, helpId, onMove: (change) => move.mutate(change) }}
          />
        </>
      ) : null}
      {undated.length > 0 ? <Undated entries={undated} /> : null}
    </>
  );
}

function Undated({ entries }: { entries: ReturnType<typeof layout>['undated'] }) {
  return (
    <div className="roadmap-undated">
      <Section
        title="No dates yet"
        description="Give them a start and a target date to place them on the time line."
      >
        <ul>
          {entries.map((entry) =>
            entry.kind === 'project' ? (
              <li key={`project:${entry.item.id}`}>
                <span className="roadmap-kind">Project</span> {entry.item.name}
                <span className="muted"> · {progressWords(entry.item.progress)}</span>
              </li>
            ) : (
              <li key={`epic:${entry.item.id}`}>
                <span className="roadmap-kind">Epic</span>{' '}
                <Link to={issuePath(entry.item.id)}>
                  {entry.item.id} {entry.item.title}
                </Link>
                <span className="muted">
                  {entry.project ? ` · ${entry.project}` : ''} · {progressWords(entry.item.progress)}
                </span>
              </li>
            ),
          )}
        </ul>
      </Section>
    </div>
  );
}

function progressWords(progress: { done: number; total: number }): string {
  return progress.total === 0 ? 'no issues yet' : `${progress.done} of ${progress.total} done`;
}

interface BarOptions {
  canMove: boolean;
  helpId: string;
  onMove: (move: RoadmapMove) => void;
}

interface Arrow {
  key: string;
  d: string;
  late: boolean;
}

/** Dependency arrows from the end of the blocking epic's bar to the start of the blocked one's. */
function arrowsFor(
  rows: Row[],
  dependencies: Roadmap['dependencies'],
  x: (day: string) => number,
  dayWidth: number,
) {
  const byRef = new Map(rows.filter((r) => r.kind === 'epic').map((r) => [r.ref, r]));
  const indexOf = new Map(rows.map((r, index) => [r.key, index]));
  const middle = (row: Row) => SCALE + indexOf.get(row.key)! * ROW + ROW / 2;
  return dependencies.flatMap((pair): Arrow[] => {
    const from = byRef.get(pair.blocker);
    const to = byRef.get(pair.blocked);
    const fromDays = from && spanDays(from.span);
    const toDays = to && spanDays(to.span);
    if (!from || !to || !fromDays || !toDays) return [];
    const [x1, y1, x2, y2] = [x(fromDays.last) + dayWidth, middle(from), x(toDays.first), middle(to)];
    // Forward: an S within the gap; backward (the blocked epic starts first): a loop around.
    const bend = x2 >= x1 ? Math.max(6, Math.min((x2 - x1) / 2, 60)) : 24;
    return [
      {
        key: `${pair.blocker}>${pair.blocked}`,
        d: `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2 - 2} ${y2}`,
        late: x2 < x1,
      },
    ];
  });
}

function Labels({ rows }: { rows: Row[] }) {
  return (
    <ul className="roadmap-labels" aria-label="Projects and epics" style={{ paddingTop: SCALE }}>
      {rows.map((row) => (
        <li key={row.key} className={`roadmap-label roadmap-label-${row.kind}`} style={{ height: ROW }}>
          {row.kind === 'epic' ? (
            <Link to={issuePath(row.ref)} title={row.name}>
              <span className="roadmap-ref">{row.ref}</span> {row.name}
            </Link>
          ) : (
            <span title={row.name}>{row.name}</span>
          )}
          {row.progress ? (
            <span className="muted roadmap-count">
              {row.progress.done}/{row.progress.total}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Arrows({ arrows, width, height }: { arrows: Arrow[]; width: number; height: number }) {
  return (
    <svg className="roadmap-arrows" width={width} height={height} aria-hidden="true">
      <defs>
        <marker
          id="roadmap-arrowhead"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="8"
          markerHeight="8"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 8 4 L 0 8 z" className="roadmap-arrowhead" />
        </marker>
      </defs>
      {arrows.map((arrow) => (
        <path
          key={arrow.key}
          d={arrow.d}
          className={`roadmap-arrow${arrow.late ? ' roadmap-arrow-late' : ''}`}
          markerEnd="url(#roadmap-arrowhead)"
          data-dependency={arrow.key}
        />
      ))}
    </svg>
  );
}

function Timeline({
  rows,
  zoom,
  range,
  dependencies,
  bar,
}: {
  rows: Row[];
  zoom: Zoom;
  range: TimeWindow;
  dependencies: Roadmap['dependencies'];
  bar: BarOptions;
}) {
  const dayWidth = DAY_WIDTH[zoom];
  const width = Math.round(range.days * dayWidth);
  const height = SCALE + rows.length * ROW;
  const ticks = ticksFor(zoom, range);
  const x = (day: string) => daysBetween(range.from, day) * dayWidth;
  const todayX = x(today());
  const scroller = useRef<HTMLDivElement>(null);
  // Today in view whenever the window or the zoom changes.
  useEffect(() => {
    const element = scroller.current;
    if (element && todayX >= 0 && todayX <= width) element.scrollLeft = Math.max(0, todayX - 80);
  }, [todayX, width]);
  return (
    <div className="roadmap">
      <Labels rows={rows} />
      <div className="roadmap-scroll" ref={scroller} role="region" aria-label="Time line" tabIndex={0}>
        <div className="roadmap-area" style={{ width, height }}>
          <div className="roadmap-scale" style={{ height: SCALE }} aria-hidden="true">
            {ticks.map((tick) => (
              <span key={tick.day} className="roadmap-tick" style={{ left: x(tick.day) }}>
                {tick.label}
              </span>
            ))}
          </div>
          {ticks.map((tick) => (
            <span
              key={tick.day}
              className="roadmap-gridline"
              style={{ left: x(tick.day), top: SCALE }}
              aria-hidden="true"
            />
          ))}
          {rows.map((row, index) =>
            row.kind === 'group' ? null : (
              <div key={row.key} className="roadmap-row" style={{ top: SCALE + index * ROW, height: ROW }}>
                {spanDays(row.span) ? (
                  <Bar row={row} range={range} dayWidth={dayWidth} options={bar} />
                ) : (
                  <span className="muted roadmap-nodates">No dates</span>
                )}
              </div>
            ),
          )}
          {todayX >= 0 && todayX <= width ? (
            <div className="roadmap-today" style={{ left: todayX }} aria-hidden="true">
              <span>Today</span>
            </div>
          ) : null}
          <Arrows arrows={arrowsFor(rows, dependencies, x, dayWidth)} width={width} height={height} />
        </div>
      </div>
    </div>
  );
}

/** What a bar says to a screen reader: name, kind, dates, progress and what blocks it. */
function barLabel(row: Row, span: Span): string {
  const kind = row.kind === 'project' ? 'project' : `epic ${row.ref}`;
  const when =
    span.start && span.target
      ? `${longDay(span.start)} to ${longDay(span.target)}`
      : span.start
        ? `starts ${longDay(span.start)}, no target date`
        : `target ${longDay(span.target!)}, no start date`;
  return [
    `${row.name}, ${kind}: ${when}`,
    row.progress ? progressWords(row.progress) : null,
    row.blockedBy.length > 0 ? `blocked by ${row.blockedBy.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * A bar's moves: a drag (on the bar, or its end handle) or keys change a draft shown at once; the
 * draft is sent when the pointer is let go, or when the keys rest or the bar loses focus.
 */
function useBarMoves(row: Row, dayWidth: number, { canMove, onMove }: BarOptions) {
  const [draft, setDraft] = useState<Span | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const drag = useRef<{ x: number; mode: 'move' | 'end'; moved: number } | null>(null);
  const span = draft ?? row.span;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const commit = (next: Span | null) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next && (next.start !== row.span.start || next.target !== row.span.target)) {
      onMove({
        kind: row.kind === 'project' ? 'project' : 'epic',
        key: row.kind === 'project' ? Number(row.ref) : row.ref,
        start_date: next.start,
        target_date: next.target,
      });
    }
    setDraft(null);
  };
  const dragged = (current: { mode: 'move' | 'end'; moved: number }) =>
    current.mode === 'end' ? resizeSpan(row.span, current.moved) : moveSpan(row.span, current.moved);
  const handlers = {
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (!canMove || event.altKey || event.ctrlKey || event.metaKey) return;
      const next = spanAfterKey(span, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(next), KEY_SETTLE_MS);
    },
    onBlur: () => {
      if (timer.current) commit(draft);
    },
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!canMove || event.button !== 0) return;
      const mode = (event.target as HTMLElement).dataset.handle === 'end' ? 'end' : 'move';
      drag.current = { x: event.clientX, mode, moved: 0 };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
      event.currentTarget.focus();
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (!current) return;
      const moved = Math.round((event.clientX - current.x) / dayWidth);
      if (moved === current.moved) return;
      current.moved = moved;
      setDraft(dragged(current));
    },
    onPointerUp: () => {
      const current = drag.current;
      drag.current = null;
      if (current) commit(dragged(current));
    },
    onPointerCancel: () => {
      drag.current = null;
      setDraft(null);
    },
  };
  return { span, moving: draft !== null, handlers };
}

function Bar({
  row,
  range,
  dayWidth,
  options,
}: {
  row: Row;
  range: TimeWindow;
  dayWidth: number;
  options: BarOptions;
}) {
  const { span, moving, handlers } = useBarMoves(row, dayWidth, options);
  const days = spanDays(span)!;
  const left = daysBetween(range.from, days.first) * dayWidth;
  const width = (daysBetween(days.first, days.last) + 1) * dayWidth;
  const progress = row.progress && row.progress.total > 0 ? row.progress.done / row.progress.total : 0;
  const { canMove, helpId } = options;
  return (
    <div
      className={`roadmap-bar roadmap-bar-${row.kind}${moving ? ' roadmap-bar-moving' : ''}${canMove ? '' : ' roadmap-bar-fixed'}`}
      style={{ left, width: Math.max(width, 6) }}
      role={canMove ? 'button' : 'img'}
      tabIndex={canMove ? 0 : undefined}
      aria-label={barLabel(row, span)}
      aria-describedby={canMove ? helpId : undefined}
      data-ref={row.ref}
      {...handlers}
    >
      <span className="roadmap-fill" style={{ width: `${Math.round(progress * 100)}%` }} aria-hidden="true" />
      <span className="roadmap-bar-text" aria-hidden="true">
        {row.name}
      </span>
      {canMove ? <span className="roadmap-handle" data-handle="end" aria-hidden="true" /> : null}
    </div>
  );
}
