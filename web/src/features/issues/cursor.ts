import { useCallback, useRef, useState } from 'react';
import type { Issue } from '../../api/issues.js';

/**
 * What each column, list or group has loaded (for the keyboard's j/k and for finding dragged cards),
 * the cursor, and the selection.
 */
export function useIssueCursor() {
  const loaded = useRef(new Map<string, Issue[]>());
  const onItems = useCallback((key: string, items: Issue[]) => loaded.current.set(key, items), []);
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const find = (id: string): Issue | undefined => {
    for (const items of loaded.current.values()) {
      const issue = items.find((item) => item.id === id);
      if (issue) return issue;
    }
    return undefined;
  };

  const moveCursor = (to: Issue | undefined) => {
    if (!to) return;
    setCursorId(to.id);
    setFocusTick((tick) => tick + 1);
  };

  /** What `s` and `a` act on: the selection, else the issue under the cursor. */
  const targets = (): Issue[] => {
    const ids = selected.size > 0 ? [...selected] : cursorId ? [cursorId] : [];
    return ids.map(find).filter((issue): issue is Issue => Boolean(issue));
  };

  /** Asks for the focus again on the cursor's card (after Shift+Arrow moved it to another column). */
  const refocus = () => setFocusTick((tick) => tick + 1);

  const toggleSelected = () => {
    if (!cursorId) return;
    const next = new Set(selected);
    if (next.has(cursorId)) next.delete(cursorId);
    else next.add(cursorId);
    setSelected(next);
  };

  // The last checkbox clicked, where a Shift-click's range starts.
  const anchor = useRef<string | null>(null);
  /** A checkbox clicked: toggles its issue, or with `range` selects every loaded one from the anchor. */
  const selectFromClick = (id: string, range: boolean) => {
    const next = new Set(selected);
    const order = [...loaded.current.values()].flat().map((issue) => issue.id);
    const from = anchor.current === null ? -1 : order.indexOf(anchor.current);
    const to = order.indexOf(id);
    if (range && from >= 0 && to >= 0) {
      for (const each of order.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(each);
    } else if (next.has(id)) next.delete(id);
    else next.add(id);
    anchor.current = id;
    setSelected(next);
  };

  return {
    selectFromClick,
    loaded,
    onItems,
    cursorId,
    setCursorId,
    focusTick,
    selected,
    setSelected,
    toggleSelected,
    find,
    moveCursor,
    refocus,
    targets,
  };
}

export type IssueCursor = ReturnType<typeof useIssueCursor>;
