import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface SseOptions {
  /** A comment is written this often so that proxies and clients keep an idle stream open. */
  keepAliveMs: number;
  /** Called at every keep-alive (the route re-checks the token there). */
  onKeepAlive?: () => void;
  /** A client that stops reading is dropped once this much output waits for it. */
  maxBufferedBytes?: number;
  /** Reconnection delay suggested to EventSource clients. */
  retryMs?: number;
}

/**
 * One Server-Sent Events response: `event:`/`data:` frames, keep-alive comments, and one close path
 * whether the client went away, the server ended the stream or the application is shutting down.
 */
export class SseStream {
  private keepAlive: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(
    private readonly response: ServerResponse,
    private readonly options: SseOptions,
  ) {
    response.once('close', () => this.handleClose());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends the status line and headers (`headers` carries those set earlier, such as rate limits). */
  open(headers: OutgoingHttpHeaders = {}): void {
    if (this.closed) return;
    this.response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    this.write(`retry: ${this.options.retryMs ?? 3000}\n\n`);
    this.keepAlive = setInterval(() => {
      this.comment('keep-alive');
      this.options.onKeepAlive?.();
    }, this.options.keepAliveMs);
    this.keepAlive.unref();
  }

  send(event: string, data: unknown, id?: number): void {
    this.sendJson(event, JSON.stringify(data), id);
  }

  /** An event whose data is JSON text already (one line, as JSON.stringify writes it). */
  sendJson(event: string, json: string, id?: number): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`);
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  end(): void {
    if (this.closed) return;
    this.response.end();
    this.handleClose();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.response.writableLength > (this.options.maxBufferedBytes ?? 1024 * 1024)) {
      this.response.destroy();
      this.handleClose();
      return;
    }
    this.response.write(chunk);
  }

  private handleClose(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
