import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fieldError } from '../../api/client.js';
import type { Issue } from '../../api/issue-page.js';
import { reviewsQuery, useReview, type Review } from '../../api/reviews.js';
import { useSession } from '../../api/session.js';
import { Badge, Button, ErrorNotice, FieldNotes, Loading, Section } from '../../components/ui.js';
import { formatDateTime, formatRelative } from '../../lib/format.js';
import '../../screens.css';

const STATE_WORDS: Record<Review['state'], string> = {
  open: 'Waiting for review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/**
 * The issue's review of agents' work (issue 39): who reviews, the rounds so far, and, for the reviewer
 * while a round is open, Approve and Request changes. Hidden on issues that were never sent to review.
 */
export function ReviewSection({ issue, identifier }: { issue: Issue; identifier: string }) {
  const rounds = useQuery(reviewsQuery(identifier));
  const session = useSession();
  if (rounds.isPending) return issue.reviewer ? <Loading label="Loading the review…" /> : null;
  if (rounds.isError) {
    return (
      <Section title="Review">
        <ErrorNotice error={rounds.error} title="The review could not be loaded." />
      </Section>
    );
  }
  if (rounds.data.length === 0) return null;
  const open = rounds.data.at(-1)?.state === 'open' && issue.status === 'in_review';
  const mine = open && issue.reviewer?.id === session.user.id;
  return (
    <Section
      title="Review"
      description={
        issue.reviewer
          ? `Reviewer: ${issue.reviewer.name}`
          : open
            ? 'Nobody was present to review: a reviewer of the project or an administrator may decide.'
            : undefined
      }
    >
      {mine ? <ReviewForm identifier={identifier} /> : null}
      <ol className="list" aria-label="Review rounds">
        {[...rounds.data].reverse().map((round) => (
          <li key={round.round} className="list-row">
            <div className="list-main">
              <span className="list-title">
                Round {round.round}{' '}
                <Badge tone={round.state === 'approved' ? 'good' : 'neutral'}>
                  {STATE_WORDS[round.state]}
                </Badge>
              </span>
              <span className="muted">
                {round.agent ? `${round.agent.name} delivered` : 'Delivered'}{' '}
                <span title={formatDateTime(round.requested_at)}>{formatRelative(round.requested_at)}</span>
                {round.reviewer ? ` · asked ${round.reviewer.name}` : ' · nobody present to ask'}
                {round.decided_at ? ` · decided ${formatRelative(round.decided_at)}` : ''}
              </span>
              {round.body ? <p className="review-body">{round.body}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function ReviewForm({ identifier }: { identifier: string }) {
  const review = useReview(identifier);
  const [body, setBody] = useState('');
  const id = useId();
  const requestChanges = (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ decision: 'request_changes', body }, { onSuccess: () => setBody('') });
  };
  const bodyError = fieldError(review.error, 'body');
  return (
    <form className="review-form" onSubmit={requestChanges} aria-label="Your review">
      <div className="field">
        <label htmlFor={id}>What should change</label>
        <textarea
          id={id}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${id}-hint${bodyError ? ` ${id}-error` : ''}`}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) requestChanges(event);
          }}
        />
        <FieldNotes
          id={id}
          hint="Requesting changes posts this as your comment and puts the agent back to work. Ctrl+Enter sends."
          error={bodyError}
        />
      </div>
      <div className="row">
        <Button
          variant="primary"
          busy={review.isPending && review.variables?.decision === 'approve'}
          onClick={() => review.mutate({ decision: 'approve' })}
        >
          Approve
        </Button>
        <Button
          type="submit"
          busy={review.isPending && review.variables?.decision === 'request_changes'}
          disabled={body.trim() === ''}
        >
          Request changes
        </Button>
      </div>
      {bodyError ? null : <ErrorNotice error={review.error} />}
    </form>
  );
}
