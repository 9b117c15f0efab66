import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../../src/schemas/enums.js';
import { projectsQuery, useChangeProject, useCreateProject, type ProjectRecord } from '../../api/projects.js';
import { canSeeWorkspaceLists, useSession } from '../../api/session.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  TextField,
} from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { RenameForm } from '../../components/rename-form.js';
import { InlineRepositorySelect } from './repository-select.js';
import { ProjectAreas } from './project-areas.js';
import { ProjectDates } from './project-dates.js';
import { ProjectReviewSettings } from './project-review.js';

/**
 * Administration → Projects (issue 30). The API has no project deletion: a project is closed by its
 * status (completed or canceled), which keeps its issues and their identifiers. Everyone but guests may
 * create and change projects, as through the API (policy: assertCanManageProjects).
 */
export function ProjectsPage() {
  const session = useSession();
  const mayChange = canSeeWorkspaceLists(session);
  const projects = useQuery(projectsQuery);
  return (
    <>
      <PageHeader
        title="Projects"
        description="Projects group issues; a prefix gives their issues its own identifiers."
      />
      {mayChange ? <CreateProjectSection /> : null}
      <Section title="All projects">
        {projects.isPending ? (
          <Loading />
        ) : projects.isError ? (
          <ErrorNotice error={projects.error} />
        ) : projects.data.length === 0 ? (
          <EmptyState title="No projects yet" />
        ) : (
          <ul className="list">
            {projects.data.map((project) => (
              <ProjectRow key={project.id} project={project} mayChange={mayChange} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function CreateProjectSection() {
  const [name, setName] = useState('');
  const [prefix, setPrefix] = useState('');
  const create = useCreateProject();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, prefix: prefix.trim() === '' ? null : prefix.trim() },
      {
        onSuccess: () => {
          setName('');
          setPrefix('');
        },
      },
    );
  };
  return (
    <Section title="New project">
      <form onSubmit={submit} className="form-inline" aria-label="New project">
        <TextField
          label="Project name"
          required
          maxLength={255}
          value={name}
          error={fieldError(create.error, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Prefix (optional)"
          maxLength={10}
          value={prefix}
          error={fieldError(create.error, 'prefix')}
          onChange={(event) => setPrefix(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create project
        </Button>
      </form>
      {create.isError && !hasFieldErrors(create.error) ? <ErrorNotice error={create.error} /> : null}
    </Section>
  );
}

function ProjectRow({ project, mayChange }: { project: ProjectRecord; mayChange: boolean }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeProject();
  const rowId = `project-${project.id}`;
  const rename = (name: string) =>
    change.mutate({ id: project.id, name }, { onSuccess: () => setEditing(false) });
  return (
    <li className="list-row list-row-wrap">
      {editing ? (
        <RenameForm
          current={project.name}
          maxLength={255}
          busy={change.isPending}
          error={change.error}
          onSave={rename}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="list-main">
          <span className="list-title" id={rowId}>
            {project.name} {project.prefix ? <Badge>{project.prefix}</Badge> : null}
          </span>
          {project.start_date || project.target_date ? (
            <span className="muted">
              Roadmap: {project.start_date ?? 'no start'} → {project.target_date ?? 'no target'}
            </span>
          ) : null}
          {project.areas.length > 0 ? (
            <span className="muted">
              Areas: <code>{project.areas.join(', ')}</code>
            </span>
          ) : null}
        </div>
      )}
      {change.isError && !hasFieldErrors(change.error) ? <ErrorNotice error={change.error} /> : null}
      {mayChange ? (
        <>
          <label className="visually-hidden" htmlFor={`${rowId}-status`}>
            Status of {project.name}
          </label>
          <select
            id={`${rowId}-status`}
            className="select-inline"
            value={project.status}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate({ id: project.id, status: event.target.value as ProjectStatus })
            }
          >
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </select>
          <InlineRepositorySelect
            id={`${rowId}-repository`}
            name={project.name}
            value={project.repository_id}
            disabled={change.isPending}
            onChange={(repository_id) => change.mutate({ id: project.id, repository_id })}
          />
          <ProjectReviewSettings project={project} />
          {editing ? null : (
            <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
              Rename
            </Button>
          )}
          <ProjectAreas project={project} rowId={rowId} />
          <ProjectDates project={project} rowId={rowId} />
        </>
      ) : (
        <Badge>{humanize(project.status)}</Badge>
      )}
    </li>
  );
}
