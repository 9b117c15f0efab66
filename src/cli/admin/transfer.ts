import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../../db/connection.js';
import { recordWorkspaceExport } from '../../domain/people/audit-log.js';
import { importWorkspace } from '../../domain/integrations/workspace-import.js';
import { exportWorkspace } from '../../domain/integrations/workspace-export.js';
import { createStorage } from '../../storage/index.js';
import { required } from './arguments.js';
import { defineAdminCommand } from './command.js';
import { DEFAULT_EXPANSION_RATIO, exportFileLines, parseSize } from './export-file.js';

/**
 * `tandem admin export --workspace SLUG --to FILE` (decisions §11.9): the workspace as one file, gzip
 * compressed when FILE ends in `.gz`. Written beside FILE and renamed at the end, so a killed export
 * never leaves a file that looks whole.
 */
export const exportCommand = defineAdminCommand({
  summary: 'Write a whole workspace to one file (docs/decisions.md, "Export and import")',
  options: {
    workspace: { type: 'string' },
    to: { type: 'string', description: 'a new file to write the export to (gzip when it ends in .gz)' },
  },
  run: async ({ values }, { database, config }) => {
    const storage = createStorage(config);
    try {
      return await exportToFile({
        db: database.db,
        dialect: database.dialect,
        storage,
        slug: required(values, 'workspace'),
        target: resolve(required(values, 'to')),
      });
    } finally {
      storage.close();
    }
  },
});

/** Exports to a new file, written beside it and renamed once whole. */
export async function exportToFile(
  input: Omit<Parameters<typeof exportWorkspace>[0], 'output' | 'db'> & { db: Db; target: string },
) {
  const { target } = input;
  if (existsSync(target)) throw new Error(`${target} exists; choose a new file name.`);
  const partial = `${target}.partial`;
  const file = createWriteStream(partial, { flags: 'wx' });
  const gzip = target.endsWith('.gz') ? createGzip() : null;
  const lines: Writable = gzip ?? file;
  const written = gzip ? pipeline(gzip, file) : finished(file);
  try {
    const summary = await exportWorkspace({ ...input, output: lines });
    lines.end();
    await written;
    await rename(partial, target);
    await recordWorkspaceExport(input.db, input.slug, summary.records);
    return { ...summary, file: target };
  } catch (error) {
    lines.destroy();
    file.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * `tandem admin import --from FILE`: recreates the workspace of an export in this installation's
 * database, progress on standard error. `import` also groups importers from other trackers
 * (`tandem admin import github …`), which are its subcommands.
 */
export const importCommand = defineAdminCommand({
  summary: 'Recreate a workspace from an export file (refuses a slug that exists)',
  options: {
    from: { type: 'string', description: 'the export file (plain or gzip)' },
    'max-expanded-size': {
      type: 'string',
      description: `the most a gzip file may expand to, e.g. 50G (default ${DEFAULT_EXPANSION_RATIO} times its size)`,
    },
  },
  run: async ({ values }, { database, config }) => {
    const source = resolve(required(values, 'from'));
    if (!existsSync(source)) throw new Error(`${source} does not exist.`);
    const bound = values['max-expanded-size'];
    const maxExpandedBytes = typeof bound === 'string' ? parseSize(bound) : null;
    const storage = createStorage(config);
    try {
      return await importWorkspace({
        db: database.db,
        storage,
        open: exportFileLines(source, { maxExpandedBytes }),
        progress: (message) => process.stderr.write(`${message}\n`),
      });
    } finally {
      storage.close();
    }
  },
});
