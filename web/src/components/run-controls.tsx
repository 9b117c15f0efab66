import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useCancelRun, useRetryRun, type Run } from '../api/runs.js';
import { useSession } from '../api/session.js';
import { runIsFinished } from '../lib/run-view.js';
import { Button, ConfirmButton, ErrorNotice } from './ui.js';
import '../screens.css';

/**
 * Cancel and Retry of one run (decisions §11.4), for the run page and the runs overview. The server
 * decides who may (whoever asked for the run, the agent's owner, an administrator) and says why not;
 * guests, who can never, are not offered the buttons.
 */
export function RunControls({
  run,
  describedBy,
  openRetry = false,
}: {
  run: Run;
  /** The id of what names the run (its row), so "Cancel run" says which. */
  describedBy?: string;
  /** Go to the new run's page after a retry (the run page), instead of staying on the list. */
  openRetry?: boolean;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const errorId = useId();
  const cancelRun = useCancelRun();
  const cancel = () => cancelRun.mutateAsync(run.id);
  const retry = useRetryRun();
  if (session.workspace.role === 'guest') return null;
  return (
    <div className="run-controls">
      {runIsFinished(run.status) ? (
        <Button
          busy={retry.isPending}
          aria-describedby={describedBy ?? (retry.error ? errorId : undefined)}
          onClick={() =>
            retry.mutate(run.id, {
              onSuccess: (queued) => {
                if (openRetry) void navigate(`/runs/${queued.id}`);
              },
            })
          }
        >
          Retry
        </Button>
      ) : (
        <ConfirmButton
          label="Cancel run"
          describedBy={describedBy}
          title="Cancel this run?"
          body={
            run.status === 'queued'
              ? `No runner will take it. ${run.agent.name} does not start on it.`
              : `The runner stops ${run.agent.name}'s command within 10 seconds; what it did so far stays.`
          }
          confirmLabel="Cancel run"
          dismissLabel="Keep it"
          onConfirm={cancel}
        />
      )}
      {retry.error ? (
        <div id={errorId}>
          <ErrorNotice error={retry.error} title="The run could not be retried." />
        </div>
      ) : null}
    </div>
  );
}
