/**
 * The synthetic workspace the benchmark seeds, as pure functions of the issue number: the same size
 * always gives the same rows on either database, whatever the batch size, so runs compare.
 *
 * Shape (per issue): 2% epics, 30% of the rest under an epic, 20% in the project `WEB`, 1% deleted,
 * 25% unassigned, 60% in a cycle, 0–3 labels (skewed: `backend` on about a fifth), three comments,
 * a time entry on one in ten. Text is drawn from a Zipf-distributed vocabulary of made-up words, with
 * two marker words planted at known rates so that searches have a known selectivity:
 * `checkout` in 1% of issues (title or first comment) and `timeout` in 10% (description).
 */

export const STATUSES = [
  ['backlog', 0.2],
  ['todo', 0.2],
  ['in_progress', 0.1],
  ['in_review', 0.05],
  ['on_hold', 0.05],
  ['done', 0.35],
  ['canceled', 0.05],
] as const;

const TYPES = [
  ['bug', 0.25],
  ['feature', 0.25],
  ['task', 0.35],
  ['cosmetics', 0.03],
  ['exception', 0.03],
  ['usability_problem', 0.03],
  ['performance_problem', 0.03],
  ['generic', 0.03],
] as const;

const PRIORITIES = [
  ['urgent', 0.05],
  ['high', 0.2],
  ['medium', 0.5],
  ['low', 0.25],
] as const;

/** Label names and the share of issues each is drawn for (an issue has 0–3 labels). */
export const LABELS = [
  ['backend', 0.3],
  ['frontend', 0.2],
  ['api', 0.12],
  ['database', 0.08],
  ['ux', 0.07],
  ['security', 0.05],
  ['performance', 0.05],
  ['docs', 0.04],
  ['infra', 0.03],
  ['mobile', 0.03],
  ['billing', 0.02],
  ['search', 0.01],
] as const;

export const MEMBER_COUNT = 50;
export const AGENT_COUNT = 5;
export const COMMENTS_PER_ISSUE = 3;
export const RARE_WORD = 'checkout';
export const COMMON_WORD = 'timeout';
export const CYCLE_LENGTH_DAYS = 14;
export const CYCLE_FIRST_STARTS_ON = '2024-11-04';
/** Issues are created evenly over the two years before this instant (fixed, so runs compare). */
export const DATASET_END = Date.parse('2026-11-20T12:00:00.000Z');
const DATASET_SPAN_MS = 2 * 365 * 86_400_000;
const DAY_MS = 86_400_000;

/** A uniform number in [0, 1) from an issue number and a salt: stateless, so batches do not matter. */
export function unit(n: number, salt: number): number {
  let h = (Math.imul(n, 0x9e3779b1) ^ Math.imul(salt + 0x632be5ab, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 4_294_967_296;
}

function pick<T>(table: readonly (readonly [T, number])[], u: number): T {
  let acc = 0;
  for (const [value, weight] of table) {
    acc += weight;
    if (u < acc) return value;
  }
  return table[table.length - 1]![0];
}

/** Made-up words of consonant-vowel syllables: never equal to the marker words. */
const VOCABULARY: string[] = (() => {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  const words = new Set<string>();
  let n = 1;
  while (words.size < 4_000) {
    const syllables = 2 + Math.floor(unit(n, 1) * 2);
    let word = '';
    for (let s = 0; s < syllables; s++) {
      word += consonants[Math.floor(unit(n, 10 + s) * consonants.length)]!;
      word += vowels[Math.floor(unit(n, 20 + s) * vowels.length)]!;
    }
    words.add(word);
    n++;
  }
  return [...words];
})();

/** Cumulative Zipf weights (s = 1) over the vocabulary. */
const ZIPF: Float64Array = (() => {
  const out = new Float64Array(VOCABULARY.length);
  let acc = 0;
  for (let i = 0; i < VOCABULARY.length; i++) {
    acc += 1 / (i + 1);
    out[i] = acc;
  }
  for (let i = 0; i < out.length; i++) out[i]! /= acc;
  return out;
})();

function word(u: number): string {
  let lo = 0;
  let hi = ZIPF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ZIPF[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo]!;
}

function sentence(n: number, salt: number, count: number): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(word(unit(n, salt + i)));
  return words.join(' ');
}

export interface SeedIssue {
  id: number;
  number: number;
  inProject: boolean;
  parentNumber: number | null;
  title: string;
  description: string;
  type: string;
  status: string;
  priority: string;
  /** Index into the members (0-based) or agents; null when unassigned. */
  assignee: { type: 'user' | 'agent'; index: number } | null;
  creatorIndex: number;
  estimateMinutes: number | null;
  capacityShare: string | null;
  cycleNumber: number | null;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  comments: { authorIndex: number; body: string; createdAt: string }[];
  /** Minutes logged by a member, or null. */
  timeEntry: { memberIndex: number; minutes: number; spentOn: string } | null;
}

export function isEpic(n: number): boolean {
  return n % 50 === 1;
}

export function isInProject(n: number): boolean {
  return unit(n, 2) < 0.2 || typeOf(n) === 'generic';
}

function typeOf(n: number): string {
  return isEpic(n) ? 'epic' : pick(TYPES, unit(n, 3));
}

export function isDeleted(n: number): boolean {
  // Never an epic: its children would then point at a deleted parent, which the app refuses.
  return !isEpic(n) && unit(n, 4) < 0.01;
}

export function createdAtMs(n: number, total: number): number {
  return DATASET_END - DATASET_SPAN_MS + Math.floor((n / total) * DATASET_SPAN_MS);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function cycleOf(ms: number): number | null {
  const offset = Math.floor((ms - Date.parse(`${CYCLE_FIRST_STARTS_ON}T00:00:00Z`)) / DAY_MS);
  return offset < 0 ? null : Math.floor(offset / CYCLE_LENGTH_DAYS) + 1;
}

/** The labels of issue `n`, alphabetical, no duplicates. */
export function labelsOf(n: number): string[] {
  const count = pick(
    [
      [0, 0.3],
      [1, 0.4],
      [2, 0.2],
      [3, 0.1],
    ] as const,
    unit(n, 5),
  );
  const chosen = new Set<string>();
  for (let i = 0; i < count; i++) chosen.add(pick(LABELS, unit(n, 30 + i)));
  return [...chosen].sort();
}

export function seedIssue(n: number, total: number): SeedIssue {
  const type = typeOf(n);
  const created = createdAtMs(n, total);
  const updated = Math.min(DATASET_END, created + Math.floor(unit(n, 6) * 60 * DAY_MS));
  const rare = unit(n, 7) < 0.01;
  const rareInTitle = rare && unit(n, 8) < 0.5;
  const common = unit(n, 9) < 0.1;

  let parentNumber: number | null = null;
  if (type !== 'epic' && n > 50 && unit(n, 11) < 0.3) {
    // One of the ten most recent epics before this issue.
    const latestEpic = Math.floor((n - 2) / 50) * 50 + 1;
    parentNumber = Math.max(1, latestEpic - 50 * Math.floor(unit(n, 12) * 10));
  }

  const assigneeRoll = unit(n, 13);
  const assignee =
    assigneeRoll < 0.25
      ? null
      : assigneeRoll < 0.3
        ? { type: 'agent' as const, index: Math.floor(unit(n, 14) * AGENT_COUNT) }
        : { type: 'user' as const, index: Math.floor(unit(n, 14) * MEMBER_COUNT) };

  const titleWords = sentence(n, 100, 4 + Math.floor(unit(n, 15) * 5));
  const description = `<p>${sentence(n, 200, 15 + Math.floor(unit(n, 16) * 25))}${common ? ` ${COMMON_WORD}` : ''}</p>`;
  const comments = [];
  for (let c = 0; c < COMMENTS_PER_ISSUE; c++) {
    const body = sentence(n, 300 + c * 40, 8 + Math.floor(unit(n, 17 + c) * 22));
    const marker = rare && !rareInTitle && c === 0 ? ` ${RARE_WORD}` : '';
    comments.push({
      authorIndex: Math.floor(unit(n, 40 + c) * MEMBER_COUNT),
      body: `<p>${body}${marker}</p>`,
      createdAt: iso(Math.min(DATASET_END, created + (c + 1) * 3_600_000)),
    });
  }

  return {
    id: n,
    number: n,
    inProject: isInProject(n),
    parentNumber,
    title: `${titleWords}${rareInTitle ? ` ${RARE_WORD}` : ''}`.replace(/^./, (c) => c.toUpperCase()),
    description,
    type,
    status: pick(STATUSES, unit(n, 18)),
    priority: pick(PRIORITIES, unit(n, 19)),
    assignee,
    creatorIndex: Math.floor(unit(n, 21) * MEMBER_COUNT),
    estimateMinutes: type === 'generic' || unit(n, 22) < 0.5 ? null : 30 * (1 + Math.floor(unit(n, 23) * 32)),
    capacityShare: type === 'generic' ? '10%' : null,
    cycleNumber: unit(n, 24) < 0.6 ? cycleOf(created) : null,
    labels: labelsOf(n),
    createdAt: iso(created),
    updatedAt: iso(updated),
    deletedAt: isDeleted(n) ? iso(updated) : null,
    comments,
    timeEntry:
      unit(n, 25) < 0.1
        ? {
            memberIndex: Math.floor(unit(n, 26) * MEMBER_COUNT),
            minutes: 15 * (1 + Math.floor(unit(n, 27) * 16)),
            spentOn: iso(created).slice(0, 10),
          }
        : null,
  };
}

/** `updated_since` that about a tenth of the issues match (their `updated_at` is at most 60 days on). */
export function updatedSinceForTenth(total: number): string {
  return iso(createdAtMs(Math.floor(total * 0.9), total) + 30 * DAY_MS).slice(0, 10);
}

/** The cycle holding the newest issues: the one a team looks at. */
export function busyCycle(total: number): number {
  return cycleOf(createdAtMs(total, total)) ?? 1;
}

/** Identifier of issue `n` as the API shows it. */
export function identifierOf(n: number, workspacePrefix: string, projectPrefix: string): string {
  return `${isInProject(n) ? projectPrefix : workspacePrefix}-${n}`;
}

/** `count` live issue numbers spread evenly over 1…total (deterministic), for reads and comments. */
export function sampleLiveNumbers(total: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const n = 1 + Math.floor(unit(i, 99) * total);
    if (!isDeleted(n)) out.push(n);
  }
  return out;
}
