import { readFile, stat } from 'node:fs/promises';
import type { ImportSource } from '../../domain/imports/common.js';
import { parsePeopleMap } from '../../domain/imports/people.js';
import { importIssues } from '../../domain/imports/run.js';
import { defineAdminCommand, type AdminCommand } from './command.js';
import { required } from './arguments.js';

/**
 * Bringing a team's issues in (issue 32; decisions §11.9 for GitHub, docs/decisions.md for Jira and
 * Linear), from the server's command line only:
 *   tandem admin import github --workspace SLUG --file issues.json [--repo OWNER/REPO]
 *   tandem admin import jira   --workspace SLUG --file export.csv [--minutes-per-point N]
 *   tandem admin import linear --workspace SLUG --file export.csv [--minutes-per-point N]
 * each with [--dry-run] [--as EMAIL] [--people FILE]. Prints the import's report as JSON.
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
  people: { type: 'string', description: 'JSON file mapping source logins or names to member emails' },
} as const;

function importCommand(source: ImportSource, summary: string, extra: 'repo' | 'minutes-per-point') {
  return defineAdminCommand({
    summary,
    options: {
      ...COMMON_OPTIONS,
      ...(extra === 'repo'
        ? { repo: { type: 'string', description: 'OWNER/REPO, when the issue objects do not say' } }
        : {
            'minutes-per-point': {
              type: 'string',
              description: 'minutes one story point stands for (default: points stay in the history)',
            },
          }),
    },
    run: async ({ values }, { database, config }) => {
      const input = values as Record<string, string | boolean | undefined>;
      const text = await readImportFile(required(input, 'file'), 'the file');
      const people =
        typeof input.people === 'string'
          ? parsePeopleMap(await readImportFile(input.people, 'the people map'))
          : {};
      return importIssues(database.db, config.appUrl, {
        source,
        workspace: required(input, 'workspace'),
        text,
        dryRun: input['dry-run'] === true,
        as: typeof input.as === 'string' ? input.as : undefined,
        people,
        options: {
          repository: typeof input.repo === 'string' ? input.repo : undefined,
          minutesPerPoint: minutesPerPoint(
            typeof input['minutes-per-point'] === 'string' ? input['minutes-per-point'] : undefined,
          ),
        },
      });
    },
  });
}

/** `tandem admin import <source>`: registered under the `import` command of src/cli/admin.ts. */
export const importCommands: Record<string, AdminCommand> = {
  'import github': importCommand(
    'github',
    "Bring in GitHub issues (a JSON array of GitHub's REST issue objects, with comments)",
    'repo',
  ),
  'import jira': importCommand('jira', "Bring in issues from Jira's CSV export", 'minutes-per-point'),
  'import linear': importCommand('linear', "Bring in issues from Linear's CSV export", 'minutes-per-point'),
};
