import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { cancelRun, retryRun, RUN_KEY, RUNS_KEY, type Run } from '../api/runs.js';
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errorId = useId();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
      queryClient.invalidateQueries({ queryKey: RUN_KEY }),
    ]);
  const cancel = async () => {
    await cancelRun(run.id);
    await refresh();
  };
  const retry = useMutation({
    mutationFn: () => retryRun(run.id),
    onSuccess: async (queued) => {
      await refresh();
      if (openRetry) await navigate(`/runs/${queued.id}`);
    },
  });
  if (session.workspace.role === 'guest') return null;
  return (
    <div className="run-controls">
      {runIsFinished(run.status) ? (
        <Button
          busy={retry.isPending}
          aria-describedby={describedBy ?? (retry.error ? errorId : undefined)}
          onClick={() => retry.mutate()}
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
