import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  scheduleInWords,
  templatesQuery,
  useChangeTemplate,
  useCreateTemplate,
  useDeleteTemplate,
  type Template,
} from '../../api/templates.js';
import {
  Badge,
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
} from '../../components/ui.js';
import { formatDateTime } from '../../lib/format.js';
import '../../screens.css';
import { formStateOf, TemplateForm } from './template-form.js';

/**
 * Administration → Templates (issue 40): owners and admins make the templates the New issue dialog
 * offers; a template with a schedule creates its issue at each occurrence (shown with the next ones),
 * and can be paused and resumed.
 */
export function TemplatesPage() {
  const templates = useQuery(templatesQuery());
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Templates"
        description="Issue templates fill the New issue dialog. With a schedule, a template creates its issue on time: every weekday at 09:00, every first Monday…"
      />
      <Section title="New template">
        {creating ? (
          <CreateTemplate onDone={() => setCreating(false)} />
        ) : (
          <Button variant="primary" onClick={() => setCreating(true)}>
            New template
          </Button>
        )}
      </Section>
      <Section title="All templates">
        {templates.isPending ? (
          <Loading />
        ) : templates.isError ? (
          <ErrorNotice error={templates.error} />
        ) : templates.data.length === 0 ? (
          <EmptyState title="No templates yet">
            <p>
              A template holds what a kind of issue starts with: its title, description, labels, assignee…
            </p>
          </EmptyState>
        ) : (
          <ul className="list">
            {templates.data.map((template) => (
              <TemplateRow key={template.id} template={template} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function CreateTemplate({ onDone }: { onDone: () => void }) {
  const create = useCreateTemplate();
  return (
    <TemplateForm
      initial={formStateOf(null)}
      busy={create.isPending}
      error={create.error}
      submitLabel="Create template"
      onSave={(body) => create.mutate(body, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}

function TemplateRow({ template }: { template: Template }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeTemplate();
  const remove = useDeleteTemplate();
  const rowId = `template-${template.id}`;
  if (editing) {
    return (
      <li className="list-row template-row">
        <TemplateForm
          initial={formStateOf(template)}
          busy={change.isPending}
          error={change.error}
          submitLabel={`Save ${template.name}`}
          onSave={(body) =>
            change.mutate({ id: template.id, ...body }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="list-row template-row">
      <TemplateSummary template={template} rowId={rowId} />
      {change.isError ? <ErrorNotice error={change.error} /> : null}
      <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
        Edit
      </Button>
      {template.schedule ? (
        <Button
          aria-describedby={rowId}
          busy={change.isPending}
          onClick={() => change.mutate({ id: template.id, paused: !template.paused })}
        >
          {template.paused ? 'Resume' : 'Pause'}
        </Button>
      ) : null}
      <ConfirmButton
        label="Delete"
        describedBy={rowId}
        title={`Delete the template ${template.name}?`}
        body="The issues it created stay; a schedule stops."
        confirmLabel="Delete template"
        onConfirm={() => remove.mutateAsync(template.id)}
      />
    </li>
  );
}

function TemplateSummary({ template, rowId }: { template: Template; rowId: string }) {
  const last = template.last_occurrence;
  return (
    <div className="list-main">
      <span className="list-title" id={rowId}>
        {template.name}
      </span>
      {template.title ? <span className="muted">Title: {template.title}</span> : null}
      {template.schedule ? (
        <span className="muted">
          {scheduleInWords(template.schedule)} {template.paused ? <Badge tone="warn">Paused</Badge> : null}
        </span>
      ) : null}
      {template.next_occurrences.length > 0 ? (
        <div className="muted">
          <span id={`${rowId}-next`}>Next:</span>
          <ul className="inline-list" aria-labelledby={`${rowId}-next`}>
            {template.next_occurrences.slice(0, 3).map((when) => (
              <li key={when}>
                <time dateTime={when}>{formatDateTime(when)}</time>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {last?.error ? (
        <span className="field-error">
          Not created on {formatDateTime(last.occurs_at)}: {last.error}
        </span>
      ) : last?.issue ? (
        <span className="muted">
          Last created {last.issue} on {formatDateTime(last.occurs_at)}
        </span>
      ) : null}
    </div>
  );
}
