import { useState, type FormEvent } from 'react';
import { fieldError } from '../api/client.js';
import { Button, TextField } from './ui.js';

/**
 * A list row's inline rename (Administration → Projects, Labels): the new name, Save and Cancel. The
 * server's message for `name` shows under the field.
 */
export function RenameForm({
  current,
  maxLength,
  busy,
  error,
  onSave,
  onCancel,
}: {
  current: string;
  maxLength: number;
  busy: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
  };
  return (
    <form onSubmit={submit} className="form-inline list-main" aria-label={`Rename ${current}`}>
      <TextField
        label={`New name for ${current}`}
        required
        maxLength={maxLength}
        autoFocus
        value={name}
        error={fieldError(error, 'name')}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="primary" busy={busy}>
        Save
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
