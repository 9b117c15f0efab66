import { useQuery } from '@tanstack/react-query';
import { useChangeProject, type ProjectRecord } from '../../api/projects.js';
import { pickablesQuery } from '../../api/members.js';
import { ErrorNotice } from '../../components/ui.js';
import '../../screens.css';

/**
 * A project's review of agents' work (issue 39): whether a delivery goes to review, and who reviews
 * (none ticked: whoever handed the issue to the agent). Changes save as they are made.
 */
export function ProjectReviewSettings({ project }: { project: ProjectRecord }) {
  const change = useChangeProject();
  const people = useQuery(pickablesQuery);
  const reviewers = (people.data ?? []).filter(
    (member) => member.type === 'user' && member.role !== 'guest' && member.role !== 'management',
  );
  const toggle = (id: number, on: boolean) =>
    change.mutate({
      id: project.id,
      reviewers: on ? [...project.reviewers, id] : project.reviewers.filter((other) => other !== id),
    });
  const fieldId = `project-${project.id}-review`;
  return (
    <details className="project-review">
      <summary>Review: {summaryOf(project)}</summary>
      <label htmlFor={fieldId} className="checkbox-row">
        <input
          id={fieldId}
          type="checkbox"
          checked={project.review_required}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ id: project.id, review_required: event.target.checked })}
        />
        Agents’ deliveries on {project.name} need a review
      </label>
      <fieldset disabled={change.isPending}>
        <legend>Reviewers of {project.name}</legend>
        <p className="field-hint">None ticked: the person who handed the issue to the agent reviews.</p>
        {people.isPending ? <p className="muted">Loading people…</p> : null}
        <ErrorNotice error={people.error} />
        {reviewers.map((person) => (
          <label key={person.id} className="checkbox-row">
            <input
              type="checkbox"
              checked={project.reviewers.includes(person.id)}
              onChange={(event) => toggle(person.id, event.target.checked)}
            />
            {person.name}
          </label>
        ))}
      </fieldset>
      <ErrorNotice error={change.error} />
    </details>
  );
}

function summaryOf(project: ProjectRecord): string {
  if (!project.review_required) return 'off';
  const count = project.reviewers.length;
  return count === 0 ? 'by the assigner' : `${count} reviewer${count === 1 ? '' : 's'}`;
}
