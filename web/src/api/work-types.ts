/** The contract's shapes (`/api/v1`) the planning screens read: time, meetings, articles, boards. */
import type { paths } from '../../../src/client/api-types.js';
import type {
  ABSENCE_KINDS,
  ARTICLE_STATES,
  MEETING_RECURRENCES,
  MEETING_STATUSES,
  TIME_SOURCES,
} from '../../../src/schemas/enums.js';

export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export type ArticleState = (typeof ARTICLE_STATES)[number];
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export type MeetingRecurrence = (typeof MEETING_RECURRENCES)[number];
export type TimeSource = (typeof TIME_SOURCES)[number];

export interface Actor {
  type: 'user' | 'agent';
  id: number;
  name: string;
}

export interface Project {
  id: number;
  name: string;
  status: string;
}

/** A cycle of `GET /cycles` with its counts: the type generated from the API's description. */
export type Cycle =
  paths['/api/v1/cycles']['get']['responses'][200]['content']['application/json']['data'][number];

export interface IssueSummary {
  id: string;
  number: number;
  title: string;
  type: string;
  status: string;
  assignee: Actor | null;
  estimate_minutes: number | null;
  spent_minutes: number;
  cycle?: { number: number; starts_on: string; ends_on: string } | null;
  carried_over: number;
}

export interface TimeEntry {
  id: number;
  subject: 'issue' | 'meeting' | 'absence';
  issue?: string;
  meeting?: string;
  absence: string | null;
  title: string;
  minutes: number;
  spent_on: string;
  source: TimeSource;
  editable: boolean;
  note: string | null;
  actor: Actor;
}

export interface RecordedAbsences {
  data: TimeEntry[];
  summary: string;
  skipped: { weekends: number; holidays: Record<string, string>; already_recorded: string[] };
}

export interface Timer {
  issue: string;
  issue_id: number;
  started_at: string;
  note: string | null;
  max_minutes: number;
}

export interface CapacityMinutes {
  weekly_minutes: number;
  absence_minutes: number;
  claimed_minutes: number;
  plannable_minutes: number;
}

export interface Capacity {
  actor: Actor;
  weekly_hours: number;
  claims: { issue: string; title: string; capacity_share: string; minutes: number }[];
  weeks: (CapacityMinutes & { week: string; starts_on: string; ends_on: string })[];
  total: CapacityMinutes;
}

export interface Meeting {
  id: string;
  title: string;
  project: string;
  project_id: number;
  location: string;
  scheduled_for: string;
  ends_at: string;
  duration_minutes: number;
  status: MeetingStatus;
  recurring: boolean;
  series: string | null;
  organiser: Actor;
  attendees: { name: string; required: boolean; actor: Actor | null }[];
  action_items: { identifier: string; title: string; status: string }[];
  minutes_sent_at: string | null;
  canceled_at: string | null;
  agenda?: string;
  minutes?: string;
  notes?: string;
}

export interface Article {
  id: string;
  parent: string | null;
  title: string;
  depth: number;
  state: ArticleState;
  published: boolean;
  excerpt: string;
  author: Actor;
  updated_at: string;
  body?: string;
}

export interface BoardElement {
  ulid: string;
  type: string;
  text: string;
  x: number;
  y: number;
  color: string;
  votes: number;
  issue: string | null;
}

export interface Whiteboard {
  id: string;
  name: string;
  visibility: 'workspace' | 'private';
  author: Actor;
  created_at: string;
  updated_at: string;
  elements?: BoardElement[];
}

/** A person or agent of the workspace, to pick as an attendee. */
export interface Pickable {
  key: string;
  name: string;
  type: 'user' | 'agent';
}
