import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  useChangeWorkspaceSettings,
  workspaceSettingsQuery,
  type WorkspaceSettings,
} from '../../api/workspace.js';
import { Button, ErrorNotice, Loading, PageHeader, Section, TextField } from '../../components/ui.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { SecondFactorRequirement } from './workspace-security.js';

/** Administration → Workspace (issue 30): name, cycles, holiday region, runs at once; owners and admins. */
export function WorkspaceSettingsPage() {
  const settings = useQuery(workspaceSettingsQuery());
  return (
    <>
      <PageHeader
        title="Workspace settings"
        description="The workspace's name, cycles and public holidays."
      />
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorNotice error={settings.error} />
      ) : (
        <>
          <SettingsForm settings={settings.data} />
          <MailIntakeForm settings={settings.data} />
          <SecondFactorRequirement settings={settings.data} />
        </>
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: WorkspaceSettings }) {
  const [name, setName] = useState(settings.name);
  const [cyclesOn, setCyclesOn] = useState(settings.cycles !== null);
  const [length, setLength] = useState(String(settings.cycles?.length_days ?? 14));
  const [firstStart, setFirstStart] = useState(settings.cycles?.first_starts_on ?? '');
  const [region, setRegion] = useState(settings.holiday_region ?? '');
  const [maxRuns, setMaxRuns] = useState(settings.max_concurrent_runs?.toString() ?? '');
  const [maxReviews, setMaxReviews] = useState(settings.max_open_reviews?.toString() ?? '');
  const save = useChangeWorkspaceSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      name,
      cycles: cyclesOn ? { length_days: Number(length), first_starts_on: firstStart } : null,
      holiday_region: region.trim() === '' ? null : region.trim(),
      max_concurrent_runs: maxRuns.trim() === '' ? null : Number(maxRuns),
      max_open_reviews: maxReviews.trim() === '' ? null : Number(maxReviews),
    });
  };
  const error = (field: string) => fieldError(save.error, field);
  return (
    <form onSubmit={submit} aria-label="Workspace settings">
      <Section title="General">
        <TextField
          label="Workspace name"
          required
          maxLength={100}
          value={name}
          error={error('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <p className="muted">
          Address name <code>{settings.slug}</code> · issue prefix <code>{settings.issue_prefix}</code>
        </p>
      </Section>
      <CyclesSection
        locked={settings.cycles_locked}
        on={cyclesOn}
        length={length}
        firstStart={firstStart}
        error={error}
        onOn={setCyclesOn}
        onLength={setLength}
        onFirstStart={setFirstStart}
      />
      <Section title="Public holidays" description="Holidays of this region count as days off in capacity.">
        <TextField
          label="Holiday region"
          hint="A country code such as DE, or a country and state such as DE-BY; empty for none."
          maxLength={10}
          value={region}
          error={error('holiday_region')}
          onChange={(event) => setRegion(event.target.value)}
        />
      </Section>
      <AgentsSection
        maxRuns={maxRuns}
        maxReviews={maxReviews}
        error={error}
        onMaxRuns={setMaxRuns}
        onMaxReviews={setMaxReviews}
      />
      {save.isError && !hasFieldErrors(save.error) ? (
        <ErrorNotice error={save.error} title="The settings were not saved." />
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="notice notice-good">
          Settings saved.
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}

/** Whether the workspace uses cycles, and their length and first start (fixed once a cycle closed). */
function CyclesSection({
  locked,
  on,
  length,
  firstStart,
  error,
  onOn,
  onLength,
  onFirstStart,
}: {
  locked: boolean;
  on: boolean;
  length: string;
  firstStart: string;
  error: (field: string) => string | undefined;
  onOn: (on: boolean) => void;
  onLength: (length: string) => void;
  onFirstStart: (firstStart: string) => void;
}) {
  return (
    <Section
      title="Cycles"
      description="Numbered windows of work: cycle 1 starts on the first start, each lasts the same number of days."
    >
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={on}
            disabled={locked}
            onChange={(event) => onOn(event.target.checked)}
          />{' '}
          Use cycles
        </label>
      </div>
      {on ? (
        <div className="form-inline">
          <TextField
            label="Cycle length (days)"
            type="number"
            min={1}
            max={366}
            required
            disabled={locked}
            value={length}
            error={error('cycles.length_days')}
            onChange={(event) => onLength(event.target.value)}
          />
          <TextField
            label="First cycle starts on"
            type="date"
            required
            disabled={locked}
            value={firstStart}
            error={error('cycles.first_starts_on') ?? error('cycles')}
            onChange={(event) => onFirstStart(event.target.value)}
          />
        </div>
      ) : null}
      {locked ? (
        <p className="muted">A cycle has already closed, so the cycle length and first start are fixed.</p>
      ) : null}
    </Section>
  );
}

/** How many runs of agents the workspace lets run at once, and the open reviews a reviewer holds (issue 39). */
function AgentsSection({
  maxRuns,
  maxReviews,
  error,
  onMaxRuns,
  onMaxReviews,
}: {
  maxRuns: string;
  maxReviews: string;
  error: (field: string) => string | undefined;
  onMaxRuns: (value: string) => void;
  onMaxReviews: (value: string) => void;
}) {
  return (
    <Section title="Agents" description="How many runs of agents the workspace lets run at once.">
      <TextField
        label="Max concurrent runs"
        type="number"
        min={1}
        hint="Queued runs wait (at capacity) while this many run; empty for no cap."
        value={maxRuns}
        error={error('max_concurrent_runs')}
        onChange={(event) => onMaxRuns(event.target.value)}
      />
      <TextField
        label="Max open reviews per reviewer"
        type="number"
        min={1}
        hint="Agents’ runs on a project wait (review capacity) while every reviewer present has this many reviews open; empty for no cap."
        value={maxReviews}
        error={error('max_open_reviews')}
        onChange={(event) => onMaxReviews(event.target.value)}
      />
    </Section>
  );
}

/**
 * Issues by mail (issue 41): whether mail from people who are not members is filed for triage (a
 * backlog issue naming the sender) or refused. Saved on its own: it is about who may write in.
 */
function MailIntakeForm({ settings }: { settings: WorkspaceSettings }) {
  const [fileStrangers, setFileStrangers] = useState(settings.file_mail_from_strangers);
  const save = useChangeWorkspaceSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ file_mail_from_strangers: fileStrangers });
  };
  return (
    <form onSubmit={submit} aria-label="Issues by mail" className="follow-on-form">
      <Section
        title="Issues by mail"
        description="Where the server reads a mailbox, a member's mail becomes an issue and a reply to a notification a comment."
      >
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={fileStrangers}
              onChange={(event) => setFileStrangers(event.target.checked)}
            />{' '}
            File mail from people who are not members for triage (as backlog issues naming the sender)
          </label>
          <p className="muted">
            Off: such mail is refused, and nothing is sent back. Mail reaches this workspace when it is
            addressed with its name as a plus-tag (<code>support+{settings.slug}@…</code>).
          </p>
        </div>
        {save.isError ? <ErrorNotice error={save.error} title="The setting was not saved." /> : null}
        {save.isSuccess ? (
          <p role="status" className="notice notice-good">
            Saved.
          </p>
        ) : null}
        <Button type="submit" busy={save.isPending}>
          Save mail setting
        </Button>
      </Section>
    </form>
  );
}
