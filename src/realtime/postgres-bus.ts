import type { Db } from '../db/connection.js';
import pg from 'pg';
import { sql } from 'kysely';
import { boardChannel, type BoardChange, type BusChannel, type ChangeBus } from './bus.js';

/** Shown in pg_stat_activity, so an operator can tell the listener connection apart. */
export const LISTENER_APPLICATION_NAME = 'tandem-whiteboard-listener';
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * PostgreSQL LISTEN/NOTIFY: every API node keeps one dedicated connection listening on the channel
 * (a pooled connection cannot LISTEN: it is handed to other queries). Publishing is a NOTIFY through the
 * ordinary pool. A lost listener reconnects with backoff and reports a resync.
 */
export class PostgresBus<Change = BoardChange> implements ChangeBus<Change> {
  private client: pg.Client | null = null;
  /** Set once listening worked: from then on a lost connection is re-established in the background. */
  private started = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  private onChange: ((change: Change) => void) | null = null;
  private onResync: (() => void) | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly channel: BusChannel<Change> = boardChannel as unknown as BusChannel<Change>,
    private readonly applicationName = LISTENER_APPLICATION_NAME,
  ) {}

  async publish(change: Change): Promise<void> {
    await sql`select pg_notify(${this.channel.name}, ${this.channel.encode(change)})`.execute(this.db);
  }

  async start(onChange: (change: Change) => void, onResync: () => void): Promise<void> {
    if (this.started) return;
    this.onChange = onChange;
    this.onResync = onResync;
    await this.connect();
    this.started = true;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: this.applicationName,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) this.onError(error);
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      // A first connection that fails is the caller's to retry; a lost one is re-established here.
      if (this.started) this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== this.channel.name || !message.payload) return;
      const change = this.channel.decode(message.payload);
      if (change) this.onChange?.(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel.name}`);
    } catch (error) {
      onLost(error);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempts = 0;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempts, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.connect().then(
        () => {
          if (!this.closed) this.onResync?.();
        },
        // connect() already scheduled the next attempt.
        () => undefined,
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
