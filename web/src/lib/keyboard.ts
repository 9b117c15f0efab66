/** Single-key shortcuts: when they may fire, and how they are written for people. */

interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/** Typing in a field (or a rich-text editor) never triggers a shortcut. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return true;
  if (target.isContentEditable) return true;
  return Boolean(target.closest?.('[contenteditable="true"], [role="combobox"], [role="textbox"]'));
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Ctrl-K on Linux and Windows, Cmd-K on a Mac. */
export function isPaletteKey(event: KeyPress): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** A plain key (no Ctrl, Cmd or Alt), as single-key shortcuts want. */
export function isPlainKey(event: KeyPress): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** What the help dialog lists, in order. */
export const ISSUE_SHORTCUTS: { keys: string[]; does: string }[] = [
  { keys: ['c'], does: 'Create an issue' },
  { keys: ['j', 'k'], does: 'Move down and up' },
  { keys: ['h', 'l'], does: 'Move to the previous or next column (board)' },
  { keys: ['Enter'], does: 'Open the issue' },
  { keys: ['x'], does: 'Select or unselect the issue' },
  { keys: ['s'], does: 'Change the status of the selected issues (or this one)' },
  { keys: ['a'], does: 'Assign the selected issues (or this one)' },
  { keys: ['Shift', '←/→'], does: 'Move the card to the previous or next column (board)' },
  { keys: ['/'], does: 'Search in the filters' },
  { keys: ['Esc'], does: 'Clear the selection, close a dialog' },
  { keys: ['Ctrl/⌘', 'K'], does: 'Jump to an issue or a page' },
  { keys: ['?'], does: 'Show these shortcuts' },
];
