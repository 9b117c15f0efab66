import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../api/session.js';
import { browserStorage, readDraft, removeDraft, writeDraft, type DraftScope } from '../lib/drafts.js';

/** Typing pauses this long before the draft is written; leaving the page writes it at once. */
const SAVE_DELAY_MS = 300;

export interface Draft<T> {
  /** The draft found when the place opened (null: none). */
  restored: T | null;
  /** Keeps `value` (null: nothing worth keeping, the draft is removed), a moment after the last call. */
  save: (value: T | null) => void;
  /** Removes the draft now (posted, or discarded by the person). */
  discard: () => void;
}

/**
 * The signed-in person's draft at `place` in this workspace (see lib/drafts.ts). Writes wait for a pause
 * in typing, but a pending write is done at once when the page is hidden or left (pagehide: a reload
 * right after typing keeps it) and when the place closes.
 */
export function useDraft<T>(place: string, parse: (value: unknown) => T | null): Draft<T> {
  const session = useSession();
  const workspaceId = session.workspace.id;
  const userId = session.user.id;
  const scope = useMemo<DraftScope>(() => ({ workspaceId, userId }), [workspaceId, userId]);
  const [restored] = useState(() => readDraft(browserStorage(), scope, place, parse));
  const pending = useRef<{ value: T | null } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (next.value === null) removeDraft(browserStorage(), scope, place);
    else writeDraft(browserStorage(), scope, place, next.value);
  }, [scope, place]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (value: T | null) => {
      pending.current = { value };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
  const discard = useCallback(() => {
    pending.current = null;
    window.clearTimeout(timer.current);
    removeDraft(browserStorage(), scope, place);
  }, [scope, place]);
  return { restored, save, discard };
}
