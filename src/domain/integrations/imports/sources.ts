import type { SourceOptions, SourceRead } from './common.js';
import { readGithubExport } from './github.js';
import { readJiraCsv } from './jira.js';
import { readLinearCsv } from './linear.js';

/** One tracker issues are brought in from: its name, the command's summary, and its reader. */
export interface ImportSourceEntry {
  /** How the tracker is named in what imported issues say of themselves ("Opened by … on Jira"). */
  label: string;
  /** `tandem admin import <source>`'s line in the help. */
  summary: string;
  /** The whole export file into the neutral records of common.ts; throws on a file it cannot read. */
  read: (text: string, options: SourceOptions) => SourceRead;
}

/**
 * The trackers `tandem admin import` reads (issue 32), the importers' one list, as CODE_HOST_PROVIDERS
 * is the code hosts'. A new source is a reader file and an entry here (its command-line options, if it
 * has any of its own, in src/cli/admin/imports.ts).
 */
export const IMPORT_SOURCES = {
  github: {
    label: 'GitHub',
    summary: "Bring in GitHub issues (GitHub's REST issue objects, as gh api --paginate saves them)",
    read: readGithubExport,
  },
  jira: { label: 'Jira', summary: "Bring in issues from Jira's CSV export", read: readJiraCsv },
  linear: { label: 'Linear', summary: "Bring in issues from Linear's CSV export", read: readLinearCsv },
} as const satisfies Record<string, ImportSourceEntry>;

export type ImportSource = keyof typeof IMPORT_SOURCES;

export const IMPORT_SOURCE_NAMES = Object.keys(IMPORT_SOURCES) as ImportSource[];
