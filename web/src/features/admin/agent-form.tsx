import { useState, type FormEvent } from 'react';
import { AGENT_PROVIDERS, AGENT_VISIBILITIES } from '../../../../src/schemas/enums.js';
import {
  useSaveAgent,
  type Agent,
  type AgentBody,
  type AgentProvider,
  type AgentVisibility,
  type Runtime,
} from '../../api/agents.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { Button, ErrorNotice, SelectField, TextField } from '../../components/ui.js';
import { parseEnvLines } from '../../lib/env-lines.js';
import { RepositoryField } from './repository-select.js';

export const PROVIDER_LABELS: Record<AgentProvider, string> = {
  claude_code: 'Claude Code',
  codex: 'Codex',
  elyra: 'Elyra',
};

/** What the agent form holds while it is edited: the fields as typed. */
interface AgentDraft {
  name: string;
  provider: AgentProvider;
  model: string;
  visibility: AgentVisibility;
  maxTasks: string;
  weeklyHours: string;
  maxRunMinutes: string;
  maxAttempts: string;
  stallMinutes: string;
  runtime: string;
  repository: number | null;
  maxRunCost: string;
  instructions: string;
  envText: string;
}

interface DraftFieldsProps {
  draft: AgentDraft;
  onChange: <K extends keyof AgentDraft>(field: K, value: AgentDraft[K]) => void;
  errorAt: (field: string) => string | undefined;
}

function draftOf(agent: Agent | null): AgentDraft {
  return {
    name: agent?.name ?? '',
    provider: agent?.provider ?? 'claude_code',
    model: agent?.model ?? '',
    visibility: agent?.visibility ?? 'workspace',
    maxTasks: String(agent?.max_concurrent_runs ?? 1),
    // 0 is how an agent without weekly hours is stored: shown as the empty field it was saved from.
    weeklyHours: !agent || !agent.weekly_hours ? '' : String(agent.weekly_hours),
    maxRunMinutes: agent?.max_run_minutes ? String(agent.max_run_minutes) : '',
    maxAttempts: agent?.max_attempts ? String(agent.max_attempts) : '',
    // A new agent stops a silent run after 15 minutes (decisions §12.7); empty is off.
    stallMinutes: !agent ? '15' : agent.stall_minutes === null ? '' : String(agent.stall_minutes),
    runtime: agent?.runtime ? String(agent.runtime.id) : '',
    repository: agent?.repository_id ?? null,
    maxRunCost: agent?.max_run_cost_usd === null || !agent ? '' : String(agent.max_run_cost_usd),
    instructions: '',
    envText: '',
  };
}

function bodyOf(draft: AgentDraft, env: AgentBody['custom_env']): AgentBody {
  const body: AgentBody = {
    name: draft.name,
    provider: draft.provider,
    model: draft.model || null,
    visibility: draft.visibility,
    max_concurrent_runs: Number(draft.maxTasks),
    // Empty: no limit.
    max_run_minutes: draft.maxRunMinutes.trim() === '' ? null : Number(draft.maxRunMinutes),
    // Empty: the service's default (3).
    max_attempts: draft.maxAttempts.trim() === '' ? null : Number(draft.maxAttempts),
    // Empty: no stall detection.
    stall_minutes: draft.stallMinutes.trim() === '' ? null : Number(draft.stallMinutes),
    runtime: draft.runtime === '' ? null : Number(draft.runtime),
    repository_id: draft.repository,
    // Empty: the workspace's default per-run ceiling applies.
    max_run_cost_usd: draft.maxRunCost.trim() === '' ? null : Number(draft.maxRunCost),
    // Empty: no weekly hours, so no capacity is planned for the agent.
    weekly_hours: draft.weeklyHours.trim() === '' ? 0 : Number(draft.weeklyHours),
  };
  // Write-only fields: sent only when typed, so that editing an agent keeps what it had.
  if (draft.instructions.trim()) body.instructions = draft.instructions;
  if (draft.envText.trim()) body.custom_env = env;
  return body;
}

export function AgentForm({
  agent,
  runtimes,
  onDone,
}: {
  agent: Agent | null;
  runtimes: Runtime[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(agent));
  const onChange: DraftFieldsProps['onChange'] = (field, value) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const parsedEnv = parseEnvLines(draft.envText);
  const save = useSaveAgent();
  const errorAt = (field: string) => fieldError(save.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsedEnv.errors.length === 0) {
      save.mutate({ id: agent?.id, body: bodyOf(draft, parsedEnv.env) }, { onSuccess: onDone });
    }
  };
  const fields = { draft, onChange, errorAt };
  return (
    <form
      className="subform form-grid"
      onSubmit={submit}
      aria-label={agent ? `Edit ${agent.name}` : 'New agent'}
    >
      <h3>{agent ? `Edit ${agent.name}` : 'New agent'}</h3>
      <div className="form-columns">
        <AgentIdentityFields {...fields} />
        <AgentLimitFields {...fields} runtimes={runtimes} />
        <AgentRecoveryFields {...fields} />
      </div>
      <AgentWriteOnlyFields {...fields} editing={agent !== null} envError={parsedEnv.errors[0]} />
      {save.isError && !hasFieldErrors(save.error) ? <ErrorNotice error={save.error} /> : null}
      <div className="row">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {agent ? 'Save agent' : 'Create agent'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Who the agent is: name, provider, model and who sees it. */
function AgentIdentityFields({ draft, onChange, errorAt }: DraftFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoFocus
        value={draft.name}
        error={errorAt('name')}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <SelectField
        label="Provider"
        options={AGENT_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }))}
        value={draft.provider}
        error={errorAt('provider')}
        onChange={(e) => onChange('provider', e.target.value as AgentProvider)}
      />
      <TextField
        label="Model"
        value={draft.model}
        error={errorAt('model')}
        hint="Optional; the provider's default when empty."
        onChange={(e) => onChange('model', e.target.value)}
      />
      <SelectField
        label="Visibility"
        options={AGENT_VISIBILITIES.map((value) => ({
          value,
          label: value === 'workspace' ? 'Everyone in the workspace' : 'Only me',
        }))}
        value={draft.visibility}
        error={errorAt('visibility')}
        onChange={(e) => onChange('visibility', e.target.value as AgentVisibility)}
      />
    </>
  );
}

/** How much the agent takes on and where it runs: tasks at once, hours, cost and time per run, runtime. */
function AgentLimitFields({
  draft,
  onChange,
  errorAt,
  runtimes,
}: DraftFieldsProps & { runtimes: Runtime[] }) {
  const runtimeOptions = [
    { value: '', label: 'None' },
    ...runtimes.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
  ];
  return (
    <>
      <TextField
        label="Max concurrent runs"
        type="number"
        min={1}
        max={100}
        required
        value={draft.maxTasks}
        hint="Runs of this agent at once; never two on the same issue."
        error={errorAt('max_concurrent_runs')}
        onChange={(e) => onChange('maxTasks', e.target.value)}
      />
      <TextField
        label="Weekly hours"
        type="number"
        min={0}
        max={168}
        step={1}
        value={draft.weeklyHours}
        hint="Hours a week planned for the agent in Capacity. Empty: none."
        error={errorAt('weekly_hours')}
        onChange={(e) => onChange('weeklyHours', e.target.value)}
      />
      <TextField
        label="Max cost per run (USD)"
        type="number"
        min={0.01}
        step="0.01"
        value={draft.maxRunCost}
        hint="Reserved against the budgets while a run is in flight; a run reporting more is stopped. Empty: the workspace's default."
        error={errorAt('max_run_cost_usd')}
        onChange={(e) => onChange('maxRunCost', e.target.value)}
      />
      <TextField
        label="Max run minutes"
        type="number"
        min={1}
        max={10080}
        step={1}
        value={draft.maxRunMinutes}
        hint="A run that takes longer is stopped and fails as timed out. Empty: no limit."
        error={errorAt('max_run_minutes')}
        onChange={(e) => onChange('maxRunMinutes', e.target.value)}
      />
      <SelectField
        label="Runtime"
        options={runtimeOptions}
        value={draft.runtime}
        error={errorAt('runtime')}
        onChange={(e) => onChange('runtime', e.target.value)}
      />
      <RepositoryField
        value={draft.repository}
        error={errorAt('repository_id')}
        onChange={(id) => onChange('repository', id)}
      />
    </>
  );
}

/** What happens to a run that goes wrong on its own: how often it is tried, and when silence is a stall. */
function AgentRecoveryFields({ draft, onChange, errorAt }: DraftFieldsProps) {
  return (
    <>
      <TextField
        label="Max attempts per run"
        type="number"
        min={1}
        max={20}
        step={1}
        value={draft.maxAttempts}
        hint="A run whose runner is lost or that stalls is tried again after a pause, up to this many times in all. Empty: 3."
        error={errorAt('max_attempts')}
        onChange={(e) => onChange('maxAttempts', e.target.value)}
      />
      <TextField
        label="Stall minutes"
        type="number"
        min={1}
        max={10080}
        step={1}
        value={draft.stallMinutes}
        hint="A run that writes no transcript line and reports no usage this long is stopped, then tried again like a lost runner's. Empty: off."
        error={errorAt('stall_minutes')}
        onChange={(e) => onChange('stallMinutes', e.target.value)}
      />
    </>
  );
}

/**
 * The first instructions (later ones in Configure, with their versions) and the environment (left empty
 * when editing, to keep it).
 */
function AgentWriteOnlyFields({
  draft,
  onChange,
  errorAt,
  editing,
  envError,
}: DraftFieldsProps & { editing: boolean; envError: string | undefined }) {
  return (
    <>
      {editing ? null : (
        <TextAreaField
          label="Instructions"
          hint="What the agent should always keep in mind (Markdown). Later changes: Configure, which keeps every version."
          value={draft.instructions}
          error={errorAt('instructions')}
          onChange={(value) => onChange('instructions', value)}
        />
      )}
      <TextAreaField
        label="Custom environment"
        hint={
          editing
            ? 'Write-only: NAME=value lines replace the current ones; leave empty to keep them.'
            : 'NAME=value lines, given to the agent when it runs. Never shown again.'
        }
        value={draft.envText}
        error={envError ?? errorAt('custom_env')}
        onChange={(value) => onChange('envText', value)}
        mono
      />
    </>
  );
}

function TextAreaField({
  label,
  hint,
  error,
  value,
  onChange,
  mono = false,
}: {
  label: string;
  hint: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
}) {
  const id = `field-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        className={mono ? 'mono' : undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
