import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_EVENTS, type ChatEvent, type ChatKind } from '../../../../src/schemas/enums.js';
import {
  chatChannelsQuery,
  useChangeChatChannel,
  useCreateChatChannel,
  useDeleteChatChannel,
  useTestChatChannel,
  type ChatChannel,
} from '../../api/chat-channels.js';
import { fieldError } from '../../api/client.js';
import { projectsQuery } from '../../api/projects.js';
import {
  Badge,
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { formatRelative } from '../../lib/format.js';

const KIND_NAMES: Record<ChatKind, string> = { slack: 'Slack', teams: 'Microsoft Teams' };

const EVENT_WORDS: Record<ChatEvent, string> = {
  'issue.created': 'Issue created',
  'issue.status_changed': 'Status changed',
  'comment.created': 'Comment',
  'run.failed': 'Agent run failed',
  'review.requested': 'Review requested',
  'approval.requested': 'Approval asked',
};

function ChatEventChecklist({
  value,
  onChange,
  error,
}: {
  value: ChatEvent[];
  onChange: (events: ChatEvent[]) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="field checks" aria-describedby={error ? errorId : undefined}>
      <legend>Events</legend>
      <div className="row row-wrap">
        {CHAT_EVENTS.map((event) => (
          <label key={event} className="check">
            <input
              type="checkbox"
              checked={value.includes(event)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? CHAT_EVENTS.filter((other) => other === event || value.includes(other))
                    : value.filter((other) => other !== event),
                )
              }
            />{' '}
            {EVENT_WORDS[event]}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function NewChatChannelForm() {
  const [kind, setKind] = useState<ChatKind>('slack');
  const [url, setUrl] = useState('');
  const [project, setProject] = useState('');
  const [events, setEvents] = useState<ChatEvent[]>([
    'issue.created',
    'run.failed',
    'review.requested',
    'approval.requested',
  ]);
  const projects = useQuery(projectsQuery);
  const create = useCreateChatChannel();
  const headingId = useId();
  const errorAt = (field: string) => fieldError(create.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, webhook_url: url, events, project_id: project === '' ? null : Number(project) },
      { onSuccess: () => setUrl('') },
    );
  };
  return (
    <form onSubmit={submit} className="form-grid section-subform" aria-labelledby={headingId}>
      <h3 id={headingId}>Connect a channel</h3>
      <SelectField
        label="Platform"
        value={kind}
        onChange={(event) => setKind(event.target.value as ChatKind)}
        options={[
          { value: 'slack', label: 'Slack (or a Slack-compatible chat)' },
          { value: 'teams', label: 'Microsoft Teams' },
        ]}
      />
      <TextField
        label="Incoming webhook URL"
        type="url"
        required
        value={url}
        placeholder={
          kind === 'slack' ? 'https://hooks.slack.com/services/…' : 'https://…webhook.office.com/…'
        }
        hint="Made in the channel’s settings. It works like a password: Tandem keeps it and never shows it again."
        error={errorAt('webhook_url')}
        onChange={(event) => setUrl(event.target.value)}
      />
      <SelectField
        label="Project"
        value={project}
        error={errorAt('project_id')}
        onChange={(event) => setProject(event.target.value)}
        options={[
          { value: '', label: 'Whole workspace' },
          ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        ]}
      />
      <ChatEventChecklist value={events} onChange={setEvents} error={errorAt('events')} />
      {create.isError && !errorAt('webhook_url') && !errorAt('events') && !errorAt('project_id') ? (
        <ErrorNotice error={create.error} title="The channel was not connected." />
      ) : null}
      <div className="row">
        <Button type="submit" variant="primary" busy={create.isPending}>
          Connect channel
        </Button>
      </div>
    </form>
  );
}

function ChannelState({ channel }: { channel: ChatChannel }) {
  if (channel.state === 'stopped') return <Badge tone="bad">Stopped</Badge>;
  if (channel.failure_count > 0) return <Badge tone="warn">Failing</Badge>;
  return <Badge tone="good">Active</Badge>;
}

function ChatChannelRow({ channel, projectName }: { channel: ChatChannel; projectName: string }) {
  const titleId = `chat-channel-${channel.id}`;
  const test = useTestChatChannel();
  const change = useChangeChatChannel();
  const remove = useDeleteChatChannel();
  const [address, setAddress] = useState<string | null>(null);
  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    if (address === null) return;
    change.mutate({ id: channel.id, webhook_url: address }, { onSuccess: () => setAddress(null) });
  };
  return (
    <li className={`list-row${channel.state === 'stopped' ? ' list-row-alert' : ''}`}>
      <div className="list-main">
        <span className="list-title" id={titleId}>
          <Badge>{KIND_NAMES[channel.kind]}</Badge> {projectName}
        </span>
        <span className="muted">
          <code>{channel.webhook_url}</code>
        </span>
        <span className="muted">
          {channel.events.map((event) => EVENT_WORDS[event]).join(', ')} ·{' '}
          {channel.last_delivered_at
            ? `last post ${formatRelative(channel.last_delivered_at)}`
            : 'nothing posted yet'}
        </span>
        {channel.last_error && channel.failure_count > 0 ? (
          <span className="warn-text">{channel.last_error}</span>
        ) : null}
        {test.data ? (
          <span role="status" className={test.data.delivered ? 'muted' : 'warn-text'}>
            {test.data.delivered
              ? 'The test message was posted.'
              : `The test message was not posted: ${test.data.error ?? 'no answer'}.`}
          </span>
        ) : null}
        <ErrorNotice error={test.error ?? change.error} />
        {address !== null ? (
          <form onSubmit={submitAddress} className="row" aria-label="New address">
            <TextField
              label="New incoming webhook URL"
              type="url"
              required
              autoFocus
              value={address}
              error={fieldError(change.error, 'webhook_url')}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Button type="submit" variant="primary" busy={change.isPending}>
              Save address
            </Button>
            <Button variant="ghost" onClick={() => setAddress(null)}>
              Cancel
            </Button>
          </form>
        ) : null}
      </div>
      <ChannelState channel={channel} />
      <Button aria-describedby={titleId} busy={test.isPending} onClick={() => test.mutate(channel.id)}>
        Send test message
      </Button>
      {address === null ? (
        <Button variant="secondary" aria-describedby={titleId} onClick={() => setAddress('')}>
          Change address
        </Button>
      ) : null}
      <ConfirmButton
        label="Disconnect"
        describedBy={titleId}
        title="Disconnect this chat channel?"
        body="Nothing more is posted to it. Its incoming webhook stays in the chat platform until you remove it there."
        confirmLabel="Disconnect"
        onConfirm={() => remove.mutateAsync(channel.id)}
      />
    </li>
  );
}

/** Administration → Integrations → Chat channels (issue 41): Slack and Teams incoming webhooks. */
export function ChatChannelsSection() {
  const channels = useQuery(chatChannelsQuery);
  const projects = useQuery(projectsQuery);
  const projectName = (id: number | null) =>
    id === null ? 'Whole workspace' : (projects.data?.find((p) => p.id === id)?.name ?? 'A project');
  return (
    <Section
      title="Chat channels"
      description="Post chosen events to a Slack or Microsoft Teams channel through its incoming webhook."
    >
      {channels.isPending ? (
        <Loading />
      ) : channels.isError ? (
        <ErrorNotice error={channels.error} />
      ) : channels.data.length === 0 ? (
        <EmptyState title="No chat channel yet">
          Connect one to tell a team’s channel about new issues, failed agent runs and reviews.
        </EmptyState>
      ) : (
        <ul className="list">
          {channels.data.map((channel) => (
            <ChatChannelRow
              key={channel.id}
              channel={channel}
              projectName={projectName(channel.project_id)}
            />
          ))}
        </ul>
      )}
      <NewChatChannelForm />
    </Section>
  );
}
