import { useQuery } from '@tanstack/react-query';
import { projectsQuery } from '../api/projects.js';
import { templatesQuery, type Template } from '../api/templates.js';
import type { NewIssueFields } from '../lib/new-issue-draft.js';
import { SelectField } from './ui.js';

/** What a template sets in the New issue dialog; the fields it leaves empty keep what the form holds. */
export function fieldsOfTemplate(
  template: Template,
  projectName: (id: number) => string | undefined,
): Partial<NewIssueFields> {
  const patch: Partial<NewIssueFields> = {};
  if (template.title) patch.title = template.title;
  if (template.description) patch.description = template.description;
  if (template.type) patch.type = template.type;
  if (template.priority) patch.priority = template.priority;
  if (template.assignee) patch.assignee = `${template.assignee.type}:${template.assignee.id}`;
  if (template.project_id) {
    const id = template.project_id;
    patch.project = { id: String(id), label: projectName(id) ?? `Project ${id}` };
  }
  if (template.labels.length > 0) patch.labels = template.labels;
  if (Object.keys(template.fields).length > 0) patch.custom = { ...template.fields };
  return patch;
}

/**
 * The "Template" select of the New issue dialog (issue 40): choosing one fills the form; what is typed
 * or chosen afterwards wins. A plain select, so it works from the keyboard as any other field. Shown
 * only when the workspace has templates.
 */
export function TemplatePicker({
  chosen,
  onApply,
}: {
  chosen: string;
  onApply: (id: string, patch: Partial<NewIssueFields>) => void;
}) {
  const templates = useQuery(templatesQuery());
  const projects = useQuery(projectsQuery);
  if (!templates.data || templates.data.length === 0) return null;
  const projectName = (id: number) => projects.data?.find((project) => project.id === id)?.name;
  return (
    <SelectField
      label="Template"
      name="template"
      value={chosen}
      hint="Fills the form; change anything after."
      options={[
        { value: '', label: 'No template' },
        ...templates.data.map((template) => ({ value: String(template.id), label: template.name })),
      ]}
      onChange={(event) => {
        const template = templates.data.find((candidate) => String(candidate.id) === event.target.value);
        onApply(event.target.value, template ? fieldsOfTemplate(template, projectName) : {});
      }}
    />
  );
}
