import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { runApprovalsQuery, useAnswerApproval, type Approval } from '../../api/approvals.js';
import { ApiError } from '../../api/client.js';
import type { Run } from '../../api/runs.js';
import { Badge, Button, ErrorNotice, FieldNotes, Loading, Section } from '../../components/ui.js';
import { formatDateTime } from '../../lib/format.js';

const TONES = { pending: 'warn', approved: 'good', denied: 'bad' } as const;

function scopeText(scope: Approval['scope']): string {
  return typeof scope === 'string' ? scope : JSON.stringify(scope);
}

/**
 * The run's approvals (decisions §12.10): what the agent asked to do and on what, who answered, when and
 * why; Approve and Deny (with a reason) for the people who may answer. Shown once the run asked for any.
 */
export function RunApprovals({ run }: { run: Run }) {
  const approvals = useQuery(runApprovalsQuery(run.id, run.awaiting_approval));
  if (approvals.isPending) return <Loading label="Loading the approvals…" />;
  if (approvals.isError) {
    return (
      <Section title="Approvals">
        <ErrorNotice error={approvals.error} title="The approvals cannot be shown" />
      </Section>
    );
  }
  if (approvals.data.length === 0) return null;
  return (
    <Section
      title="Approvals"
      description="Actions the agent asked to take. An answer holds for that action and scope only; unanswered within 24 hours, it is denied."
    >
      <ul className="list" aria-label="Approvals">
        {approvals.data.map((approval) => (
          <ApprovalRow key={approval.id} approval={approval} />
        ))}
      </ul>
    </Section>
  );
}

function ApprovalRow({ approval }: { approval: Approval }) {
  const titleId = useId();
  return (
    <li className="list-row" aria-labelledby={titleId}>
      <div className="list-main">
        <span className="list-title" id={titleId}>
          <span>
            {approval.agent.name} asks to <strong>{approval.action}</strong>:{' '}
            <span className="mono">{scopeText(approval.scope)}</span>
          </span>{' '}
          <Badge tone={TONES[approval.status]}>
            {approval.status === 'pending'
              ? 'Awaiting approval'
              : approval.status === 'approved'
                ? 'Approved'
                : 'Denied'}
          </Badge>
        </span>
        <span className="muted">
          Asked {formatDateTime(approval.requested_at)}
          {approval.status === 'pending'
            ? ` · denied if unanswered by ${formatDateTime(approval.expires_at)}`
            : null}
        </span>
        {approval.status !== 'pending' ? (
          <p className="approval-answer">
            {approval.answered_by
              ? `${approval.status === 'approved' ? 'Approved' : 'Denied'} by ${approval.answered_by.name}`
              : 'Denied without an answer'}
            {approval.answered_at ? ` on ${formatDateTime(approval.answered_at)}` : null}
            {approval.reason ? (
              <>
                : <q>{approval.reason}</q>
              </>
            ) : null}
          </p>
        ) : null}
        {approval.can_answer ? <AnswerForm approval={approval} describedBy={titleId} /> : null}
      </div>
    </li>
  );
}

function AnswerForm({ approval, describedBy }: { approval: Approval; describedBy: string }) {
  const answer = useAnswerApproval();
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (decision: 'approve' | 'deny') => answer.mutate({ id: approval.id, decision, reason });
  const fieldError = answer.error instanceof ApiError ? answer.error.fieldError('reason') : undefined;
  return (
    <form
      className="approval-form"
      aria-describedby={describedBy}
      onSubmit={(event) => {
        event.preventDefault();
        submit('approve');
      }}
    >
      <div className="field">
        <label htmlFor={id}>Reason</label>
        <textarea
          id={id}
          rows={2}
          value={reason}
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
        />
        <FieldNotes id={id} hint="The agent reads it. Required to deny." error={fieldError} />
      </div>
      <div className="approval-actions">
        <Button
          variant="primary"
          type="submit"
          busy={answer.isPending && answer.variables?.decision === 'approve'}
        >
          Approve
        </Button>
        <Button
          variant="danger"
          busy={answer.isPending && answer.variables?.decision === 'deny'}
          onClick={() => submit('deny')}
        >
          Deny
        </Button>
      </div>
      {answer.error && !fieldError ? (
        <ErrorNotice error={answer.error} title="The answer was not taken." />
      ) : null}
    </form>
  );
}
