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
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { messageOf } from '../api/client.js';
import type { Attachment } from '../api/attachments.js';
import type { Assignable } from '../api/issues.js';
import { isImage } from '../lib/issue-view.js';
import { MentionList, useMentionComboboxAttributes, useMentionSuggestions } from './rich-editor-mentions.js';

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
  /** Once the editor is in the page and can take the focus. */
  onReady?: (editor: Editor) => void;
  autoFocus?: boolean;
  hint?: ReactNode;
}

export function RichEditor({
  label,
  initialHtml = '',
  placeholder,
  onChange,
  onUpload,
  members,
  onSubmit,
  onReady,
  autoFocus,
  hint,
}: Props) {
  const id = useId();
  const listId = `${id}-mentions`;
  const hintId = `${id}-hint`;
  const editorRef = useRef<Editor | null>(null);
  const uploads = useAttachmentUploads(onUpload);
  const mentions = useMentionSuggestions(members, editorRef);
  const editor = useRichTextEditor({
    label,
    initialHtml,
    placeholder,
    onChange,
    members,
    onSubmit,
    autoFocus,
    hintId: hint ? hintId : undefined,
    uploads,
    mentions,
    editorRef,
  });
  useMentionComboboxAttributes(editor, mentions.suggestion, members, listId);
  useReadyEditor(editor, onReady);

  if (!editor) return null;
  return (
    <div className="rich-editor">
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
      <MentionList id={listId} suggestion={mentions.suggestion} onChoose={mentions.choose} />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <UploadStatus uploading={uploads.uploading} error={uploads.uploadError} />
    </div>
  );
}

/**
 * Tells `onReady` once the editor is in the page. Tiptap makes an editor (and says 'create') for a render
 * React may throw away, so only a committed editor counts; the call comes a task later, outside React's
 * commit, where the caller may render synchronously (flushSync).
 */
function useReadyEditor(editor: Editor | null, onReady: Props['onReady']) {
  const latest = useRef(onReady);
  latest.current = onReady;
  useEffect(() => {
    if (!editor) return;
    const timer = window.setTimeout(() => {
      if (!editor.isDestroyed) latest.current?.(editor);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [editor]);
}

/**
 * The Tiptap editor: its schema, its element's accessible attributes, and its handlers for paste, drop
 * and keys. The handlers are set once; they read the latest callbacks through a ref.
 */
function useRichTextEditor({
  label,
  initialHtml,
  placeholder,
  onChange,
  members,
  onSubmit,
  autoFocus,
  hintId,
  uploads,
  mentions,
  editorRef,
}: Pick<Props, 'label' | 'placeholder' | 'onChange' | 'members' | 'onSubmit' | 'autoFocus'> & {
  initialHtml: string;
  hintId: string | undefined;
  uploads: ReturnType<typeof useAttachmentUploads>;
  mentions: ReturnType<typeof useMentionSuggestions>;
  editorRef: RefObject<Editor | null>;
}) {
  const live = useRef({ onSubmit, onChange });
  live.current = { onSubmit, onChange };
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
        ...(hintId ? { 'aria-describedby': hintId } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        class: 'rich-editor-content',
      },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        const current = editorRef.current;
        if (files.length === 0 || !current) return false;
        uploads.uploadInto(current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        const current = editorRef.current;
        if (moved || files.length === 0 || !current) return false;
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY });
        uploads.uploadInto(current, files, position?.pos);
        return true;
      },
      handleKeyDown: (_view, event) => {
        if (mentions.handleKey(event)) return true;
        const submit = live.current.onSubmit;
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && submit) {
          submit();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      live.current.onChange(current.getHTML(), current.isEmpty);
      mentions.find(current);
    },
    onSelectionUpdate: ({ editor: current }) => mentions.find(current),
  });
  editorRef.current = editor;
  return editor;
}

/**
 * Pasted or dropped files, uploaded as attachments and put into the text at the caret (or where they
 * were dropped): images as images, other files as links. Without `onUpload` files are refused.
 */
function useAttachmentUploads(onUpload: Props['onUpload']) {
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The editor's handlers are set once; they read the latest uploader through this ref.
  const latestUpload = useRef(onUpload);
  latestUpload.current = onUpload;

  const uploadInto = (editor: Editor, files: File[], at?: number) => {
    const upload = latestUpload.current;
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
  return { uploading, uploadError, uploadInto };
}

function UploadStatus({ uploading, error }: { uploading: number; error: string | null }) {
  return (
    <>
      {uploading > 0 ? (
        <p className="field-hint" role="status">
          Uploading {uploading} file{uploading === 1 ? '' : 's'}…
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
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
