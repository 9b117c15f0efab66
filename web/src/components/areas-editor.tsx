import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, fieldError, hasFieldErrors } from '../api/client.js';
import { Button, ErrorNotice, FieldNotes } from './ui.js';

export const AREAS_HINT =
  'One path pattern per line, relative to the repository root (src/billing/**). Runs whose areas overlap wait for each other in the same repository.';

/** Areas as a list the reader scans, or what stands in for none. */
export function AreasList({ areas, label, empty }: { areas: string[]; label: string; empty: string }) {
  if (areas.length === 0) return <span className="muted">{empty}</span>;
  return (
    <ul className="chips areas-chips" aria-label={label}>
      {areas.map((area) => (
        <li key={area} className="chip mono">
          {area}
        </li>
      ))}
    </ul>
  );
}

/**
 * Editing areas (decisions §12.11): a pattern a line, saved together; the server normalises them and
 * refuses bad ones naming `areas`, shown under the field. Escape cancels, Ctrl+Enter saves.
 */
export function AreasEditor({
  name,
  current,
  busy,
  error,
  onSave,
  onCancel,
}: {
  /** What the areas belong to, for the field's label ("Areas of Billing"). */
  name: string;
  current: string[];
  busy: boolean;
  error: unknown;
  onSave: (areas: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(current.join('\n'));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSave(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  // The schema may name an item (`areas/0`): any field refusal of this form is about the areas.
  const refusal =
    fieldError(error, 'areas') ??
    (error instanceof ApiError ? Object.values(error.errors).flat()[0] : undefined);
  return (
    <form className="areas-editor" onSubmit={submit} aria-label={`Areas of ${name}`}>
      <div className="field">
        <label htmlFor={id}>Areas of {name}</label>
        <textarea
          id={id}
          rows={Math.min(Math.max(current.length + 1, 3), 10)}
          className="mono"
          value={text}
          autoFocus
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <FieldNotes id={id} hint={AREAS_HINT} error={refusal} />
      </div>
      {error && !hasFieldErrors(error) ? <ErrorNotice error={error} /> : null}
      <div className="editor-actions">
        <Button type="submit" variant="primary" busy={busy}>
          Save areas
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
