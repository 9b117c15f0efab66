import type { SystemContext } from '../../context.js';
import type { Db, Executor } from '../../../db/connection.js';
import type { Workspace } from '../../../db/schema.js';
import { ValidationError } from '../../../errors.js';
import { findUserByEmail, findWorkspaceBySlug } from '../../people/workspaces.js';
import type { SourceOptions } from './common.js';
import { planFieldValues, resolveFieldMappings, withoutMappedColumns } from './fields.js';
import { PeopleDirectory, type ImportMember } from './people.js';
import { planImport, withWarnings, type ImportReport } from './plan.js';
import { IMPORT_SOURCES, type ImportSource } from './sources.js';
import { writePlan } from './write.js';

/**
 * `tandem admin import github|jira|linear` (issue 32): reads the whole file first (a file that cannot be
 * read writes nothing), plans against the workspace, and either reports the plan (`--dry-run`) or writes
 * it. Only the admin command line calls this: no HTTP route imports.
 */
export interface ImportRequest {
  source: ImportSource;
  workspace: string;
  text: string;
  dryRun: boolean;
  /** Email of the member who writes what no member wrote; default: the first owner. */
  as?: string;
  people: Record<string, string>;
  options: SourceOptions;
  /** `--project`: a project's prefix or name; every imported issue goes there. */
  project?: string;
  /** `--field COLUMN=KEY` (Jira, Linear): columns carried into custom fields (imports/fields.ts). */
  fields?: string[];
  /** `--state "Source=State"` (parsed by `parseStateMappings`): source statuses into workflow states. */
  states?: Record<string, string>;
}

async function importerOf(db: Executor, workspace: Workspace, people: PeopleDirectory, as?: string) {
  let importer: ImportMember | undefined;
  if (as === undefined) {
    importer = people.members.find((member) => member.role === 'owner');
    if (!importer)
      throw ValidationError.field('as', `${workspace.slug} has no owner; name a member with --as.`);
  } else {
    const user = await findUserByEmail(db, as);
    importer = people.members.find((member) => member.id === user.id);
    if (!importer) throw ValidationError.field('as', `${as} is not a member of ${workspace.slug}.`);
  }
  if (importer.role === 'guest' || importer.role === 'management') {
    throw ValidationError.field('as', `${importer.email} is a ${importer.role} and cannot create issues.`);
  }
  return importer;
}

export async function importIssues(
  db: Db,
  system: SystemContext,
  request: ImportRequest,
): Promise<ImportReport> {
  const workspace = await findWorkspaceBySlug(db, request.workspace);
  const mappings = await resolveFieldMappings(db, workspace, request.fields ?? []);
  const options = { ...request.options, fieldColumns: mappings.map((mapping) => mapping.column) };
  const read = withoutMappedColumns(IMPORT_SOURCES[request.source].read(request.text, options), mappings);
  const people = await PeopleDirectory.load(db, workspace, request.people);
  const importer = await importerOf(db, workspace, people, request.as);
  const plan = await planImport(
    {
      db,
      workspace,
      source: request.source,
      people,
      dryRun: request.dryRun,
      project: request.project,
      states: request.states,
    },
    read,
  );
  await planFieldValues(db, workspace, people, mappings, read.drafts, plan);
  if (request.dryRun) return withWarnings(plan.report);
  return withWarnings(await writePlan({ db, workspace, importer, system }, plan));
}
