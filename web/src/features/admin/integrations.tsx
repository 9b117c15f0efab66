import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  codeHostSettingsQuery,
  integrationsQuery,
  useCodeHostSettings,
  useCreateIntegration,
  useDeleteIntegration,
  useRotateIntegrationSecret,
  type Integration,
} from '../../api/code-hosts.js';
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
  ShownOnce,
} from '../../components/ui.js';
import { formatDate, formatRelative } from '../../lib/format.js';
import { ChatChannelsSection } from './chat-channels.js';

const PROVIDER_NAMES: Record<Integration['provider'], string> = { github: 'GitHub', gitea: 'Gitea' };

interface Shown {
  title: string;
  url: string;
  secret: string;
}

/** `/admin/integrations`: Administration → Integrations (issue 29), for owners and admins. */
export function IntegrationsPage() {
  const [shown, setShown] = useState<Shown | null>(null);
  const create = useCreateIntegration((created) =>
    setShown({ title: 'Integration created: its webhook secret', ...created }),
  );
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect a code host, whose pull requests appear on the issues they name and move them along, and the chat channels your team reads."
        actions={
          <div className="row">
            <Button variant="primary" busy={create.isPending} onClick={() => create.mutate('github')}>
              Connect GitHub
            </Button>
            <Button busy={create.isPending} onClick={() => create.mutate('gitea')}>
              Connect Gitea
            </Button>
          </div>
        }
      />
      <ErrorNotice error={create.error} title="The integration was not created." />
      {shown ? (
        <ShownOnce
          title={shown.title}
          label="Webhook secret"
          value={shown.secret}
          onDone={() => setShown(null)}
        >
          <p>
            In the repository’s settings, add a webhook with the payload URL below, content type{' '}
            <code>application/json</code>, this secret, and the <code>Pull requests</code> and{' '}
            <code>Pushes</code> events. Copy the secret now: it is shown only this once.
          </p>
          <p>
            Payload URL: <code>{shown.url}</code> <CopyButton text={shown.url} label="Copy URL" />
          </p>
        </ShownOnce>
      ) : null}
      <StatusMovesSection />
      <IntegrationListSection onSecret={setShown} />
      <ChatChannelsSection />
    </>
  );
}

function StatusMovesSection() {
  const settings = useQuery(codeHostSettingsQuery);
  const change = useCodeHostSettings();
  const id = useId();
  // Shown at once (a discrete event re-renders synchronously), not when the mutation reports back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? settings.data?.status_moves ?? true;
  return (
    <Section title="Status moves">
      {settings.isPending ? <Loading /> : null}
      <ErrorNotice error={settings.error ?? change.error} />
      {settings.data ? (
        <label htmlFor={id} className="checkbox-row">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            onChange={(event) => {
              const statusMoves = event.target.checked;
              setChosen(statusMoves);
              change.mutate({ status_moves: statusMoves }, { onError: () => setChosen(null) });
            }}
          />{' '}
          Move issues with their pull requests: a pull request opened or marked ready moves the issues it
          names to In review, a merged one to Done
        </label>
      ) : null}
    </Section>
  );
}

function IntegrationListSection({ onSecret }: { onSecret: (shown: Shown) => void }) {
  const integrations = useQuery(integrationsQuery);
  const rotate = useRotateIntegrationSecret((rotated) =>
    onSecret({ title: 'New webhook secret', ...rotated }),
  );
  const remove = useDeleteIntegration();
  return (
    <Section title="Connected code hosts">
      <ErrorNotice error={rotate.error ?? remove.error} />
      {integrations.isPending ? (
        <Loading />
      ) : integrations.isError ? (
        <ErrorNotice error={integrations.error} />
      ) : integrations.data.length === 0 ? (
        <EmptyState title="No code host connected yet">
          Connect GitHub or Gitea to see pull requests on their issues.
        </EmptyState>
      ) : (
        <ul className="list">
          {integrations.data.map((integration) => (
            <IntegrationRow
              key={integration.id}
              integration={integration}
              reconnecting={rotate.isPending && rotate.variables === integration.id}
              onReconnect={() => rotate.mutate(integration.id)}
              onRotate={() => rotate.mutateAsync(integration.id)}
              onDelete={() => remove.mutateAsync(integration.id)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

interface IntegrationRowProps {
  integration: Integration;
  reconnecting: boolean;
  onReconnect: () => void;
  onRotate: () => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/**
 * One integration. One that a workspace import brought without its secret (issue 37) says so and offers
 * Reconnect, which sets a new secret and shows it with the payload URL to put into the code host.
 */
function IntegrationRow({ integration, reconnecting, onReconnect, onRotate, onDelete }: IntegrationRowProps) {
  const titleId = `integration-${integration.id}`;
  const noticeId = `integration-${integration.id}-reconnect`;
  return (
    <li className="list-row">
      <div className="list-main">
        <span className="list-title" id={titleId}>
          <Badge>{PROVIDER_NAMES[integration.provider]}</Badge> <code>{integration.url}</code>{' '}
          {integration.reconnect_needed ? <Badge tone="warn">Reconnect needed</Badge> : null}
        </span>
        {integration.reconnect_needed ? (
          <span className="muted" id={noticeId}>
            Moved from another installation without its secret: deliveries are refused until you reconnect.
            Reconnect shows a new secret; put it and this payload URL into the code host’s webhook settings.
          </span>
        ) : (
          <span className="muted">
            added {formatDate(integration.created_at)} ·{' '}
            {integration.last_delivery_at
              ? `last delivery ${formatRelative(integration.last_delivery_at)}`
              : 'no delivery yet'}
          </span>
        )}
      </div>
      <CopyButton text={integration.url} label="Copy URL" />
      {integration.reconnect_needed ? (
        <Button
          variant="primary"
          busy={reconnecting}
          aria-describedby={`${titleId} ${noticeId}`}
          onClick={onReconnect}
        >
          Reconnect
        </Button>
      ) : (
        <ConfirmButton
          label="Rotate secret"
          variant="secondary"
          describedBy={titleId}
          title="Rotate the webhook secret?"
          body="Deliveries signed with the old secret are refused from now on: paste the new one into the code host's webhook settings."
          confirmLabel="Rotate"
          onConfirm={onRotate}
        />
      )}
      <ConfirmButton
        label="Delete"
        describedBy={titleId}
        title="Delete this integration?"
        body="Its deliveries are refused from now on. Pull requests it reported stay on their issues."
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </li>
  );
}
