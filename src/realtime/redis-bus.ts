import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis, type OutageLog } from '../redis/connect.js';
import { boardChannel, type BoardChange, type BusChannel, type ChangeBus } from './bus.js';

function connect(
  url: string,
  onError: (error: unknown) => void,
  log: OutageLog | null,
  connectionName?: string,
): Redis {
  const redis = connectRedis(
    url,
    {
      unreachable: 'live updates between API nodes stop until it is back (each node still serves its own)',
      back: 'live updates between API nodes resumed (open streams resync)',
    },
    log,
    { lazyConnect: true, ...(connectionName ? { connectionName } : {}) },
  );
  // Without a logger, every error goes to the caller; with one, the outage is logged once.
  if (!log) redis.on('error', onError);
  return redis;
}

/**
 * Redis pub/sub when SERVICE_REDIS_URL is set: one subscriber connection per node (a subscribed
 * connection can do nothing else) and one publisher. ioredis reconnects and resubscribes by itself;
 * every reconnection after the first is reported as a resync.
 */
export class RedisBus<Change = BoardChange> implements ChangeBus<Change> {
  /** The subscriber's CLIENT name, so that an operator can tell it apart in CLIENT LIST. */
  readonly listenerName = `tandem-whiteboard-listener-${randomBytes(4).toString('hex')}`;
  private publisher: Redis | null = null;
  private publisherReady: Promise<Redis> | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly url: string,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly log: OutageLog | null = null,
    private readonly channel: BusChannel<Change> = boardChannel as unknown as BusChannel<Change>,
  ) {}

  async publish(change: Change): Promise<void> {
    this.publisherReady ??= (async () => {
      const publisher = connect(this.url, this.onError, this.log);
      this.publisher = publisher;
      await publisher.connect();
      return publisher;
    })().catch((error: unknown) => {
      // Try again on the next publish rather than keeping a failed connection forever.
      this.publisher?.disconnect();
      this.publisher = null;
      this.publisherReady = null;
      throw error;
    });
    const publisher = await this.publisherReady;
    await publisher.publish(this.channel.name, this.channel.encode(change));
  }

  async start(onChange: (change: Change) => void, onResync: () => void): Promise<void> {
    if (this.subscriber) return;
    const subscriber = connect(this.url, this.onError, this.log, this.listenerName);
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel.name) return;
      const change = this.channel.decode(message);
      if (change) onChange(change);
    });
    try {
      await subscriber.connect();
      await subscriber.subscribe(this.channel.name);
    } catch (error) {
      // Leave no half-started subscriber behind: the next stream tries again.
      subscriber.disconnect();
      this.subscriber = null;
      throw error;
    }
    subscriber.on('ready', onResync);
  }

  async close(): Promise<void> {
    for (const redis of [this.subscriber, this.publisher]) redis?.disconnect();
    this.subscriber = null;
    this.publisher = null;
    this.publisherReady = null;
  }
}
