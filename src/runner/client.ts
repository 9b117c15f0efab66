import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The reference runner's side of the runner API: JSON over HTTP with a runtime token. Lost connections,
 * 5xx and 429 answers are retried with exponential backoff (with jitter) until they succeed or the
 * runner gives up on the call; 4xx answers are returned to the caller, never retried.
 */
export class RunnerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

export interface ClientLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const base = Math.min(options.maxMs, options.initialMs * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** `fetch failed` says little; its cause (ECONNREFUSED, ECONNRESET, a timeout) says what happened. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

export function daemonBaseUrl(url: string): string {
  return `${url.replace(/\/+$/, '').replace(/\/api\/daemon\/v1$/, '')}/api/daemon/v1`;
}

export class RunnerClient {
  private readonly base: string;

  constructor(
    url: string,
    private readonly token: string,
    private readonly log: ClientLog,
    private readonly backoff: BackoffOptions = { initialMs: 500, maxMs: 30_000 },
  ) {
    this.base = daemonBaseUrl(url);
  }

  /**
   * POSTs `body` to `path` and returns the `data` of the answer. Retries transient failures until
   * `signal` aborts (then the last failure is thrown). A 4xx answer throws RunnerApiError at once. Each
   * attempt waits at most `timeoutMs` for its answer; `onAttempt` is called as each attempt is sent (a
   * claim's lease runs from the attempt that was answered, not from the first one).
   */
  async post<T>(
    path: string,
    body: unknown,
    signal?: AbortSignal,
    timeoutMs = 30_000,
    onAttempt?: () => void,
  ): Promise<T> {
    return this.send<T>(
      path,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      },
      signal,
      timeoutMs,
      onAttempt,
    );
  }

  /** GETs `path` with the lease token in its header (`GET /runs/{run}/messages`), retried like `post`. */
  async get<T>(path: string, leaseToken: string, signal?: AbortSignal, timeoutMs = 30_000): Promise<T> {
    return this.send<T>(
      path,
      { method: 'GET', headers: { authorization: `Bearer ${this.token}`, 'x-lease-token': leaseToken } },
      signal,
      timeoutMs,
    );
  }

  private async send<T>(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
    signal: AbortSignal | undefined,
    timeoutMs: number,
    onAttempt?: () => void,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let failure: string;
      try {
        onAttempt?.();
        const response = await fetch(`${this.base}${path}`, {
          ...init,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        const parsed = text ? (JSON.parse(text) as { data?: T; message?: string }) : {};
        if (response.ok) return parsed.data as T;
        if (response.status < 500 && response.status !== 429) {
          throw new RunnerApiError(response.status, parsed.message ?? `HTTP ${response.status}`);
        }
        failure = `HTTP ${response.status}`;
      } catch (error) {
        if (error instanceof RunnerApiError) throw error;
        failure = describeFailure(error);
      }
      if (signal?.aborted) throw new Error(`${path}: ${failure}`);
      const delay = backoffDelay(attempt, this.backoff);
      this.log.warn(
        { path, attempt: attempt + 1, retry_in_ms: delay, error: failure },
        'runner API unreachable; retrying',
      );
      try {
        await sleep(delay, undefined, signal ? { signal } : undefined);
      } catch {
        throw new Error(`${path}: ${failure}`);
      }
    }
  }
}
