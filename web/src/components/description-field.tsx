import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Editor } from '@tiptap/react';
import type { Assignable } from '../api/issues.js';

/**
 * The editor (ProseMirror) is the issue page's code, not the list's: the dialog loads it apart, once the
 * page is idle (so it is usually there when `c` is pressed) or when the dialog opens.
 */
const loadRichEditor = () => import('./rich-editor.js');
const RichEditor = lazy(async () => ({ default: (await loadRichEditor()).RichEditor }));

export function usePreloadedEditor() {
  useEffect(() => {
    // After the page's first paint, off its critical path (every browser Tandem supports has it).
    const idle = window.requestIdleCallback(() => void loadRichEditor().catch(() => undefined));
    return () => window.cancelIdleCallback(idle);
  }, []);
}

/**
 * The New issue dialog's description. Until the editor's code has arrived a plain text box stands in its
 * place, so Tab from the title lands here and nothing typed is lost; once the editor is ready it takes
 * the text over (each line a paragraph) and, if the box had the focus, the focus with the caret at the
 * end — in one task, so no key pressed in between goes astray. A restored draft (`initialHtml`) is the
 * editor's own HTML and only the editor gets it: until it is ready a quiet line stands in instead. The
 * editor names itself (aria-label); the visible label beside it is hidden from assistive technology.
 */
export function DescriptionField({
  members,
  initialHtml,
  error,
  onChange,
  onSubmit,
}: {
  members: Assignable[];
  initialHtml: string | null;
  error: string | undefined;
  onChange: (description: string | null) => void;
  onSubmit: () => void;
}) {
  const early = useRef<HTMLTextAreaElement>(null);
  // The draft it opened with; what is typed afterwards is the stand-in's or the editor's own.
  const [restored] = useState(initialHtml);
  const [editorReady, setEditorReady] = useState(false);

  function takeOver(editor: Editor) {
    const box = early.current;
    const text = box?.value ?? '';
    const focused = box !== null && box === document.activeElement;
    flushSync(() => setEditorReady(true));
    if (text.trim() !== '') {
      editor.commands.setContent(plainTextToHtml(text), { emitUpdate: false });
      onChange(editor.getHTML());
    }
    if (focused) {
      editor.commands.focus('end');
      // Tiptap's focus waits for the next frame; a key pressed before it would land on nothing.
      editor.view.focus();
    }
  }

  return (
    <div className="field">
      <span className="field-label" aria-hidden="true">
        Description
      </span>
      {editorReady ? null : restored ? (
        <p className="rich-editor-early muted" role="status">
          Loading the description…
        </p>
      ) : (
        <textarea
          ref={early}
          className="rich-editor-early"
          aria-label="Description"
          placeholder="What is it about? Optional."
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
            onChange(event.target.value.trim() === '' ? null : plainTextToHtml(event.target.value))
          }
        />
      )}
      <Suspense fallback={null}>
        <div hidden={!editorReady}>
          <RichEditor
            label="Description"
            initialHtml={restored ?? ''}
            placeholder="What is it about? Optional."
            onChange={(html, isEmpty) => onChange(isEmpty ? null : html)}
            onSubmit={onSubmit}
            onReady={takeOver}
            members={members}
          />
        </div>
      </Suspense>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as the editor's HTML: a paragraph per line, every character literal. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character)}</p>`)
    .join('');
}
