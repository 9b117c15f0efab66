import type { Executor } from '../../db/connection.js';
import type { User, Workspace } from '../../db/schema.js';
import { findUserByEmail, isCurrentMember } from '../../domain/people/workspaces.js';

/** What every admin command shares in reading its arguments. */

/** A string option the command cannot do without. */
export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required`);
  return value;
}

/** A current member of the workspace (one who left is refused), by email. */
export async function currentMemberByEmail(db: Executor, workspace: Workspace, email: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  if (!(await isCurrentMember(db, workspace.id, user.id)))
    throw new Error(`${user.email} is not a member of ${workspace.slug}`);
  return user;
}
