/** A small Server-Sent Events client over fetch, for tests of live streams. */
export interface SseEvent {
  event: string;
  data: any;
  /** The `id:` field, when the message had one. */
  id?: string;
}

export class EventStream {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly controller: AbortController,
    body: ReadableStream<Uint8Array> | null,
  ) {
    if (body) void this.pump(body);
    else this.ended = true;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        this.parse();
      }
    } catch {
      // Aborted by close(), or the server went away.
    }
    this.ended = true;
    this.wake();
  }

  private parse(): void {
    let boundary: number;
    while ((boundary = this.buffer.indexOf('\n\n')) >= 0) {
      const frame = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
        else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
        else if (line.startsWith('id: ')) id = line.slice(4);
      }
      if (data.length > 0)
        this.events.push({ event, data: JSON.parse(data.join('\n')), ...(id === undefined ? {} : { id }) });
    }
    this.wake();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `condition` holds, polling on every chunk received; rejects after the deadline. */
  async until<T>(condition: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = condition();
      if (value) return value;
      if (this.ended) throw new Error(`stream ended before ${what}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first event named `name` (after `skip` earlier ones of that name). */
  next(name: string, skip = 0, timeoutMs = 5000): Promise<SseEvent> {
    return this.until(() => this.events.filter((e) => e.event === name)[skip], `event ${name}`, timeoutMs);
  }

  async waitForEnd(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('stream did not end');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.controller.abort();
  }
}

export async function openEventStream(
  baseUrl: string,
  path: string,
  token: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers, signal: controller.signal });
  return new EventStream(response.status, response.headers, controller, response.body);
}
