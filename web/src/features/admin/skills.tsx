import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  skillsQuery,
  useChangeSkill,
  useCreateSkill,
  useDeleteSkill,
  type Skill,
  type SkillInput,
} from '../../api/agent-config.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import {
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  FieldNotes,
  Loading,
  PageHeader,
  Section,
  TextField,
} from '../../components/ui.js';
import '../../screens.css';

/**
 * Administration → Skills (decisions §12.4): skills in the SKILL.md form — a name, a description saying
 * when to use it, and the body — that agents are given with their runs (Agents → Configure).
 */
export function SkillsPage() {
  const skills = useQuery(skillsQuery());
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Skills"
        description="Instructions for particular tasks, in the SKILL.md form, that agents get with each run."
      />
      <Section
        title="All skills"
        actions={
          editing === null ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              New skill
            </Button>
          ) : null
        }
      >
        {editing !== null ? (
          <SkillForm
            key={editing === 'new' ? 'new' : editing.id}
            skill={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {skills.isPending ? (
          <Loading />
        ) : skills.isError ? (
          <ErrorNotice error={skills.error} />
        ) : skills.data.length === 0 ? (
          <EmptyState title="No skills yet">Add one, or `tandem skill add --file SKILL.md`.</EmptyState>
        ) : (
          <ul className="list">
            {skills.data.map((skill) => (
              <SkillRow key={skill.id} skill={skill} onEdit={() => setEditing(skill)} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function SkillRow({ skill, onEdit }: { skill: Skill; onEdit: () => void }) {
  const remove = useDeleteSkill();
  const rowId = `skill-${skill.id}`;
  return (
    <li className="list-row">
      <div className="list-main">
        <span className="list-title" id={rowId}>
          {skill.name}
        </span>
        <span className="muted">{skill.description}</span>
      </div>
      <Button aria-describedby={rowId} onClick={onEdit}>
        Edit
      </Button>
      <ConfirmButton
        label="Delete"
        describedBy={rowId}
        title={`Delete the skill ${skill.name}?`}
        body="It is taken off every agent that has it; their later runs go without it."
        confirmLabel="Delete skill"
        onConfirm={() => remove.mutateAsync(skill.id)}
      />
    </li>
  );
}

function SkillForm({ skill, onDone }: { skill: Skill | null; onDone: () => void }) {
  const [name, setName] = useState(skill?.name ?? '');
  const [description, setDescription] = useState(skill?.description ?? '');
  const [content, setContent] = useState(skill?.content ?? '');
  const create = useCreateSkill();
  const change = useChangeSkill();
  const save = skill ? change : create;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SkillInput = { name, description, content };
    if (skill) change.mutate({ id: skill.id, ...body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };
  return (
    <form
      className="subform form-grid"
      onSubmit={submit}
      aria-label={skill ? `Edit ${skill.name}` : 'New skill'}
    >
      <h3>{skill ? `Edit ${skill.name}` : 'New skill'}</h3>
      <TextField
        label="Skill name"
        required
        maxLength={64}
        value={name}
        hint="Lowercase letters, digits and hyphens, such as release-notes."
        error={fieldError(save.error, 'name')}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Description"
        required
        maxLength={1024}
        value={description}
        hint="What it does and when to use it: the agent decides from this."
        error={fieldError(save.error, 'description')}
        onChange={(event) => setDescription(event.target.value)}
      />
      <ContentField value={content} error={fieldError(save.error, 'content')} onChange={setContent} />
      {save.isError && !hasFieldErrors(save.error) ? <ErrorNotice error={save.error} /> : null}
      <div className="row">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {skill ? 'Save skill' : 'Create skill'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ContentField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hint = 'The body of SKILL.md (Markdown, at most 64 KB).';
  return (
    <div className="field">
      <label htmlFor={id}>Content</label>
      <textarea
        id={id}
        rows={10}
        className="mono"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
