/** Why an approval nobody answered was denied (decisions §12.10); shared with the run repository. */
export const NO_ANSWER_REASON = 'Nobody answered within 24 hours.';

export const ENDED_REASON = (status: string) =>
  status === 'queued'
    ? 'The run went back to the queue before an answer; a new attempt asks again.'
    : `The run ended (${status}) before an answer.`;
