import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { awaitingMyReviewQuery } from '../../api/reviews.js';
import { EmptyState, ErrorNotice, Loading } from '../../components/ui.js';
import { formatDateTime, formatRelative } from '../../lib/format.js';

/** The inbox's "Awaiting my review" (issue 39): issues whose open review round waits for the reader. */
export function AwaitingMyReview() {
  const issues = useQuery(awaitingMyReviewQuery);
  if (issues.isPending) return <Loading label="Loading your reviews…" />;
  if (issues.isError) return <ErrorNotice error={issues.error} title="Your reviews could not be loaded." />;
  if (issues.data.length === 0) {
    return (
      <div className="section">
        <EmptyState title="Nothing awaits your review">
          When an agent delivers work on a project you review, the issue shows up here.
        </EmptyState>
      </div>
    );
  }
  return (
    <section
      className="section"
      aria-label={`${issues.data.length} issue${issues.data.length === 1 ? '' : 's'} awaiting your review`}
    >
      <ul className="list">
        {issues.data.map((issue) => (
          <li key={issue.id} className="list-row">
            <div className="list-main">
              <Link className="list-title" to={`/issues/${issue.id}`}>
                <span className="mono">{issue.id}</span> {issue.title}
              </Link>
              <span className="muted">
                {issue.assignee ? `${issue.assignee.name} · ` : ''}
                <span title={formatDateTime(issue.updated_at)}>
                  updated {formatRelative(issue.updated_at)}
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
