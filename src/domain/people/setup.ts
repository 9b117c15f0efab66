import type { Executor } from '../../db/connection.js';
import { hasAnyWorkspace } from '../../repositories/workspaces.js';

/** What a fresh installation needs before anyone can sign in: a workspace and its owner. */
export const SETUP_COMMAND =
  'npx tandem admin workspace create --slug SLUG --name NAME --prefix PREFIX --owner-email EMAIL --owner-name NAME';

export async function needsSetup(db: Executor): Promise<boolean> {
  return !(await hasAnyWorkspace(db));
}

export async function setupStatus(db: Executor) {
  return { needs_setup: await needsSetup(db), command: SETUP_COMMAND };
}

/** What `tandem serve` prints on an empty database. */
export function setupInstructions(): string {
  return [
    'No workspace yet. Create the first workspace and its owner (the password is read from standard input):',
    `  ${SETUP_COMMAND}`,
    '',
  ].join('\n');
}
