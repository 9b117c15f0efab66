import type { Role, Workspace } from '../db/schema.js';

export type Ability = 'read' | 'write';

/** What the caller authenticated with: an API token, or a browser session (read and write). */
export type CallerCredential =
  | { kind: 'token'; id: number; name: string; abilities: Ability[]; expires_at: string | null }
  | { kind: 'session'; id: number; csrfToken: string; abilities: Ability[]; expires_at: string };

/** Who is asking: the credential's owner, in the credential's workspace, with its abilities. */
export interface Caller {
  user: { id: number; name: string; email: string };
  workspace: Workspace;
  role: Role;
  weeklyHours: number;
  credential: CallerCredential;
}

export function callerActorKey(caller: Caller): string {
  return `user:${caller.user.id}`;
}
