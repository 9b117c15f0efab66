import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldError } from '../../api/client.js';
import {
  useCreateWebhook,
  useResumeWebhook,
  webhooksQuery,
  type Webhook,
  type WebhookWithSecret,
} from '../../api/webhooks.js';
import { EventChecklist } from '../../components/event-checklist.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  ShownOnce,
  TextField,
} from '../../components/ui.js';
import { formatDate } from '../../lib/format.js';
import { EVENT_NAMES } from '../../../../src/schemas/enums.js';
import { summarizeEvents } from '../../lib/webhook-events.js';

export function WebhooksPage() {
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Tandem posts signed events to these addresses as they happen."
        actions={
          creating ? null : (
            <Button variant="primary" onClick={() => setCreating(true)}>
              New webhook
            </Button>
          )
        }
      />
      {creating ? (
        <CreateWebhookSection
          onCancel={() => setCreating(false)}
          onCreated={(webhook) => {
            setCreating(false);
            setCreated(webhook);
          }}
        />
      ) : null}
      {created?.secret ? (
        <ShownOnce
          title="Webhook created: its signing secret"
          label="Signing secret"
          value={created.secret}
          onDone={() => setCreated(null)}
        >
          <p>
            Copy the secret now: it is shown only this once. Your receiver uses it to check the{' '}
            <code>X-Service-Signature</code> header of each delivery.
          </p>
        </ShownOnce>
      ) : null}
      <WebhookListSection />
    </>
  );
}

function CreateWebhookSection({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (webhook: WebhookWithSecret) => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...EVENT_NAMES]);
  const create = useCreateWebhook();
  const errorAt = (field: string) => fieldError(create.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url, events }, { onSuccess: onCreated });
  };
  return (
    <Section title="New webhook">
      <form onSubmit={submit} className="form-grid">
        <TextField
          label="URL"
          type="url"
          required
          autoFocus
          placeholder="https://example.com/tandem-events"
          value={url}
          error={errorAt('url')}
          onChange={(event) => setUrl(event.target.value)}
        />
        <EventChecklist value={events} onChange={setEvents} error={errorAt('events')} />
        {create.isError && !errorAt('url') && !errorAt('events') ? (
          <ErrorNotice error={create.error} />
        ) : null}
        <div className="row">
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create webhook
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Section>
  );
}

function WebhookListSection() {
  const webhooks = useQuery({
    ...webhooksQuery,
  });
  const resume = useResumeWebhook();
  return (
    <Section title="Endpoints">
      <ErrorNotice error={resume.error} title="The webhook was not resumed." />
      {webhooks.isPending ? (
        <Loading />
      ) : webhooks.isError ? (
        <ErrorNotice error={webhooks.error} />
      ) : webhooks.data.length === 0 ? (
        <EmptyState title="No webhooks yet">
          Add one to have issues, comments and agent runs posted to your own service.
        </EmptyState>
      ) : (
        <ul className="list">
          {webhooks.data.map((webhook) => (
            <li
              key={webhook.id}
              className={`list-row${webhook.state === 'stopped' ? ' list-row-alert' : ''}`}
            >
              <div className="list-main">
                <Link
                  className="list-title link-strong"
                  to={`/admin/webhooks/${webhook.id}`}
                  id={`webhook-${webhook.id}`}
                >
                  {webhook.url}
                </Link>
                <span className="muted">
                  {summarizeEvents(webhook.events)} · added {formatDate(webhook.created_at)}
                </span>
              </div>
              <WebhookState webhook={webhook} />
              {webhook.state === 'stopped' ? (
                <Button
                  variant="primary"
                  aria-describedby={`webhook-${webhook.id}`}
                  busy={resume.isPending && resume.variables?.id === webhook.id}
                  onClick={() => resume.mutate(webhook)}
                >
                  Resume
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function WebhookState({ webhook }: { webhook: Webhook }) {
  if (webhook.state === 'stopped') {
    return (
      <span className="state">
        <Badge tone="bad">Stopped</Badge>
        <span className="muted">{failures(webhook.failure_count)}</span>
      </span>
    );
  }
  return (
    <span className="state">
      <Badge tone="good">Active</Badge>
      {webhook.failure_count > 0 ? (
        <span className="warn-text">{failures(webhook.failure_count)}</span>
      ) : null}
    </span>
  );
}

function failures(count: number): string {
  return count === 1 ? '1 failure' : `${count} failures`;
}
