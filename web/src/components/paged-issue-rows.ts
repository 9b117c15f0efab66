import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { issuePagesQuery, issuesOf, type Issue } from '../api/issues.js';

export interface PagedIssueRowsOptions {
  /** The list's place under `['issues', …]` (a board column, the list). */
  queryKey: readonly string[];
  query: string;
  /** Under which key the page learns what this list has loaded (for j/k and for dragged cards). */
  itemsKey: string;
  onItems: (key: string, items: Issue[]) => void;
  cursorId: string | null;
  /** Changes whenever the cursor should take the focus (a key moved it), not when it merely re-renders. */
  focusTick: number;
  /** The next page is fetched once the last shown row is this close to the end of what is loaded. */
  fetchWithin: number;
  virtual: { estimateSize: number; overscan: number; gap?: number };
}

/**
 * One paged, virtualised issue list, as the board's columns and the list share it: loaded page by page
 * as the last loaded rows come into view, its rows reported to the page, and the cursor's row given the
 * focus when a key moved the cursor there.
 */
export function usePagedIssueRows(options: PagedIssueRowsOptions) {
  const { queryKey, query, itemsKey, onItems, fetchWithin, virtual } = options;
  const pages = useInfiniteQuery(issuePagesQuery(queryKey, query));
  const items = useMemo(() => issuesOf(pages.data), [pages.data]);
  const total = pages.data?.pages[0]?.meta.total;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    onItems(itemsKey, items);
  }, [onItems, itemsKey, items]);
  // A list no longer drawn (a status's column replaced by its states' columns) leaves no stale copies
  // behind for the page to find a moved issue in.
  useEffect(() => () => onItems(itemsKey, []), [onItems, itemsKey]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => virtual.estimateSize,
    overscan: virtual.overscan,
    ...(virtual.gap === undefined ? {} : { gap: virtual.gap }),
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastShown = virtualItems[virtualItems.length - 1]?.index ?? -1;
  useEffect(() => {
    if (lastShown >= items.length - fetchWithin && pages.hasNextPage && !pages.isFetchingNextPage) {
      void pages.fetchNextPage();
    }
  }, [lastShown, items.length, pages, fetchWithin]);
  useCursorFocus(options, items, scroller, virtualizer.scrollToIndex);
  return { pages, items, total, scroller, virtualizer, virtualItems };
}

/**
 * A key moved the cursor into this list: bring its row into view, then give it the focus. Only a key
 * press (focusTick) moves the focus; a refetch or a live update must not take it, except to give a row
 * the focus a key asked for and that only now arrives here (Shift+Arrow moved a card from another
 * column), as long as the focus is nowhere else or still on that card's old copy (the other column may
 * drop it before or after this one receives it). A press is answered only once its row has the focus:
 * a refetch arriving between the scroll and the frame that focuses (which it cancels) tries again.
 */
function useCursorFocus(
  { cursorId, focusTick }: Pick<PagedIssueRowsOptions, 'cursorId' | 'focusTick'>,
  items: Issue[],
  scroller: React.RefObject<HTMLDivElement | null>,
  scrollToIndex: (index: number, options: { align: 'auto' }) => void,
) {
  const answeredTick = useRef(0);
  const seenTick = useRef(focusTick);
  // The press this list took on (its row is the cursor's) and has not yet focused: a refetch that
  // cancels the frame it waited for must not leave that press unanswered.
  const takenTick = useRef(0);
  const pressedAt = useRef(0);
  useEffect(() => {
    const pressed = seenTick.current !== focusTick;
    seenTick.current = focusTick;
    if (pressed) pressedAt.current = performance.now();
    const index = cursorId ? items.findIndex((item) => item.id === cursorId) : -1;
    if (index < 0 || focusTick === 0) return;
    // An answered press whose card a refetch drew anew (the focused node replaced) lost the focus to
    // nowhere: shortly after the press, it is given back; later, a click elsewhere may have meant it.
    const lostJustNow =
      answeredTick.current === focusTick && focusIsNowhere() && performance.now() - pressedAt.current < 5000;
    if (answeredTick.current === focusTick && !lostJustNow) return;
    const taken = takenTick.current === focusTick || lostJustNow;
    if (!pressed && !taken && !focusIsNowhere() && !focusIsOnCopyOf(cursorId!)) return;
    takenTick.current = focusTick;
    const selector = `[data-issue="${CSS.escape(cursorId!)}"]`;
    const focusRow = () => {
      const row = scroller.current?.querySelector<HTMLElement>(selector);
      if (!row) return;
      row.focus();
      answeredTick.current = focusTick;
    };
    focusRow();
    if (answeredTick.current === focusTick) return;
    scrollToIndex(index, { align: 'auto' });
    // The row shows once the scroll is drawn: a few frames, many more on a busy machine, so the bound is
    // time (two seconds), not a count of frames.
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      focusRow();
      if (answeredTick.current !== focusTick && performance.now() - started < 2000) {
        frame = requestAnimationFrame(attempt);
      }
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [focusTick, items]);
}

function focusIsOnCopyOf(issueId: string): boolean {
  return document.activeElement?.getAttribute('data-issue') === issueId;
}

function focusIsNowhere(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
