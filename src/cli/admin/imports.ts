import { runtimeSystemContext } from '../../runtime.js';
import { readFile, stat } from 'node:fs/promises';
import {
  IMPORT_SOURCE_NAMES,
  IMPORT_SOURCES,
  type ImportSource,
} from '../../domain/integrations/imports/sources.js';
import { flattenPages } from '../../domain/integrations/imports/github.js';
import { parseJiraSprints } from '../../domain/integrations/imports/jira.js';
import { parsePeopleMap } from '../../domain/integrations/imports/people.js';
import type { ImportReport } from '../../domain/integrations/imports/plan.js';
import { importIssues } from '../../domain/integrations/imports/run.js';
import { parseStateMappings } from '../../domain/integrations/imports/states.js';
import { defineAdminCommand, type AdminCommand } from './command.js';
import { required } from './arguments.js';

/**
 * Bringing a team's issues in (issue 32; decisions §11.9 for GitHub, docs/decisions.md for Jira and
 * Linear), from the server's command line only:
 *   tandem admin import github --workspace SLUG --file issues.json [--comments comments.json] [--repo OWNER/REPO]
 *   tandem admin import jira   --workspace SLUG --file export.csv [--sprints sprints.json] [--minutes-per-point N]
 *   tandem admin import linear --workspace SLUG --file export.csv [--minutes-per-point N]
 * the two CSV imports with [--field "COLUMN=KEY"]… (a column into a custom field, issue 40),
 * each with [--project KEY|NAME] [--dry-run] [--as EMAIL] [--people FILE] and [--state "SOURCE=STATE"]… (a
 * source status into a workflow state, issue 40; a state named as the source status is taken without it). Prints the import's report
 * as JSON on stdout, and a short summary with every warning on stderr (issue 37).
 */

/** Larger files are refused before reading: an export of this size is not a team's backlog. */
export const MAX_IMPORT_FILE_BYTES = 100 * 1024 * 1024;

async function readImportFile(path: string, what: string): Promise<string> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    throw new Error(`Cannot read ${what} ${path}.`);
  }
  if (size > MAX_IMPORT_FILE_BYTES) {
    throw new Error(`${path} is larger than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB; split the export.`);
  }
  return readFile(path, 'utf8');
}

function minutesPerPoint(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const minutes = Number(value);
  if (value.trim() === '' || !Number.isFinite(minutes) || minutes <= 0 || minutes > 100_000) {
    throw new Error(`--minutes-per-point must be a positive number of minutes, got "${value}"`);
  }
  return minutes;
}

const COMMON_OPTIONS = {
  workspace: { type: 'string' },
  file: { type: 'string', description: 'the export to read' },
  'dry-run': {
    type: 'boolean',
    description: 'report what would be imported and what cannot be mapped; write nothing',
  },
  as: {
    type: 'string',
    description: 'email of the member who writes what no member wrote (default: the first owner)',
  },
  people: {
    type: 'string',
    description: 'JSON file mapping source logins, names or account ids to member emails',
  },
  project: {
    type: 'string',
    description:
      "a project's prefix or name: every issue goes there (default: the source's project, team or repository)",
  },
  state: {
    type: 'list',
    description:
      'SOURCE=STATE: issues of that source status go into that workflow state (repeatable; default: the state named as the source status, any case)',
  },
} as const;

/** Repeatable: `--field "Story Points=points"` carries a column into a custom field (issue 40). */
const FIELD_OPTION = {
  type: 'list',
  description: 'COLUMN=KEY: a column of the export into the custom field KEY (repeatable)',
} as const;

const SOURCE_OPTIONS = {
  github: {
    repo: { type: 'string', description: 'OWNER/REPO, when the issue objects do not say' },
    comments: {
      type: 'string',
      description:
        'the repository\'s comments: gh api --paginate "repos/OWNER/REPO/issues/comments?per_page=100"',
    },
  },
  jira: {
    'minutes-per-point': {
      type: 'string',
      description: 'minutes one story point stands for (default: points stay in the history)',
    },
    sprints: {
      type: 'string',
      description:
        "the board's sprints with their dates (GET /rest/agile/1.0/board/ID/sprint), to place issues in cycles",
    },
    field: FIELD_OPTION,
  },
  linear: {
    'minutes-per-point': {
      type: 'string',
      description: 'minutes one story point stands for (default: points stay in the history)',
    },
    field: FIELD_OPTION,
  },
} as const satisfies Record<ImportSource, object>;

/** What a person reads after an import: the counts, then every warning, one a line. */
export function importSummary(report: ImportReport): string {
  const verb = report.dry_run ? 'Would import' : 'Imported';
  const lines = [
    `${verb} ${report.issues.new} issues and ${report.comments.new} comments into ${report.workspace} ` +
      `(${report.issues.existing} issues already there, ${report.issues.refused} refused).`,
  ];
  if (report.projects.new.length > 0) {
    lines.push(`${report.dry_run ? 'Would create' : 'Created'} projects: ${report.projects.new.join(', ')}.`);
  }
  for (const [sprint, cycle] of Object.entries(report.cycles))
    lines.push(`Sprint ${sprint} → cycle ${cycle}.`);
  for (const [status, state] of Object.entries(report.states))
    lines.push(`Status ${status} → state ${state}.`);
  if (report.warnings.length > 0) {
    lines.push(`${report.warnings.length} warnings:`, ...report.warnings.map((warning) => `  - ${warning}`));
  }
  return `${lines.join('\n')}\n`;
}

function optionalText(input: Record<string, string | boolean | undefined>, name: string) {
  const value = input[name];
  if (value === undefined || typeof value !== 'string') return undefined;
  if (value.trim() === '') throw new Error(`--${name} needs a value`);
  return value;
}

function importCommand(source: ImportSource, summary: string) {
  return defineAdminCommand({
    summary,
    options: { ...COMMON_OPTIONS, ...SOURCE_OPTIONS[source] },
    run: async ({ values }, { database, config }) => {
      const input = values as Record<string, string | boolean | undefined>;
      const text = await readImportFile(required(input, 'file'), 'the file');
      const people = optionalText(input, 'people');
      const comments = optionalText(input, 'comments');
      const sprints = optionalText(input, 'sprints');
      const report = await importIssues(database.db, runtimeSystemContext({ database, config }), {
        source,
        workspace: required(input, 'workspace'),
        text,
        dryRun: input['dry-run'] === true,
        states: parseStateMappings((values as { state?: string[] }).state ?? []),
        as: optionalText(input, 'as'),
        people: people ? parsePeopleMap(await readImportFile(people, 'the people map')) : {},
        project: optionalText(input, 'project'),
        fields: (values as { field?: string[] }).field ?? [],
        options: {
          repository: optionalText(input, 'repo'),
          minutesPerPoint: minutesPerPoint(optionalText(input, 'minutes-per-point')),
          comments: comments
            ? flattenPages(await readImportFile(comments, 'the comments file'), 'The comments file')
            : undefined,
          sprints: sprints ? parseJiraSprints(await readImportFile(sprints, 'the sprints file')) : undefined,
        },
      });
      process.stderr.write(importSummary(report));
      return report;
    },
  });
}

/** `tandem admin import <source>`: registered under the `import` command of src/cli/admin.ts. */
export const importCommands: Record<string, AdminCommand> = Object.fromEntries(
  IMPORT_SOURCE_NAMES.map((source) => [
    `import ${source}`,
    importCommand(source, IMPORT_SOURCES[source].summary),
  ]),
);
