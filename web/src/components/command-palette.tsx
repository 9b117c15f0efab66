import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { findIssue, searchIssues } from '../api/issues.js';
import { titleMatchesFirst } from '../lib/issue-search.js';
import { isPaletteKey } from '../lib/keyboard.js';
import { Picker, type PickerOption } from './picker.js';

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*-\d+$/;

/** Issues matching what was typed: the issue named by an identifier, else a full-text search. */
async function findIssues(text: string, signal: AbortSignal): Promise<{ id: string; title: string }[]> {
  const named = IDENTIFIER.test(text) ? await findIssue(text, signal) : null;
  const found: { id: string; title: string }[] = named ? [named] : [];
  // More than are shown, so that title matches among them come first (lib/issue-search.ts).
  const search = await searchIssues(text, 25, signal);
  for (const issue of titleMatchesFirst(text, search)) {
    if (!found.some((f) => f.id === issue.id)) found.push(issue);
  }
  return found.slice(0, 8);
}

/**
 * Ctrl/Cmd-K anywhere in the signed-in interface: jump to any issue (by identifier or words of its
 * title, searched through the API) or to a page.
 */
export function CommandPalette({ pages }: { pages: { to: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setText('');
      setDebounced('');
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 150);
    return () => clearTimeout(timer);
  }, [text]);
  const issues = useQuery({
    queryKey: ['palette', debounced],
    queryFn: ({ signal }) => findIssues(debounced, signal),
    enabled: open && debounced.length > 0,
    staleTime: 10_000,
    // While typing on, the last answer stays listed (marked busy) instead of the list emptying per key.
    placeholderData: keepPreviousData,
  });
  const wanted = text.trim().toLowerCase();
  // Typed but not asked yet (the pause before searching) counts as searching: no "nothing" before the answer.
  const searching = wanted !== '' && (text.trim() !== debounced || issues.isFetching);
  const options: PickerOption[] = [
    // Cleared text lists pages only, not the kept answer to what was typed before.
    ...(wanted === '' ? [] : (issues.data ?? [])).map((issue) => ({
      id: `issue-${issue.id}`,
      label: issue.title,
      hint: issue.id,
    })),
    ...pages
      .filter((page) => wanted === '' || page.label.toLowerCase().includes(wanted))
      .map((page) => ({ id: `page-${page.to}`, label: page.label, hint: 'Page' })),
  ];
  const status = searching
    ? 'Searching issues…'
    : issues.isError
      ? 'The issue search failed; pages are still listed.'
      : options.length === 0
        ? 'No issue or page matches.'
        : null;
  return (
    <Picker
      open={open}
      title="Jump to"
      label="Issue or page"
      placeholder="An identifier such as ACME-12, words of a title, or a page"
      options={options}
      query={text}
      onQueryChange={setText}
      status={status}
      loading={searching}
      onClose={() => setOpen(false)}
      onPick={(option) => {
        setOpen(false);
        const to = option.id.startsWith('issue-')
          ? `/issues/${option.id.slice('issue-'.length)}`
          : option.id.slice('page-'.length);
        void navigate(to);
      }}
    />
  );
}
