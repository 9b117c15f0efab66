import type { Role, Workspace } from '../db/schema.js';

export type Ability = 'read' | 'write';

/** Who is asking: the token's owner, in the token's one workspace, with the token's abilities. */
export interface Caller {
  user: { id: number; name: string; email: string };
  workspace: Workspace;
  role: Role;
  weeklyHours: number;
  token: { id: number; name: string; abilities: Ability[]; expires_at: string | null };
}

export function callerActorKey(caller: Caller): string {
  return `user:${caller.user.id}`;
}
