/**
 * The contract's shapes the issue page and the inbox read (`/api/v1`), their query keys and fetchers.
 * Pickers read `/api/v1/cycles` here, and members and labels through the board's hooks (api/issues.ts);
 * while a server lacks one, the picker says so and offers what still works rather than inventing choices.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ARTIFACT_STATES,
  ARTIFACT_TYPES,
  ISSUE_STATUSES,
  ISSUE_TYPES,
  PRIORITIES,
  RUN_STATUSES,
  TIME_SOURCES,
} from '../../../src/schemas/enums.js';
import type { paths } from '../../../src/client/api-types.js';
import { ApiError, api, collectAll } from './client.js';
import { dataOf, v1 } from './v1.js';
import { TIMER_KEY, timerQuery } from './timer.js';
import { epicsQuery } from './issues.js';

export type IssueType = (typeof ISSUE_TYPES)[number];
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];

export interface Actor {
  type: 'user' | 'agent';
  id: number;
  name: string;
}

export interface Cycle {
  number: number;
  starts_on: string;
  ends_on: string;
}

/**
 * An issue as `GET /api/v1/issues/{issue}` answers it: the type generated from the API's own OpenAPI
 * description (src/client/api-types.ts), so the page cannot drift from the server.
 */
export type Issue =
  paths['/api/v1/issues/{issue}']['get']['responses'][200]['content']['application/json']['data'];

export interface Attachment {
  id: number;
  name: string;
  mime: string;
  size: number;
  checksum: string | null;
  uploader: Actor | null;
  url: string;
  created_at: string;
}

export interface Comment {
  id: number;
  body: string;
  author: Actor;
  in_reply_to: number | null;
  from_run: string | null;
  mentions: Actor[];
  attachments: Attachment[];
  withdrawn: boolean;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
}

export interface Activity {
  id: number;
  event: string;
  actor: Actor | null;
  data: Record<string, unknown>;
  created_at: string;
}

export interface ClaimCheckItem {
  claim: string;
  says: string;
  found: string;
}

export interface Artifact {
  id: number;
  type: (typeof ARTIFACT_TYPES)[number];
  state: (typeof ARTIFACT_STATES)[number] | null;
  url: string | null;
  reference: string | null;
  title: string;
  created_at: string;
  claim_checked_at: string | null;
  claim_check: ClaimCheckItem[] | null;
}

export interface Usage {
  input_tokens: number | null;
  output_tokens: number | null;
  cached_tokens: number | null;
  cache_write_tokens: number | null;
  cost_usd: number | null;
}

export interface Run {
  id: string;
  status: (typeof RUN_STATUSES)[number];
  agent: { id: number; name: string };
  issue: string | null;
  attempts: number;
  queued_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  error: string | null;
  summary: string | null;
  usage: Usage | null;
  artifacts?: Artifact[];
}

export interface TimeEntry {
  id: number;
  subject: 'issue' | 'meeting' | 'absence';
  issue?: string;
  title: string;
  minutes: number;
  spent_on: string;
  source: (typeof TIME_SOURCES)[number];
  editable: boolean;
  note: string | null;
  actor: Actor;
}

export interface Timer {
  issue: string;
  issue_id: number;
  started_at: string;
  note: string | null;
  max_minutes: number;
}

export interface Project {
  id: number;
  name: string;
  issue_types?: string[];
}

/** A person or agent of the workspace, for pickers (`GET /api/v1/members`). */
export interface InboxItem {
  id: number;
  type: string;
  read: boolean;
  read_at: string | null;
  actor: Actor | null;
  issue: { id: string; title: string };
  comment: { id: number; excerpt: string } | null;
  created_at: string;
}

/** Every query of one issue starts with this key, so one invalidation refreshes the whole page. */
export const issueKey = (identifier: string) => ['issue', identifier.toUpperCase()] as const;
export { TIMER_KEY };
export const INBOX_KEY = ['inbox'] as const;

export const issuePath = (identifier: string) => `/api/v1/issues/${encodeURIComponent(identifier)}`;

export function useIssue(identifier: string) {
  return useQuery({
    queryKey: [...issueKey(identifier), 'record'],
    queryFn: async ({ signal }): Promise<Issue> =>
      dataOf(await v1.GET('/api/v1/issues/{issue}', { params: { path: { issue: identifier } }, signal }))
        .data,
  });
}

export function useComments(identifier: string) {
  return useQuery({
    queryKey: [...issueKey(identifier), 'comments'],
    queryFn: () => collectAll<Comment>(`${issuePath(identifier)}/comments?per_page=100`),
  });
}

export function useIssueList<T>(identifier: string, part: string, path: string, enabled = true) {
  return useQuery({
    queryKey: [...issueKey(identifier), part],
    queryFn: () => collectAll<T>(path),
    enabled,
  });
}

/** The same query the shell's timer chip reads (api/timer.ts): one key, one fetcher. */
export function useTimer() {
  return useQuery(timerQuery);
}

/** A list a picker offers; `missing` when this server does not have the endpoint yet (404). */
export interface PickerList<T> {
  items: T[];
  missing: boolean;
}

async function pickerList<T>(path: string): Promise<PickerList<T>> {
  try {
    return { items: await collectAll<T>(path), missing: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { items: [], missing: true };
    throw error;
  }
}

export function useCyclesPicker() {
  return useQuery({
    queryKey: ['cycles-picker'],
    queryFn: () => pickerList<Cycle>('/api/v1/cycles?per_page=100'),
    staleTime: 60_000,
  });
}

export function useProjects() {
  return useQuery({
    queryKey: ['projects-picker'],
    queryFn: () => collectAll<Project>('/api/v1/projects?per_page=100'),
    staleTime: 60_000,
  });
}

export function useEpics() {
  return useQuery(epicsQuery);
}

/** Saves a change to the issue; the answer replaces the cached issue and the history is refetched. */
export function useIssueUpdate(identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, unknown>) => api.patch<Issue>(issuePath(identifier), changes),
    onSuccess: (issue) => {
      queryClient.setQueryData([...issueKey(identifier), 'record'], issue);
      void queryClient.invalidateQueries({ queryKey: [...issueKey(identifier), 'activity'] });
      void queryClient.invalidateQueries({ queryKey: [...issueKey(identifier), 'runs'] });
    },
  });
}
