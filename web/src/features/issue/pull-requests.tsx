import { useQuery } from '@tanstack/react-query';
import { pullRequestsQuery, type PullRequest } from '../../api/code-hosts.js';
import { Badge, ErrorNotice, Loading, Section } from '../../components/ui.js';
import { formatRelative } from '../../lib/format.js';

const STATE_LABELS: Record<PullRequest['state'], string> = {
  open: 'Open',
  closed: 'Closed',
  merged: 'Merged',
};

/** The issue's pull requests (issue 29): what a code host linked and what its runs delivered, once each. */
export function PullRequestsSection({ identifier }: { identifier: string }) {
  const pullRequests = useQuery(pullRequestsQuery(identifier));
  return (
    <Section title="Pull requests">
      {pullRequests.isPending ? <Loading /> : null}
      <ErrorNotice error={pullRequests.error} />
      {pullRequests.data?.length === 0 ? (
        <p className="muted">No pull request names this issue yet.</p>
      ) : null}
      {pullRequests.data && pullRequests.data.length > 0 ? (
        <ul className="list" aria-label="Pull requests">
          {pullRequests.data.map((pr) => (
            <li key={pr.url} className="list-row">
              <div className="list-main">
                <span className="list-title">
                  <a href={pr.url} target="_blank" rel="noopener noreferrer">
                    {pr.title}
                  </a>{' '}
                  <Badge tone={pr.state === 'merged' ? 'good' : 'neutral'}>
                    {pr.draft && pr.state === 'open' ? 'Draft' : STATE_LABELS[pr.state]}
                  </Badge>
                </span>
                <span className="muted">
                  {pr.repository}#{pr.number} · updated {formatRelative(pr.updated_at)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
