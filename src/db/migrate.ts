import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Loads every `<timestamp>_<name>` module of the migrations folder, compiled (.js) or source (.ts). */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter(
      (file) => /^\d{14}_[a-z0-9_]+\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'),
    );
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      const module = (await import(pathToFileURL(join(MIGRATIONS_DIR, file)).href)) as Migration;
      migrations[file.replace(/\.(js|ts)$/, '')] = module;
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: result.error });
  }
  return result;
}

/** Names of the migrations not yet applied (readiness: a node must not serve an older schema). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** The name of the newest migration this build knows: the schema version an export records. */
export async function latestMigrationName(): Promise<string> {
  const names = Object.keys(await new FolderMigrationProvider().getMigrations());
  return names.sort().at(-1) ?? '';
}
