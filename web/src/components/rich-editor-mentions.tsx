/**
 * Mentions in the rich-text editor: typing `@` offers the people and agents of `members`, chosen by
 * keyboard (arrows, Enter or Tab, Escape) or pointer. The editable element is the combobox; the list
 * below it is its listbox.
 */
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Assignable } from '../api/issues.js';
import { mentionCandidates, mentionQuery } from '../lib/issue-view.js';

interface Suggestion {
  query: string;
  from: number;
  to: number;
  options: Assignable[];
  active: number;
}

/**
 * The open suggestion and what changes it. The editor's handlers are set once, so everything returned
 * here reads the latest suggestion and members through a ref rather than from the render it came from.
 */
export function useMentionSuggestions(
  members: Assignable[] | undefined,
  editorRef: RefObject<Editor | null>,
) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const live = useRef({ suggestion, members });
  live.current = { suggestion, members };

  function find(current: Editor) {
    const available = live.current.members;
    if (!available) return;
    const { $from, empty } = current.state.selection;
    if (!empty) return setSuggestion(null);
    const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
    const query = mentionQuery(before);
    if (query === null) return setSuggestion(null);
    const options = mentionCandidates(available, query);
    setSuggestion(
      options.length
        ? { query, from: $from.pos - query.length - 1, to: $from.pos, options, active: 0 }
        : null,
    );
  }

  function choose(member: Assignable) {
    const open = live.current.suggestion;
    const current = editorRef.current;
    if (!current || !open) return;
    current.chain().focus().insertContentAt({ from: open.from, to: open.to }, `@${member.name} `).run();
    setSuggestion(null);
  }

  /** Whether the key was the open suggestion's (it moved, chose or closed); if so the editor ignores it. */
  function handleKey(event: KeyboardEvent): boolean {
    const open = live.current.suggestion;
    if (!open || open.options.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = open.options.length;
      setSuggestion({ ...open, active: (open.active + step + count) % count });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      choose(open.options[open.active]!);
      return true;
    }
    if (event.key === 'Escape') {
      setSuggestion(null);
      return true;
    }
    return false;
  }

  return { suggestion, find, choose, handleKey };
}

/** The combobox's state is announced through the editable element's attributes. */
export function useMentionComboboxAttributes(
  editor: Editor | null,
  suggestion: Suggestion | null,
  members: Assignable[] | undefined,
  listId: string,
) {
  useEffect(() => {
    if (!editor || !members) return;
    const announce = () => {
      const dom = editor.view.dom;
      const open = suggestion !== null && suggestion.options.length > 0;
      if (open) {
        dom.setAttribute('aria-controls', listId);
        dom.setAttribute('aria-activedescendant', `${listId}-${suggestion.active}`);
      } else {
        dom.removeAttribute('aria-controls');
        dom.removeAttribute('aria-activedescendant');
      }
    };
    // Tiptap throws on `view.dom` until the view is mounted, which in the New issue dialog (the editor
    // loaded apart) comes after this effect first runs; its stand-in view has no `dom` to ask about.
    if ('dom' in editor.view) {
      announce();
      return;
    }
    editor.on('mount', announce);
    return () => {
      editor.off('mount', announce);
    };
  }, [editor, suggestion, members, listId]);
}

/** The people and agents to mention; a press chooses without taking the focus from the editor. */
export function MentionList({
  id,
  suggestion,
  onChoose,
}: {
  id: string;
  suggestion: Suggestion | null;
  onChoose: (member: Assignable) => void;
}) {
  if (!suggestion || suggestion.options.length === 0) return null;
  return (
    <ul className="mention-list" role="listbox" id={id} aria-label="People and agents to mention">
      {suggestion.options.map((member, index) => (
        <li
          key={member.key}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === suggestion.active}
          className="mention-option"
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(member);
          }}
        >
          <span className="mention-name">{member.name}</span>
          <span className="mention-kind">
            {member.type === 'agent' ? 'Agent · mentioning queues a run' : 'Person · gets an inbox item'}
          </span>
        </li>
      ))}
    </ul>
  );
}
