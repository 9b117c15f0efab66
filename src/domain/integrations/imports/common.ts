import { parse as parseCsvText } from 'csv-parse/sync';
import { Marked } from 'marked';
import { parseDateOrTimestamp } from '../../date-range.js';
import type { IssueStatus, IssueType, Priority } from '../../../schemas/enums.js';
import { ValidationError } from '../../../errors.js';
import { escapeHtml } from './jira-markup.js';

/**
 * What every import source shares (issue 32): the neutral draft a source maps its records to, and the
 * reading helpers (Markdown, plain text, dates, CSV). A source is one file turning its export into
 * drafts (github.ts, jira.ts, linear.ts, listed in sources.ts); plan.ts checks drafts against the workspace and write.ts writes
 * them through the domain's own issue, label and comment commands.
 */
/** How the source names a person: whatever it gives (a GitHub login, a Jira display name, an email). */
export interface SourcePerson {
  /** The text the source shows, kept in history and notes. */
  label: string;
  /** Every spelling a member could be matched by (login, name, email), as the source has them. */
  handles: string[];
}

/** Something the source said that the import could not carry over as it was. */
export interface Unmapped {
  field: string;
  value: string;
  note: string;
}

export interface CommentDraft {
  /** The comment's key in the source, e.g. `github:octo/web#12/comment:991`. */
  key: string;
  author: SourcePerson | null;
  /** HTML rendered from the source's text; the comment command sanitises it. */
  html: string;
  createdAt: string | null;
}

export interface LabelDraft {
  name: string;
  /** What labels here cannot hold, remembered with the label's origin (GitHub's colour). */
  extra?: Record<string, string>;
}

export interface IssueDraft {
  /** The issue's key in the source: `github:octo/web#12`, `jira:PAY-12`, `linear:ENG-12`. */
  key: string;
  /** How the source's people write it: `octo/web#12`, `PAY-12`, `ENG-12`. */
  reference: string;
  url: string | null;
  title: string;
  /** HTML rendered from the source's text (null: none); the issue command sanitises it. */
  html: string | null;
  type: IssueType;
  status: IssueStatus;
  /**
   * The source's own name for where the issue stands (Jira's and Linear's Status, GitHub's `open` or
   * `closed`): a workflow state of that name here (any case), or one `--state` maps it to, takes it in.
   */
  sourceStatus: string | null;
  priority: Priority;
  author: SourcePerson | null;
  assignee: SourcePerson | null;
  labels: LabelDraft[];
  estimateMinutes: number | null;
  dueDate: string | null;
  /** The source key of its parent (an epic here), when the source names one. */
  parentKey: string | null;
  createdAt: string | null;
  comments: CommentDraft[];
  /** The source's project (Jira project, Linear team, GitHub repository) the issue belongs to. */
  project: SourceProject | null;
  /** The last sprint (Jira) or cycle (Linear) the issue was in, to place it in a cycle here. */
  sprint: SourceSprint | null;
  /** Source values with no field here, kept in the issue's history (milestone, story points…). */
  extra: Record<string, string | number>;
  unmapped: Unmapped[];
  /** The cells of the columns `--field` maps to custom fields (imports/fields.ts), with the row's number. */
  fieldCells?: FieldCells;
}

export interface FieldCells {
  row: number;
  /** Column (as `--field` names it) → its non-empty cells in the row. */
  values: Record<string, string[]>;
}

/** A project, team or repository of the source, matched to a project here by name (or prefix). */
export interface SourceProject {
  /** How the source names it, shown in the report: `PAY`, `acme-corp/storefront`, `ENG`. */
  reference: string;
  /** The name a project created for it gets. */
  name: string;
  /** Every name or key a project here may already carry for it (any case). */
  handles: string[];
}

/** A sprint or cycle of the source; dates (YYYY-MM-DD) when the export gives them. */
export interface SourceSprint {
  name: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** A record left out on purpose (a GitHub pull request). */
export interface SkippedRecord {
  reference: string;
  reason: string;
}

export interface SourceRead {
  drafts: IssueDraft[];
  skipped: SkippedRecord[];
  /** What the file holds that no issue carries (a column nothing reads), reported once each. */
  notes?: (Unmapped & { reference: string })[];
}

/** What a source needs besides the file's text. */
export interface SourceOptions {
  /** `owner/repo` when GitHub objects do not say (no `repository_url` nor `html_url`). */
  repository?: string;
  /** Minutes one story point stands for; without it points stay in the history only. */
  minutesPerPoint?: number;
  /** GitHub: comment objects read from a separate file (`gh api …/issues/comments`). */
  comments?: unknown[];
  /** Jira: sprints with their dates (`GET /rest/agile/1.0/board/{id}/sprint`), by name. */
  sprints?: Map<string, SourceSprint>;
  /** CSV columns `--field` maps to custom fields: each draft carries their cells (`fieldCells`). */
  fieldColumns?: string[];
}

/** A file that cannot be read as the source's export: nothing is written. */
export function unreadable(message: string): ValidationError {
  return ValidationError.field('file', message);
}

/** A task list's box as text: the sanitiser lets no form control through. */
const renderer = { checkbox: ({ checked }: { checked: boolean }) => (checked ? '☑ ' : '☐ ') };
const markdown = new Marked({ gfm: true, async: false, renderer });
/** GitHub renders a single newline in issues and comments as a line break. */
const githubMarkdown = new Marked({ gfm: true, breaks: true, async: false, renderer });

/** Markdown as HTML (GitHub-flavoured); the HTML is not yet safe: the domain's sanitiser makes it so. */
export function markdownToHtml(text: string, flavour: 'github' | 'commonmark' = 'commonmark'): string {
  const renderer = flavour === 'github' ? githubMarkdown : markdown;
  return renderer.parse(text, { async: false });
}

/** Text shown as written: paragraphs at blank lines, line breaks kept, nothing read as markup. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** A visible line saying who wrote something elsewhere, put before the text when they are not a member. */
export function provenanceNote(words: string, url: string | null): string {
  const link = url && /^https?:\/\//i.test(url) ? ` (<a href="${escapeHtml(url)}">original</a>)` : '';
  return `<p><em>${escapeHtml(words)}</em>${link}</p>`;
}

/** An ISO timestamp the service accepts (decisions §11.3), as stored; null when absent or outside. */
export function isoTimestamp(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return parseDateOrTimestamp(value);
}

/** A non-empty trimmed string, else null. */
export function presentText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A person from the handles a source gives; null when it gives none. */
export function sourcePerson(...handles: (string | null | undefined)[]): SourcePerson | null {
  const known = handles.map((handle) => handle?.trim() ?? '').filter((handle) => handle !== '');
  return known.length === 0 ? null : { label: known[0]!, handles: [...new Set(known)] };
}

/**
 * Several JSON documents one after another, as `gh api --paginate` writes pages (`[…][…]`), or one
 * document: every top-level value, in order.
 */
export function parseJsonDocuments(text: string, what: string): unknown[] {
  const values: unknown[] = [];
  let rest = text.trim();
  while (rest !== '') {
    const end = documentEnd(rest);
    let value: unknown;
    try {
      value = JSON.parse(rest.slice(0, end));
    } catch (error) {
      throw unreadable(`${what} is not valid JSON: ${(error as Error).message}`);
    }
    values.push(value);
    rest = rest.slice(end).trim();
  }
  return values;
}

/** Where the first JSON value of the text ends: its closing bracket at depth 0, outside strings. */
function documentEnd(text: string): number {
  if (text[0] !== '[' && text[0] !== '{') return text.length;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return text.length;
}

/**
 * A CSV export as rows of cells by header. A header that repeats (Jira writes one `Labels` column per
 * label) gives every cell under it, in order; `first` reads the first non-empty one.
 */
export class CsvRows {
  private constructor(
    readonly header: string[],
    readonly rows: string[][],
  ) {}

  static parse(text: string): CsvRows {
    let records: string[][];
    try {
      const parsed: string[][] = parseCsvText(text, {
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
      });
      records = parsed;
    } catch (error) {
      throw unreadable(`The file is not readable as CSV: ${(error as Error).message}`);
    }
    const [header, ...rows] = records;
    if (!header || header.length === 0) throw unreadable('The CSV file has no header row.');
    return new CsvRows(
      header.map((name) => name.trim()),
      rows,
    );
  }

  has(column: string): boolean {
    return this.header.some((name) => name.toLowerCase() === column.toLowerCase());
  }

  /** Every non-empty cell of the row under the column's name (any case), in the order of the header. */
  all(row: string[], column: string): string[] {
    const wanted = column.toLowerCase();
    const cells: string[] = [];
    this.header.forEach((name, index) => {
      const cell = row[index]?.trim();
      if (name.toLowerCase() === wanted && cell) cells.push(cell);
    });
    return cells;
  }

  /** The first non-empty cell under any of the names, else null. */
  first(row: string[], ...columns: string[]): string | null {
    for (const column of columns) {
      const [cell] = this.all(row, column);
      if (cell !== undefined) return cell;
    }
    return null;
  }

  /** Refuses an export that lacks a column every row needs. */
  require(source: string, ...columns: string[]): void {
    const missing = columns.filter((column) => !this.has(column));
    if (missing.length > 0) {
      throw unreadable(
        `This is not a ${source} CSV export: the header lacks ${missing.map((c) => `"${c}"`).join(', ')}.`,
      );
    }
  }
}

/**
 * The cells of the `--field` columns in one row. A Jira custom field's column is `Custom field (Story
 * Points)`: `Story Points` finds it too. A column the file lacks is refused before anything is written.
 */
export function fieldCells(
  csv: CsvRows,
  row: string[],
  position: number,
  options: SourceOptions,
): FieldCells | undefined {
  if (!options.fieldColumns?.length) return undefined;
  const values: Record<string, string[]> = {};
  for (const column of options.fieldColumns) {
    const header = csv.has(column) ? column : `Custom field (${column})`;
    if (!csv.has(header)) throw unreadable(`--field names "${column}", a column the file does not have.`);
    values[column] = csv.all(row, header);
  }
  return { row: position, values };
}

/** A count of story points as minutes, when the import was told what a point is worth. */
export function pointsAsMinutes(
  points: string | null,
  options: SourceOptions,
  unmapped: Unmapped[],
  extra: Record<string, string | number>,
): number | null {
  if (points === null) return null;
  const value = Number(points);
  if (!Number.isFinite(value) || value < 0) {
    unmapped.push({ field: 'estimate', value: points, note: 'Not a number of points; left out.' });
    return null;
  }
  extra.story_points = value;
  if (options.minutesPerPoint === undefined) {
    unmapped.push({
      field: 'estimate',
      value: points,
      note: 'Story points are kept in the history; pass --minutes-per-point to estimate in time.',
    });
    return null;
  }
  return Math.round(value * options.minutesPerPoint);
}
