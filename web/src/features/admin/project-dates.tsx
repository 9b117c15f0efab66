import { useState, type FormEvent } from 'react';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { useChangeProject, type ProjectRecord } from '../../api/projects.js';
import { Button, ErrorNotice, TextField } from '../../components/ui.js';

/**
 * A project's dates on the roadmap (issue 41) in its row of Administration → Projects: a button that
 * opens a start and a target date across the row; an empty field clears the date.
 */
export function ProjectDates({ project, rowId }: { project: ProjectRecord; rowId: string }) {
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(project.start_date ?? '');
  const [target, setTarget] = useState(project.target_date ?? '');
  const change = useChangeProject();
  if (!editing) {
    return (
      <Button
        aria-describedby={rowId}
        onClick={() => {
          setStart(project.start_date ?? '');
          setTarget(project.target_date ?? '');
          setEditing(true);
        }}
      >
        Dates
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: project.id, start_date: start === '' ? null : start, target_date: target === '' ? null : target },
      { onSuccess: () => setEditing(false) },
    );
  };
  return (
    <form className="areas-row form-inline" onSubmit={submit} aria-label={`Dates of ${project.name}`}>
      <TextField
        label="Start date"
        type="date"
        value={start}
        error={fieldError(change.error, 'start_date')}
        onChange={(event) => setStart(event.target.value)}
      />
      <TextField
        label="Target date"
        type="date"
        value={target}
        error={fieldError(change.error, 'target_date')}
        onChange={(event) => setTarget(event.target.value)}
      />
      <Button type="submit" variant="primary" busy={change.isPending}>
        Save dates
      </Button>
      <Button
        onClick={() => {
          change.reset();
          setEditing(false);
        }}
      >
        Cancel
      </Button>
      {change.isError && !hasFieldErrors(change.error) ? <ErrorNotice error={change.error} /> : null}
    </form>
  );
}
