import type { Claim } from '../schemas/daemon.js';
import { MAX_LOG_BYTES } from '../schemas/limits.js';
import { maskingFor, type SecretMasker } from '../schemas/secret-mask.js';
import { RunnerApiError, type RunnerClient } from './client.js';
import type { OutputStream } from './command.js';

/**
 * Streams COMMAND's output to the run's transcript while it runs (`POST /runs/{run}/log`): lines are
 * timestamped, masked (knownSecrets, also base64- and URL-encoded, and anything shaped like a Tandem
 * token), batched and sent every FLUSH_MS or once
 * FLUSH_BYTES are waiting, one batch at a time and in order. Past MAX_LOG_BYTES nothing more is sent
 * (the server ends the transcript with its marker). Numbering lines from the start of the lease
 * (`from_line`) lets a batch retried after a lost answer be stored once.
 */
export const FLUSH_MS = 500;
export const FLUSH_BYTES = 64 * 1024;
const MAX_LINE_CHARS = 16_384;

interface PendingLine {
  stream: OutputStream;
  at: string;
  text: string;
}

/**
 * What the runner knows to be secret for one run (decisions §11.6, §12.4): its runtime token, the run's
 * lease and run tokens, the values of the agent's custom environment and the agent's secrets. A command
 * that prints its environment, or `ps` output, shows masks in the transcript (and in the summary or
 * error its last line gives), not these.
 */
export function knownSecrets(claim: Claim, runtimeToken: string): string[] {
  return [
    runtimeToken,
    claim.lease.token,
    claim.lease.run_token,
    ...Object.values(claim.context.agent.custom_env),
    ...agentSecretValues(claim),
  ];
}

/**
 * The values of the agent's secrets (decisions §12.4), a set of their own so that whatever else masks
 * (encoded forms) can be merged here: the transcript and the report mask them like the tokens above.
 */
export function agentSecretValues(claim: Claim): string[] {
  return Object.values(claim.context.agent.secrets ?? {});
}

export class Transcript {
  private pending: PendingLine[] = [];
  private pendingBytes = 0;
  private sentLines = 0;
  private totalBytes = 0;
  private sending: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly mask: SecretMasker;

  constructor(
    private readonly client: RunnerClient,
    private readonly runId: string,
    private readonly lease: string,
    secrets: Iterable<string>,
    private readonly signal: AbortSignal,
    private readonly onError: (error: unknown) => void,
  ) {
    this.mask = maskingFor(secrets);
  }

  /** The text as the transcript would show it (the report's summary and error go through it too). */
  maskText(text: string): string {
    return this.mask(text);
  }

  push(stream: OutputStream, raw: string): void {
    if (this.stopped || this.totalBytes > MAX_LOG_BYTES) return;
    const text = this.mask(raw.length > MAX_LINE_CHARS ? `${raw.slice(0, MAX_LINE_CHARS - 1)}…` : raw);
    const bytes = Buffer.byteLength(text);
    this.totalBytes += bytes;
    this.pending.push({ stream, at: new Date().toISOString(), text });
    this.pendingBytes += bytes;
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  /** Sends what is waiting, after the batches already under way. */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0 || this.stopped) return;
    const lines = this.pending;
    const fromLine = this.sentLines;
    this.pending = [];
    this.pendingBytes = 0;
    this.sentLines += lines.length;
    this.sending = this.sending.then(() => this.send(fromLine, lines));
  }

  private async send(fromLine: number, lines: PendingLine[]): Promise<void> {
    if (this.stopped) return;
    try {
      await this.client.post(
        `/runs/${this.runId}/log`,
        { lease_token: this.lease, from_line: fromLine, lines },
        this.signal,
      );
    } catch (error) {
      // Lease lost: the lease renewal notices and stops COMMAND; nothing more is sent.
      if (error instanceof RunnerApiError && error.status === 409) this.stopped = true;
      this.onError(error);
    }
  }

  /** Sends everything still waiting; resolves once the last batch was answered. */
  async close(): Promise<void> {
    this.flush();
    await this.sending;
  }

  /** Drops what is waiting and sends nothing more (the run was released or its lease lost). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }
}
