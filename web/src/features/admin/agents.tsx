import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  agentsQuery,
  runtimesQuery,
  useCreateRuntime,
  useRevokeRuntime,
  useSetAgentEnabled,
  type Agent,
  type CreatedRuntime,
  type Runtime,
} from '../../api/agents.js';
import {
  budgetsQuery,
  runCeilingQuery,
  usageQuery,
  useSetBudget,
  useSetRunCeiling,
  type Budget,
  type BudgetScope,
  type Usage,
  type UsageRow,
} from '../../api/budgets.js';
import { fieldError } from '../../api/client.js';
import { projectsQuery } from '../../api/projects.js';
import { isAdmin, useSession } from '../../api/session.js';
import {
  Badge,
  Button,
  ConfirmButton,
  CopyButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { formatDate, formatRelative, humanize } from '../../lib/format.js';
import { capShare, formatUsd } from '../../lib/run-view.js';
import { AgentConfigPanel } from './agent-config.js';
import { AgentForm, PROVIDER_LABELS } from './agent-form.js';

export function AgentsPage() {
  const session = useSession();
  const admin = isAdmin(session);
  return (
    <>
      <PageHeader
        title="Agents"
        description="Software agents that take on issues, and the runtimes that run them."
      />
      <AgentsSection admin={admin} />
      <SpendSection admin={admin} />
      {admin ? <RuntimesSection /> : null}
    </>
  );
}

function useRuntimes(enabled: boolean) {
  return useQuery({
    ...runtimesQuery,
    enabled,
    refetchInterval: 10_000,
  });
}

function AgentsSection({ admin }: { admin: boolean }) {
  const agents = useQuery(agentsQuery);
  const runtimes = useRuntimes(admin);
  const [editing, setEditing] = useState<Agent | 'new' | null>(null);
  const [configuring, setConfiguring] = useState<Agent | null>(null);
  return (
    <Section
      title="Agents"
      actions={
        admin && editing === null ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            New agent
          </Button>
        ) : null
      }
    >
      {editing !== null ? (
        <AgentForm
          key={editing === 'new' ? 'new' : editing.id}
          agent={editing === 'new' ? null : editing}
          runtimes={runtimes.data ?? []}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {configuring !== null ? (
        <AgentConfigPanel
          key={configuring.id}
          agentId={configuring.id}
          name={configuring.name}
          onClose={() => setConfiguring(null)}
        />
      ) : null}
      {agents.isPending ? (
        <Loading />
      ) : agents.isError ? (
        <ErrorNotice error={agents.error} />
      ) : agents.data.length === 0 ? (
        <EmptyState title="No agents yet">
          {admin ? 'Add an agent, then give it a runtime to run on.' : 'An administrator can add agents.'}
        </EmptyState>
      ) : (
        <ul className="list">
          {agents.data.map((agent) => (
            <AgentRow
              key={agent.id}
              agent={agent}
              admin={admin}
              onEdit={() => setEditing(agent)}
              onConfigure={() => setConfiguring(agent)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function RuntimesSection() {
  const runtimes = useRuntimes(true);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedRuntime | null>(null);
  const create = useCreateRuntime();
  const revocation = useRevokeRuntime();
  const revoke = (runtime: Runtime) => revocation.mutateAsync(runtime.id);
  const errorAt = (field: string) => fieldError(create.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (runtime) => {
        setName('');
        setCreated(runtime);
      },
    });
  };
  return (
    <Section
      title="Runtimes"
      description="A runtime is a machine running `tandem runner`; agents run their tasks there."
    >
      <form className="form-inline" onSubmit={submit}>
        <TextField
          label="Runtime name"
          required
          value={name}
          error={errorAt('name')}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create runtime
        </Button>
      </form>
      {create.isError && !errorAt('name') ? <ErrorNotice error={create.error} /> : null}
      {created ? <CreatedRuntimeNotice runtime={created} onDone={() => setCreated(null)} /> : null}
      {runtimes.isPending ? (
        <Loading />
      ) : runtimes.isError ? (
        <ErrorNotice error={runtimes.error} />
      ) : runtimes.data.length === 0 ? (
        <EmptyState title="No runtimes yet">
          Create one and paste its command on the machine that will run agents.
        </EmptyState>
      ) : (
        <ul className="list">
          {runtimes.data.map((runtime) => (
            <RuntimeRow key={runtime.id} runtime={runtime} onRevoke={() => revoke(runtime)} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The new runtime's token, shown only this once, and the two lines that start a runner with it from a
 * Tandem checkout. The token is pasted into the first line's `cat`, never typed into a command line.
 */
function CreatedRuntimeNotice({ runtime, onDone }: { runtime: CreatedRuntime; onDone: () => void }) {
  return (
    <div className="shown-once" role="region" aria-label="Runtime command">
      <p className="shown-once-title">Runtime “{runtime.name}” created</p>
      <p>Its token is shown only this once:</p>
      <pre className="secret" aria-label="Runtime token">
        {runtime.token}
      </pre>
      <CopyButton text={runtime.token} label="Copy token" />
      <ol className="runtime-steps">
        <li>
          <p>
            On the machine that will run the agents, in its Tandem checkout (after <code>npm ci</code>), run
            this line, paste the token, press Enter, then Ctrl-D. It saves the token to a file only you can
            read and keeps it out of the shell’s history.
          </p>
          <pre className="secret" aria-label="Save token command">
            {runtime.save_token_command}
          </pre>
          <CopyButton text={runtime.save_token_command} label="Copy save command" />
        </li>
        <li>
          <p>
            Start the runner. <code>./run-agent.sh</code> stands for the command that does an agent’s work: it
            is run for each task with the task as JSON on its standard input.
          </p>
          <pre className="secret" aria-label="Runner command">
            {runtime.command}
          </pre>
          <CopyButton text={runtime.command} label="Copy runner command" />
        </li>
      </ol>
      <div className="row">
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** One agent: what it is, where it runs, and for administrators Edit and Disable or Enable. */
function AgentRow({
  agent,
  admin,
  onEdit,
  onConfigure,
}: {
  agent: Agent;
  admin: boolean;
  onEdit: () => void;
  onConfigure: () => void;
}) {
  const setEnabled = useSetAgentEnabled(agent.id);
  const disabled = agent.status === 'disabled';
  return (
    <li className="list-row">
      <div className="list-main">
        <span className="list-title" id={`agent-${agent.id}`}>
          {agent.name} <Badge tone={disabled ? 'warn' : 'neutral'}>{humanize(agent.status)}</Badge>
          {agent.visibility === 'private' ? <Badge>Private</Badge> : null}
        </span>
        <span className="muted">
          {PROVIDER_LABELS[agent.provider] ?? agent.provider}
          {agent.model ? ` · ${agent.model}` : ''} · up to {agent.max_concurrent_runs} at once
          {agent.weekly_hours ? ` · ${agent.weekly_hours} h a week` : ''}
          {agent.max_run_cost_usd !== null ? ` · at most ${formatUsd(agent.max_run_cost_usd)} a run` : ''}
          {agent.max_run_minutes ? ` · runs stop after ${agent.max_run_minutes} min` : ''}
        </span>
        <span className="muted">
          {agent.runtime === null
            ? 'No runtime: it cannot run yet'
            : `Runs on ${agent.runtime.name} (${agent.runtime.online ? 'online' : 'offline'})`}
        </span>
        {setEnabled.isError ? <ErrorNotice error={setEnabled.error} /> : null}
      </div>
      {admin ? (
        <>
          <Button aria-describedby={`agent-${agent.id}`} onClick={onEdit}>
            Edit
          </Button>
          <Button aria-describedby={`agent-${agent.id}`} onClick={onConfigure}>
            Configure
          </Button>
          {disabled ? (
            <Button
              aria-describedby={`agent-${agent.id}`}
              disabled={setEnabled.isPending}
              onClick={() => setEnabled.mutate(true)}
            >
              Enable
            </Button>
          ) : (
            <ConfirmButton
              label="Disable"
              describedBy={`agent-${agent.id}`}
              title={`Disable agent “${agent.name}”?`}
              body="It gets no more runs, and the runs it is working on fail at once (their tokens stop working). Queued runs wait until it is enabled again."
              confirmLabel="Disable agent"
              onConfirm={() => setEnabled.mutateAsync(false)}
            />
          )}
        </>
      ) : null}
    </li>
  );
}

function RuntimeRow({ runtime, onRevoke }: { runtime: Runtime; onRevoke: () => Promise<void> }) {
  return (
    <li className="list-row">
      <div className="list-main">
        <span className="list-title" id={`runtime-${runtime.id}`}>
          {runtime.name}
        </span>
        <span className="muted">
          Created {formatDate(runtime.created_at)}
          {runtime.last_seen_at
            ? ` · last seen ${formatRelative(runtime.last_seen_at)}`
            : ' · never connected'}
        </span>
      </div>
      {runtime.online ? <Badge tone="good">Online</Badge> : <Badge>Offline</Badge>}
      <ConfirmButton
        label="Revoke"
        describedBy={`runtime-${runtime.id}`}
        title={`Revoke runtime “${runtime.name}”?`}
        body="Its token stops working at once and the runs it holds fail; agents on it get no runs until given another runtime."
        confirmLabel="Revoke runtime"
        onConfirm={onRevoke}
      />
    </li>
  );
}

/**
 * This month's spend of agent runs (`GET /api/v1/usage`) against the monthly caps; administrators set
 * and remove caps here (`/api/ui/budgets`). A reached cap holds new runs back until the next month or
 * a higher cap.
 */
function SpendSection({ admin }: { admin: boolean }) {
  const usage = useQuery(usageQuery);
  const budgets = useQuery({
    ...budgetsQuery,
    enabled: admin,
  });
  const budgetOf = (scope: BudgetScope, id: number | null) =>
    budgets.data?.find((b) => b.scope === scope && (scope === 'workspace' || b.subject.id === id));
  return (
    <Section
      title="Spend this month"
      description="The reported cost of agent runs that finished this month, against the monthly caps. A reached cap holds new runs back."
    >
      {admin ? <BudgetForm /> : null}
      {admin ? <RunCeilingForm /> : null}
      {usage.isPending ? (
        <Loading />
      ) : usage.isError ? (
        <ErrorNotice error={usage.error} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Spend in {usage.data.month} against monthly caps</caption>
            <thead>
              <tr>
                <th scope="col">Spent by</th>
                <th scope="col">Runs</th>
                <th scope="col">Spent</th>
                <th scope="col">Monthly cap</th>
                {admin ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              <SpendRow
                label="Whole workspace"
                runs={usage.data.workspace.runs}
                spent={usage.data.workspace.cost_usd}
                cap={usage.data.workspace.monthly_cap_usd}
                budget={admin ? budgetOf('workspace', null) : undefined}
                actions={admin}
              />
              {usage.data.agents.map((row) => (
                <SpendRow
                  key={`a${row.id}`}
                  label={`Agent ${row.name}`}
                  {...spendOf(row)}
                  budget={admin ? budgetOf('agent', row.id) : undefined}
                  actions={admin}
                />
              ))}
              {usage.data.projects.map((row) => (
                <SpendRow
                  key={`p${row.id ?? 'none'}`}
                  label={row.id === null ? 'No project' : `Project ${row.name}`}
                  {...spendOf(row)}
                  budget={admin && row.id !== null ? budgetOf('project', row.id) : undefined}
                  actions={admin}
                />
              ))}
              <CapsWithoutSpendRows budgets={budgets.data ?? []} usage={usage.data} />
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** Caps on agents and projects that spent nothing this month, so they have no usage row of their own. */
function CapsWithoutSpendRows({ budgets, usage }: { budgets: Budget[]; usage: Usage }) {
  return budgets
    .filter(
      (b) =>
        b.scope !== 'workspace' &&
        !(b.scope === 'agent' ? usage.agents : usage.projects).some((row) => row.id === b.subject.id),
    )
    .map((b) => (
      <SpendRow
        key={`b${b.id}`}
        label={`${humanize(b.scope)} ${b.subject.name}`}
        runs={0}
        spent={b.spent_usd}
        cap={b.monthly_cap_usd}
        budget={b}
        actions
      />
    ));
}

function spendOf(row: UsageRow) {
  return { runs: row.runs, spent: row.cost_usd, cap: row.monthly_cap_usd };
}

function SpendRow({
  label,
  runs,
  spent,
  cap,
  budget,
  actions,
}: {
  label: string;
  runs: number;
  spent: number;
  cap: number | null;
  budget: Budget | undefined;
  actions: boolean;
}) {
  const setBudget = useSetBudget();
  const share = capShare(spent, cap);
  const remove = () =>
    setBudget.mutateAsync({
      scope: budget!.scope,
      ...(budget!.scope === 'workspace' ? {} : { subject_id: budget!.subject.id }),
      monthly_cap_usd: null,
    });
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{runs}</td>
      <td>
        {formatUsd(spent)}
        {budget && budget.reserved_usd > 0 ? (
          <span className="muted"> + {formatUsd(budget.reserved_usd)} reserved by runs in flight</span>
        ) : null}
      </td>
      <td>
        {cap === null ? (
          <span className="muted">No cap</span>
        ) : (
          <span className="row">
            {formatUsd(cap)}
            <meter
              className="meter"
              min={0}
              max={100}
              low={80}
              high={99}
              optimum={0}
              value={share ?? 0}
              aria-label={`${label}: ${share}% of the cap spent`}
            />
            {budget?.reached ? <Badge tone="bad">Reached</Badge> : null}
          </span>
        )}
      </td>
      {actions ? (
        <td>
          {budget ? (
            <ConfirmButton
              label="Remove cap"
              title={`Remove the monthly cap of ${label}?`}
              body="Runs it holds back are handed out again at the next claim."
              confirmLabel="Remove cap"
              onConfirm={remove}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

function BudgetForm() {
  const agents = useQuery(agentsQuery);
  const projects = useQuery(projectsQuery);
  const [target, setTarget] = useState('workspace');
  const [amount, setAmount] = useState('');
  const save = useSetBudget();
  const send = () => {
    const [scope, id] = target.split(':') as [BudgetScope, string | undefined];
    const subject = id === undefined ? {} : { subject_id: Number(id) };
    save.mutate({ scope, ...subject, monthly_cap_usd: Number(amount) }, { onSuccess: () => setAmount('') });
  };
  const options = [
    { value: 'workspace', label: 'The whole workspace' },
    ...(agents.data ?? []).map((a) => ({ value: `agent:${a.id}`, label: `Agent ${a.name}` })),
    ...(projects.data ?? []).map((p) => ({ value: `project:${p.id}`, label: `Project ${p.name}` })),
  ];
  const errorAt = (field: string) => fieldError(save.error, field);
  return (
    <form
      className="form-inline"
      aria-label="Set a monthly cap"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      <SelectField
        label="Cap for"
        options={options}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
      />
      <TextField
        label="Monthly cap in dollars"
        type="number"
        min={0}
        step="0.01"
        required
        value={amount}
        error={errorAt('monthly_cap_usd') ?? errorAt('subject_id')}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Button type="submit" variant="primary" busy={save.isPending}>
        Set cap
      </Button>
      {save.isError && !errorAt('monthly_cap_usd') && !errorAt('subject_id') ? (
        <ErrorNotice error={save.error} />
      ) : null}
    </form>
  );
}

/**
 * The workspace's default per-run cost ceiling (issue 28): what a run of an agent without its own
 * reserves against the caps while in flight, and the most it may report before it is stopped.
 */
function RunCeilingForm() {
  const ceiling = useQuery(runCeilingQuery);
  const [amount, setAmount] = useState<string | null>(null);
  const save = useSetRunCeiling();
  const current = ceiling.data;
  const shown = amount ?? (current?.max_run_cost_usd == null ? '' : String(current.max_run_cost_usd));
  const ceilingError = fieldError(save.error, 'max_run_cost_usd');
  return (
    <form
      className="form-inline"
      aria-label="Default per-run ceiling"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate(shown.trim() === '' ? null : Number(shown), { onSuccess: () => setAmount(null) });
      }}
    >
      <TextField
        label="Default max cost per run (USD)"
        type="number"
        min={0.01}
        step="0.01"
        value={shown}
        hint={
          current
            ? `For agents without their own. Empty: ${formatUsd(current.built_in_usd)} for runs under a cap.`
            : undefined
        }
        error={ceilingError}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Button type="submit" variant="primary" busy={save.isPending}>
        Save ceiling
      </Button>
      {save.isError && !ceilingError ? <ErrorNotice error={save.error} /> : null}
      {ceiling.isError ? <ErrorNotice error={ceiling.error} /> : null}
    </form>
  );
}
