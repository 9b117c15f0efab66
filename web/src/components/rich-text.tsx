import { useEffect, useId, useRef } from 'react';

/**
 * A small rich-text editor: an editable region seeded with the server's sanitised HTML, with buttons
 * for the few formats the sanitiser keeps. What is typed goes back as HTML and is sanitised by the
 * server before it is stored; the browser never cleans or re-parses it itself.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  disabled = false,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}) {
  const region = useRef<HTMLDivElement>(null);
  const labelId = useId();
  // Seeded once per document (the key of the caller changes it): React must not rewrite what is typed.
  useEffect(() => {
    if (region.current) region.current.innerHTML = initialHtml;
  }, [initialHtml]);
  const format = (command: string, value?: string) => {
    region.current?.focus();
    document.execCommand(command, false, value);
    if (region.current) onChange(region.current.innerHTML);
  };
  return (
    <div className="rich">
      <span className="rich-label" id={labelId}>
        {label}
      </span>
      <div className="rich-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        <button type="button" className="rich-tool" onClick={() => format('bold')} disabled={disabled}>
          <strong>B</strong>
          <span className="visually-hidden"> Bold</span>
        </button>
        <button type="button" className="rich-tool" onClick={() => format('italic')} disabled={disabled}>
          <em>I</em>
          <span className="visually-hidden"> Italic</span>
        </button>
        <button
          type="button"
          className="rich-tool"
          onClick={() => format('formatBlock', 'h3')}
          disabled={disabled}
        >
          Heading
        </button>
        <button
          type="button"
          className="rich-tool"
          onClick={() => format('insertUnorderedList')}
          disabled={disabled}
        >
          List
        </button>
      </div>
      <div
        ref={region}
        className="rich-area prose"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  );
}

/** HTML the server sanitised, shown as it is. */
export function SanitisedHtml({ html, empty }: { html: string; empty: string }) {
  if (html.trim() === '') return <p className="muted">{empty}</p>;
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
