import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  agentDetailQuery,
  agentSecretsQuery,
  instructionVersionsQuery,
  skillsQuery,
  useConfigureAgent,
  useRemoveSecret,
  useSetSecret,
  type AgentDetail,
  type InstructionVersion,
} from '../../api/agent-config.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import {
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  FieldNotes,
  Loading,
  TextField,
} from '../../components/ui.js';
import { formatDate, formatRelative } from '../../lib/format.js';

/**
 * Administration → Agents → Configure (decisions §12.4): the agent's instructions with their versions,
 * its skills, and its secrets (names only; a value is typed once and never shown again).
 */
export function AgentConfigPanel({
  agentId,
  name,
  onClose,
}: {
  agentId: number;
  name: string;
  onClose: () => void;
}) {
  const agent = useQuery(agentDetailQuery(agentId));
  return (
    <section className="subform" aria-label={`Configure ${name}`}>
      <div className="row">
        <h3>Configure {name}</h3>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {agent.isPending ? (
        <Loading />
      ) : agent.isError ? (
        <ErrorNotice error={agent.error} />
      ) : (
        <>
          <InstructionsEditor agent={agent.data} />
          <SkillsPicker agent={agent.data} />
          <SecretsEditor agentId={agentId} />
        </>
      )}
    </section>
  );
}

function InstructionsEditor({ agent }: { agent: AgentDetail }) {
  const id = useId();
  const [text, setText] = useState(agent.instructions ?? '');
  const save = useConfigureAgent(agent.id);
  const error = fieldError(save.error, 'instructions');
  const changed = text !== (agent.instructions ?? '');
  const hint =
    agent.instructions_version === null
      ? 'Markdown, at most 64 KB. Each run records the version it used.'
      : `Version ${agent.instructions_version}. Saving a change makes a new version; each run records the one it used.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ instructions: text });
  };
  return (
    <form onSubmit={submit} aria-label="Instructions" className="form-grid">
      <h4>Instructions</h4>
      <div className="field">
        <label htmlFor={id}>Instructions</label>
        <textarea
          id={id}
          rows={8}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
      {save.isError && !hasFieldErrors(save.error) ? <ErrorNotice error={save.error} /> : null}
      <div className="row">
        <Button type="submit" variant="primary" busy={save.isPending} disabled={!changed}>
          Save instructions
        </Button>
        {save.isSuccess && !changed ? <span role="status">Saved.</span> : null}
      </div>
      <VersionHistory agentId={agent.id} />
    </form>
  );
}

/** Newest first; a save refreshes it with the agent (same query key prefix). */
function VersionHistory({ agentId }: { agentId: number }) {
  const versions = useQuery(instructionVersionsQuery(agentId));
  if (versions.isPending) return <Loading label="Loading versions…" />;
  if (versions.isError) return <ErrorNotice error={versions.error} />;
  if (versions.data.length === 0) return <p className="muted">No versions yet.</p>;
  return (
    <div>
      <h5>Version history</h5>
      <ul className="list" aria-label="Instruction versions">
        {versions.data.map((version) => (
          <VersionRow key={version.version} version={version} />
        ))}
      </ul>
    </div>
  );
}

function VersionRow({ version }: { version: InstructionVersion }) {
  return (
    <li className="list-row">
      <details className="list-main">
        <summary>
          Version {version.version} · {version.author?.name ?? 'before versions were kept'} ·{' '}
          <time dateTime={version.created_at} title={formatDate(version.created_at)}>
            {formatRelative(version.created_at)}
          </time>
        </summary>
        {version.instructions === null ? (
          <p className="muted">Cleared.</p>
        ) : (
          <pre className="mono">{version.instructions}</pre>
        )}
      </details>
    </li>
  );
}

function SkillsPicker({ agent }: { agent: AgentDetail }) {
  const skills = useQuery(skillsQuery());
  const [chosen, setChosen] = useState<number[]>(agent.skill_ids);
  const save = useConfigureAgent(agent.id);
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ skill_ids: chosen });
  };
  if (skills.isPending) return <Loading label="Loading skills…" />;
  if (skills.isError) return <ErrorNotice error={skills.error} />;
  return (
    <form onSubmit={submit} aria-label="Skills" className="form-grid">
      <h4>Skills</h4>
      {skills.data.length === 0 ? (
        <EmptyState title="No skills yet">
          Add skills in <Link to="/admin/skills">Administration → Skills</Link>, then give them to agents
          here.
        </EmptyState>
      ) : (
        <fieldset>
          <legend>Skills this agent has</legend>
          {skills.data.map((skill) => (
            <label key={skill.id} className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(skill.id)}
                onChange={(event) => toggle(skill.id, event.target.checked)}
              />{' '}
              {skill.name} <span className="muted">— {skill.description}</span>
            </label>
          ))}
        </fieldset>
      )}
      {save.isError ? <ErrorNotice error={save.error} /> : null}
      {skills.data.length > 0 ? (
        <div className="row">
          <Button type="submit" busy={save.isPending}>
            Save skills
          </Button>
          {save.isSuccess ? <span role="status">Saved.</span> : null}
        </div>
      ) : null}
    </form>
  );
}

function SecretsEditor({ agentId }: { agentId: number }) {
  const secrets = useQuery(agentSecretsQuery(agentId));
  const remove = useRemoveSecret(agentId);
  return (
    <div>
      <h4>Secrets</h4>
      <p className="muted">
        Set in the command&apos;s environment when the agent runs and masked in its transcripts. A value is
        never shown again.
      </p>
      {secrets.isPending ? (
        <Loading label="Loading secrets…" />
      ) : secrets.isError ? (
        <ErrorNotice error={secrets.error} />
      ) : secrets.data.length === 0 ? (
        <p className="muted">No secrets.</p>
      ) : (
        <ul className="list" aria-label="Secrets">
          {secrets.data.map((secret) => (
            <li className="list-row" key={secret.name}>
              <span className="list-main">
                <code id={`secret-${agentId}-${secret.name}`}>{secret.name}</code>{' '}
                <span className="muted">set {formatRelative(secret.updated_at)}</span>
              </span>
              <ConfirmButton
                label="Remove"
                describedBy={`secret-${agentId}-${secret.name}`}
                title={`Remove the secret ${secret.name}?`}
                body="Later runs of the agent go without it."
                confirmLabel="Remove secret"
                onConfirm={() => remove.mutateAsync(secret.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <SecretForm agentId={agentId} />
    </div>
  );
}

function SecretForm({ agentId }: { agentId: number }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const set = useSetSecret(agentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate(
      { name, value },
      {
        onSuccess: () => {
          setName('');
          setValue('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Set a secret" className="form-inline">
      <TextField
        label="Secret name"
        required
        maxLength={128}
        value={name}
        hint="Capital letters, digits and underscores, such as GITHUB_TOKEN."
        error={fieldError(set.error, 'name')}
        onChange={(event) => setName(event.target.value.toUpperCase())}
      />
      <TextField
        label="Secret value"
        type="password"
        autoComplete="new-password"
        required
        value={value}
        hint="Write-only."
        error={fieldError(set.error, 'value')}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="primary" busy={set.isPending}>
        Set secret
      </Button>
      {set.isError && !hasFieldErrors(set.error) ? <ErrorNotice error={set.error} /> : null}
    </form>
  );
}
