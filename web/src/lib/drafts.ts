/**
 * Drafts of what a person writes (a new issue, a comment, a description), kept in the browser so a
 * closed dialog or a reload loses nothing. Each draft is keyed by workspace, person and place, so one
 * person never sees another's on a shared browser profile; each expires after DRAFT_MAX_AGE_MS so
 * storage does not grow forever. Storage that is missing, refused or full means no draft, never an
 * error: every access is guarded.
 */

export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const PREFIX = 'tandem.draft.v1:';

/** Whose drafts: the workspace and the signed-in person. */
export interface DraftScope {
  workspaceId: number;
  userId: number;
}

interface Stored {
  saved: number;
  value: unknown;
}

/** What drafts need of the browser's storage (localStorage has it; tests give a stand-in). */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage, or null where reading it throws (storage turned off, sandboxed frame). */
export function browserStorage(): DraftStorage | null {
  try {
    return (globalThis as { localStorage?: DraftStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function keyOf(scope: DraftScope, place: string): string {
  return `${PREFIX}${scope.workspaceId}:${scope.userId}:${place}`;
}

function parseStored(text: string | null): Stored | null {
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as Partial<Stored> | null;
    if (typeof stored !== 'object' || stored === null || typeof stored.saved !== 'number') return null;
    return { saved: stored.saved, value: stored.value };
  } catch {
    return null;
  }
}

/**
 * The draft at `place`, as `parse` accepts it; null when there is none, it expired, or it is not of the
 * shape `parse` expects (then it is removed, so a broken draft does not come back each time).
 */
export function readDraft<T>(
  storage: DraftStorage | null,
  scope: DraftScope,
  place: string,
  parse: (value: unknown) => T | null,
  now = Date.now(),
): T | null {
  if (!storage) return null;
  const key = keyOf(scope, place);
  try {
    const stored = parseStored(storage.getItem(key));
    const value = stored && now - stored.saved <= DRAFT_MAX_AGE_MS ? parse(stored.value) : null;
    if (value === null) storage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft; true when it was stored. When storage is full the expired drafts make room and it
 * is tried once more; after that the draft is simply not kept.
 */
export function writeDraft(
  storage: DraftStorage | null,
  scope: DraftScope,
  place: string,
  value: unknown,
  now = Date.now(),
): boolean {
  if (!storage) return false;
  const text = JSON.stringify({ saved: now, value } satisfies Stored);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      storage.setItem(keyOf(scope, place), text);
      return true;
    } catch {
      if (attempt === 0) forgetExpiredDrafts(storage, now);
    }
  }
  return false;
}

export function removeDraft(storage: DraftStorage | null, scope: DraftScope, place: string): void {
  try {
    storage?.removeItem(keyOf(scope, place));
  } catch {
    // Nothing to do: a storage that refuses holds no draft we could show.
  }
}

/** Removes every draft (anyone's, any workspace's) older than the limit, and any unreadable one. */
export function forgetExpiredDrafts(storage: DraftStorage | null, now = Date.now()): void {
  forgetDraftsWhere(storage, (key) => {
    const stored = parseStored(storage?.getItem(key) ?? null);
    return stored === null || now - stored.saved > DRAFT_MAX_AGE_MS;
  });
}

/**
 * How many times someone signed out in this page. A place that opened before a sign-out holds writes
 * that belong to the ended session (typing still waiting to be written, or written as the place closes
 * while the page moves to sign-in): they are dropped, or they would bring back what signing out removed.
 */
let signOuts = 0;

export function signOutCount(): number {
  return signOuts;
}

/** Removes every draft of one person, in every workspace (on signing out). */
export function forgetDraftsOf(storage: DraftStorage | null, userId: number): void {
  signOuts++;
  forgetDraftsWhere(storage, (key) => key.slice(PREFIX.length).split(':')[1] === String(userId));
}

function forgetDraftsWhere(storage: DraftStorage | null, matches: (key: string) => boolean): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) if (matches(key)) storage.removeItem(key);
  } catch {
    // As above: no storage, no drafts.
  }
}

/** A draft's rich text: the editor's HTML as it produced it, fed back to the editor as its content. */
export function parseHtmlDraft(value: unknown): { html: string; base?: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { html, base } = value as { html?: unknown; base?: unknown };
  if (typeof html !== 'string' || html === '') return null;
  return typeof base === 'string' ? { html, base } : { html };
}
