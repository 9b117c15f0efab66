import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  sessionsQuery,
  useEndAllSessions,
  useEndOtherSessions,
  useEndSession,
  type SessionRecord,
} from '../../api/session.js';
import { Badge, ConfirmButton, EmptyState, ErrorNotice, Loading, PageHeader } from '../../components/ui.js';
import { Section } from '../../components/ui.js';
import { formatDateTime, formatRelative } from '../../lib/format.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import { RevokeTokensCheck } from './profile.js';

/** `/settings/sessions`: Settings → Sessions (issue 43), one's own browsers signed in, ended one by one or together. */
export function SessionsPage() {
  return (
    <>
      <PageHeader
        title="Sessions"
        description="Sign out a browser you no longer use, or every one but this."
      />
      <SessionsSection />
    </>
  );
}

function SessionsSection() {
  const [revokeTokens, setRevokeTokens] = useState(true);
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery);
  const leave = () => void navigate('/login');
  const endSession = useEndSession(leave);
  const endOthers = useEndOtherSessions();
  const endAll = useEndAllSessions(leave);
  const endOne = (record: SessionRecord) => endSession.mutateAsync(record);
  const others = (sessions.data ?? []).filter((record) => !record.current).length;
  return (
    <Section
      title="Sessions"
      description="Browsers signed in to your account: where, and when they were last active."
      actions={
        <div className="row">
          {others > 0 ? (
            <ConfirmButton
              label="Sign out other sessions"
              variant="secondary"
              title="Sign out every other session?"
              body={`${others === 1 ? 'One other browser is' : `${others} other browsers are`} signed out; this one stays signed in.`}
              confirmLabel="Sign out others"
              onConfirm={() => endOthers.mutateAsync()}
            />
          ) : null}
          <ConfirmButton
            label="Sign out everywhere"
            title="Sign out everywhere?"
            body={
              <>
                <p>Every browser signed in to your account is signed out, this one included.</p>
                <RevokeTokensCheck checked={revokeTokens} onChange={setRevokeTokens} />
              </>
            }
            confirmLabel="Sign out everywhere"
            onConfirm={() => endAll.mutateAsync(revokeTokens)}
          />
        </div>
      }
    >
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <ErrorNotice error={sessions.error} />
      ) : sessions.data.length === 0 ? (
        <EmptyState title="No sessions" />
      ) : (
        <ul className="list">
          {sessions.data.map((record) => (
            <SessionRow key={record.id} record={record} onEnd={() => endOne(record)} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One browser signed in: what it is, from where, since when; signed out on its own. */
function SessionRow({ record, onEnd }: { record: SessionRecord; onEnd: () => Promise<void> }) {
  return (
    <li className="list-row">
      <div className="list-main">
        <span className="list-title" id={`session-${record.id}`}>
          {describeUserAgent(record.user_agent)}{' '}
          {record.current ? <Badge tone="good">This browser</Badge> : null}
        </span>
        <span className="muted">
          {record.ip ?? 'Unknown address'} · signed in {formatDateTime(record.created_at)}
          {record.last_seen_at ? ` · last active ${formatRelative(record.last_seen_at)}` : ''}
        </span>
      </div>
      <ConfirmButton
        label="Sign out"
        describedBy={`session-${record.id}`}
        title="Sign out this session?"
        body={
          record.current
            ? 'This is the browser you are using: you will be signed out.'
            : 'That browser will have to sign in again.'
        }
        confirmLabel="Sign out"
        onConfirm={onEnd}
      />
    </li>
  );
}
