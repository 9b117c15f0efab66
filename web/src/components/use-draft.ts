import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../api/session.js';
import {
  browserStorage,
  parseHtmlDraft,
  readDraft,
  removeDraft,
  signOutCount,
  writeDraft,
  type DraftScope,
} from '../lib/drafts.js';

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
  const [signOutsAtOpen] = useState(signOutCount);
  const pending = useRef<{ value: T | null } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next || signOutCount() !== signOutsAtOpen) return;
    if (next.value === null) removeDraft(browserStorage(), scope, place);
    else writeDraft(browserStorage(), scope, place, next.value);
  }, [scope, place, signOutsAtOpen]);

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

/** Whether the signed-in person has a rich-text draft at `place` (read once, as the place appears). */
export function useHasTextDraft(place: string): boolean {
  const session = useSession();
  const [found] = useState(
    () =>
      readDraft(
        browserStorage(),
        { workspaceId: session.workspace.id, userId: session.user.id },
        place,
        parseHtmlDraft,
      ) !== null,
  );
  return found;
}

/**
 * A rich-text place (a comment, a reply, a description or comment being edited) and its draft. The
 * draft keeps the editor's HTML as the editor made it, and the text the edit started from (`original`),
 * so a restored edit can say the text has changed since. Only text that differs from `original` is kept.
 */
export function useTextDraft(place: string, original = '') {
  const draft = useDraft(place, parseHtmlDraft);
  const restored = draft.restored;
  const [editor, setEditor] = useState(() => ({
    initialHtml: restored?.html ?? original,
    generation: 0,
    restored: restored !== null,
  }));
  const [content, setContent] = useState(() =>
    restored ? { html: restored.html, empty: false } : { html: original, empty: original === '' },
  );
  const changed = (html: string, empty: boolean) => (original === '' ? !empty : html !== original);
  const restart = (html: string) => {
    setEditor((current) => ({ initialHtml: html, generation: current.generation + 1, restored: false }));
    setContent({ html, empty: html === '' });
  };
  return {
    ...editor,
    content,
    /** Typed text that closing would lose (it stays in the draft unless discarded). */
    dirty: changed(content.html, content.empty),
    /** The edit began from a text that has changed since (someone saved meanwhile). */
    changedSince: editor.restored && restored?.base !== undefined && restored.base !== original,
    onChange: (html: string, empty: boolean) => {
      setContent({ html, empty });
      draft.save(changed(html, empty) ? { html, base: original } : null);
    },
    /** Throws the draft away; the editor starts again from `original`. */
    discard: () => {
      draft.discard();
      restart(original);
    },
    /** After posting or saving: no draft, an empty editor. */
    done: () => {
      draft.discard();
      restart('');
    },
  };
}
