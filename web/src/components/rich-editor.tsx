/**
 * The rich-text editor of descriptions and comments: Tiptap (ProseMirror), which edits a document
 * schema and hands back HTML for the server to sanitise (docs/decisions.md, issue 19). Pasted or
 * dropped images are uploaded as attachments first and the attachment's URL goes into the text;
 * other dropped files become links to their attachment. With `members`, typing `@` offers people and
 * agents to mention, by keyboard (arrows, Enter or Tab, Escape) or pointer.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { messageOf } from '../api/client.js';
import type { Attachment } from '../api/attachments.js';
import type { Assignable } from '../api/issues.js';
import { isImage, mentionCandidates, mentionQuery } from '../lib/issue-view.js';

interface Props {
  label: string;
  initialHtml?: string;
  placeholder?: string;
  onChange: (html: string, isEmpty: boolean) => void;
  /** Uploads a pasted or dropped file as an attachment; without it files are refused. */
  onUpload?: (file: File) => Promise<Attachment>;
  members?: Assignable[];
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  autoFocus?: boolean;
  hint?: ReactNode;
}

interface Suggestion {
  query: string;
  from: number;
  to: number;
  options: Assignable[];
  active: number;
}

export function RichEditor({
  label,
  initialHtml = '',
  placeholder,
  onChange,
  onUpload,
  members,
  onSubmit,
  autoFocus,
  hint,
}: Props) {
  const id = useId();
  const listId = `${id}-mentions`;
  const hintId = `${id}-hint`;
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  // The editor's handlers are set once; they read the latest values through this ref.
  const live = useRef({ suggestion, members, onSubmit, onUpload, onChange });
  live.current = { suggestion, members, onSubmit, onUpload, onChange };

  const editorRef = useRef<Editor | null>(null);

  const uploadInto = (editor: Editor, files: File[], at?: number) => {
    const upload = live.current.onUpload;
    if (!upload) return;
    setUploadError(null);
    for (const file of files) {
      setUploading((count) => count + 1);
      upload(file)
        .then((attachment) => {
          const chain = editor.chain().focus();
          if (at !== undefined) chain.setTextSelection(at);
          if (isImage(attachment.mime)) chain.setImage({ src: attachment.url, alt: attachment.name }).run();
          else
            chain
              .insertContent({
                type: 'text',
                text: attachment.name,
                marks: [{ type: 'link', attrs: { href: attachment.url } }],
              })
              .insertContent(' ')
              .run();
        })
        .catch((error: unknown) => setUploadError(`${file.name}: ${messageOf(error)}`))
        .finally(() => setUploading((count) => count - 1));
    }
  };

  const editor = useEditor({
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    autofocus: autoFocus ? 'end' : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-autocomplete': members ? 'list' : 'none',
        ...(hint ? { 'aria-describedby': hintId } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        class: 'rich-editor-content',
      },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        const current = editorRef.current;
        if (files.length === 0 || !current) return false;
        uploadInto(current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        const current = editorRef.current;
        if (moved || files.length === 0 || !current) return false;
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY });
        uploadInto(current, files, position?.pos);
        return true;
      },
      handleKeyDown: (_view, event) => {
        const { suggestion: open, onSubmit: submit } = live.current;
        if (open && open.options.length > 0) {
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
        }
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && submit) {
          submit();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      live.current.onChange(current.getHTML(), current.isEmpty);
      findSuggestion(current);
    },
    onSelectionUpdate: ({ editor: current }) => findSuggestion(current),
  });

  editorRef.current = editor;

  function findSuggestion(current: Editor) {
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

  // The combobox's state is announced through the editable element's attributes.
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom || !members) return;
    const open = suggestion !== null && suggestion.options.length > 0;
    if (open) {
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', `${listId}-${suggestion.active}`);
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, suggestion, members, listId]);

  if (!editor) return null;
  return (
    <div className="rich-editor">
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
      {suggestion && suggestion.options.length > 0 ? (
        <ul className="mention-list" role="listbox" id={listId} aria-label="People and agents to mention">
          {suggestion.options.map((member, index) => (
            <li
              key={member.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === suggestion.active}
              className="mention-option"
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
            >
              <span className="mention-name">{member.name}</span>
              <span className="mention-kind">
                {member.type === 'agent' ? 'Agent · mentioning queues a run' : 'Person · gets an inbox item'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {uploading > 0 ? (
        <p className="field-hint" role="status">
          Uploading {uploading} file{uploading === 1 ? '' : 's'}…
        </p>
      ) : null}
      {uploadError ? (
        <p className="field-error" role="alert">
          {uploadError}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const tools: { name: string; text: string; active: boolean; run: () => void }[] = [
    {
      name: 'Bold',
      text: 'B',
      active: editor.isActive('bold'),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      name: 'Italic',
      text: 'I',
      active: editor.isActive('italic'),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      name: 'Bulleted list',
      text: '•',
      active: editor.isActive('bulletList'),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'Numbered list',
      text: '1.',
      active: editor.isActive('orderedList'),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      name: 'Quote',
      text: '❝',
      active: editor.isActive('blockquote'),
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    {
      name: 'Code',
      text: '</>',
      active: editor.isActive('codeBlock'),
      run: () => editor.chain().focus().toggleCodeBlock().run(),
    },
  ];
  return (
    <div className="rich-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      {tools.map((tool) => (
        <button
          key={tool.name}
          type="button"
          className="rich-tool"
          title={tool.name}
          aria-pressed={tool.active}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
        >
          <span aria-hidden="true">{tool.text}</span>
          <span className="visually-hidden">{tool.name}</span>
        </button>
      ))}
    </div>
  );
}
