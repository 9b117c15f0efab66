import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fieldError } from '../../api/client.js';
import {
  deliveriesQuery,
  useDeleteWebhook,
  useReplayDelivery,
  useResumeWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  webhooksQuery,
  type Delivery,
  type DeliveryFilter,
  type Webhook,
} from '../../api/webhooks.js';
import { EventChecklist } from '../../components/event-checklist.js';
import {
  Badge,
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  ShownOnce,
  TextField,
} from '../../components/ui.js';
import { formatDateTime, formatDuration } from '../../lib/format.js';
import { EVENT_NAMES } from '../../../../src/schemas/enums.js';
import { isSuccessStatus } from '../../lib/webhook-events.js';
import { WebhookState } from './webhooks.js';

export function WebhookDetailPage() {
  const { id = '' } = useParams();
  const webhooks = useQuery({
    ...webhooksQuery,
  });
  const webhook = webhooks.data?.find((candidate) => String(candidate.id) === id);
  if (webhooks.isPending) return <Loading />;
  if (webhooks.isError) return <ErrorNotice error={webhooks.error} />;
  if (!webhook) {
    return (
      <>
        <PageHeader title="Webhook not found" />
        <EmptyState title="This webhook does not exist or was deleted.">
          <Link to="/admin/webhooks">Back to webhooks</Link>
        </EmptyState>
      </>
    );
  }
  return <WebhookDetail webhook={webhook} />;
}

function WebhookDetail({ webhook }: { webhook: Webhook }) {
  const navigate = useNavigate();
  const [secret, setSecret] = useState<string | null>(null);
  const resume = useResumeWebhook();
  const rotate = useRotateWebhookSecret();
  const deletion = useDeleteWebhook();
  return (
    <>
      <p className="breadcrumb">
        <Link to="/admin/webhooks">Webhooks</Link>
      </p>
      <PageHeader
        title="Webhook"
        description={<span className="mono">{webhook.url}</span>}
        actions={<WebhookState webhook={webhook} />}
      />
      {webhook.state === 'stopped' ? (
        <div className="notice notice-error notice-row">
          <span>
            Deliveries stopped after {webhook.failure_count} failures in a row. Fix the receiver, then resume:
            new events are delivered again.
          </span>
          <Button variant="primary" busy={resume.isPending} onClick={() => resume.mutate(webhook)}>
            Resume
          </Button>
        </div>
      ) : null}
      <ErrorNotice error={resume.error} />
      {secret ? (
        <ShownOnce
          title="New signing secret"
          label="Signing secret"
          value={secret}
          onDone={() => setSecret(null)}
        >
          <p>Copy it now: it is shown only this once. The old secret no longer signs deliveries.</p>
        </ShownOnce>
      ) : null}
      <DeliveriesSection webhook={webhook} />
      <EditSection webhook={webhook} />
      <Section title="Signing secret and removal">
        <div className="row">
          <ConfirmButton
            label="Rotate secret"
            variant="primary"
            title="Rotate the signing secret?"
            body="A new secret signs every delivery from now on; receivers checking the old one will reject them until updated."
            confirmLabel="Rotate secret"
            onConfirm={async () => {
              const rotated = await rotate.mutateAsync(webhook.id);
              setSecret(rotated.secret);
            }}
          />
          <ConfirmButton
            label="Delete webhook"
            title="Delete this webhook?"
            body="No more events are sent to it and its delivery log is gone."
            confirmLabel="Delete webhook"
            onConfirm={async () => {
              await deletion.mutateAsync(webhook.id);
              void navigate('/admin/webhooks');
            }}
          />
        </div>
      </Section>
    </>
  );
}

function EditSection({ webhook }: { webhook: Webhook }) {
  const [url, setUrl] = useState(webhook.url);
  const [events, setEvents] = useState<string[]>(webhook.events);
  const save = useUpdateWebhook(webhook.id);
  const errorAt = (field: string) => fieldError(save.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ url, events });
  };
  return (
    <Section title="Settings">
      <form className="form-grid" onSubmit={submit}>
        <TextField
          label="URL"
          type="url"
          required
          value={url}
          error={errorAt('url')}
          onChange={(event) => setUrl(event.target.value)}
        />
        <EventChecklist value={events} onChange={setEvents} error={errorAt('events')} />
        {save.isError && !errorAt('url') && !errorAt('events') ? <ErrorNotice error={save.error} /> : null}
        {save.isSuccess ? (
          <p className="notice notice-good" role="status">
            Saved.
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" busy={save.isPending}>
            Save changes
          </Button>
        </div>
      </form>
    </Section>
  );
}

const RESULT_OPTIONS = [
  { value: '', label: 'All results' },
  { value: 'success', label: 'Succeeded' },
  { value: 'failure', label: 'Failed' },
];
const EVENT_OPTIONS = [
  { value: '', label: 'All events' },
  ...EVENT_NAMES.map((event) => ({ value: event, label: event })),
];

function DeliveriesSection({ webhook }: { webhook: Webhook }) {
  const [event, setEvent] = useState('');
  const [result, setResult] = useState('');
  const [replayed, setReplayed] = useState<string | number | null>(null);
  const filter: DeliveryFilter = {
    ...(event ? { event: event as NonNullable<DeliveryFilter['event']> } : {}),
    ...(result ? { result: result as NonNullable<DeliveryFilter['result']> } : {}),
  };
  const deliveries = useQuery({
    ...deliveriesQuery(webhook.id, filter),
    // The log fills as the worker delivers: kept fresh while the page is open.
    refetchInterval: 3000,
  });
  const replay = useReplayDelivery(webhook.id);
  return (
    <Section
      title="Deliveries"
      description="Every attempt of the last seven days, newest first."
      actions={
        <div className="filters">
          <SelectField
            label="Event"
            options={EVENT_OPTIONS}
            value={event}
            onChange={(e) => setEvent(e.target.value)}
          />
          <SelectField
            label="Result"
            options={RESULT_OPTIONS}
            value={result}
            onChange={(e) => setResult(e.target.value)}
          />
        </div>
      }
    >
      <ErrorNotice error={replay.error} title="Replay failed." />
      {replayed !== null && replay.isSuccess ? (
        <p className="notice notice-good" role="status">
          Replay queued: it appears here once sent.
        </p>
      ) : null}
      {deliveries.isPending ? (
        <Loading />
      ) : deliveries.isError ? (
        <ErrorNotice error={deliveries.error} />
      ) : deliveries.data.length === 0 ? (
        <EmptyState title={event || result ? 'No deliveries match' : 'No deliveries yet'}>
          {event || result
            ? 'Change the filters to see more.'
            : 'Deliveries appear here when a subscribed event happens.'}
        </EmptyState>
      ) : (
        <DeliveriesTable
          deliveries={deliveries.data}
          replaying={replay.isPending ? replay.variables?.id : undefined}
          onReplay={(delivery) => replay.mutate(delivery, { onSuccess: () => setReplayed(delivery.id) })}
        />
      )}
    </Section>
  );
}

/** The log of delivery attempts, each with its answer and a Replay button. */
function DeliveriesTable({
  deliveries,
  replaying,
  onReplay,
}: {
  deliveries: Delivery[];
  /** The delivery whose replay is being queued, if any. */
  replaying: Delivery['id'] | undefined;
  onReplay: (delivery: Delivery) => void;
}) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Deliveries of this webhook</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Attempt</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">Error</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td className="nowrap">{formatDateTime(delivery.created_at)}</td>
              <td>
                <code>{delivery.event}</code>
              </td>
              <td>{delivery.attempt}</td>
              <td>
                {delivery.status === null ? (
                  <Badge tone="bad">No answer</Badge>
                ) : (
                  <Badge tone={isSuccessStatus(delivery.status) ? 'good' : 'bad'}>{delivery.status}</Badge>
                )}
              </td>
              <td className="nowrap">{formatDuration(delivery.duration_ms)}</td>
              <td className="cell-error">{delivery.error ?? <span className="muted">—</span>}</td>
              <td className="cell-actions">
                <Button busy={replaying === delivery.id} onClick={() => onReplay(delivery)}>
                  Replay
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
