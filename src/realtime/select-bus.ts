import type { Config } from '../config.js';
import type { Db, DialectName } from '../db/connection.js';
import type { OutageLog } from '../redis/connect.js';
import { boardChannel, type BoardChange, type BusChannel, type ChangeBus } from './bus.js';
import { InProcessBus } from './in-process-bus.js';
import { PostgresBus } from './postgres-bus.js';
import { RedisBus } from './redis-bus.js';

/**
 * The bus that reaches every API node of this installation: Redis pub/sub when SERVICE_REDIS_URL is
 * set (the installation already shares its rate limits there), otherwise PostgreSQL LISTEN/NOTIFY on
 * PostgreSQL, otherwise (SQLite, one node) in-process delivery.
 */
export function createChangeBus<Change = BoardChange>(
  config: Pick<Config, 'redisUrl' | 'databaseUrl'>,
  dialect: DialectName,
  db: Db,
  onError: (error: unknown) => void = () => undefined,
  log: OutageLog | null = null,
  channel: BusChannel<Change> = boardChannel as unknown as BusChannel<Change>,
): ChangeBus<Change> {
  if (config.redisUrl) return new RedisBus(config.redisUrl, onError, log, channel);
  if (dialect === 'postgres') return new PostgresBus(config.databaseUrl, db, onError, channel);
  // The board's channel keeps its historical topic; other channels are kept apart by their name.
  return new InProcessBus(
    channel.name === boardChannel.name ? config.databaseUrl : `${channel.name}:${config.databaseUrl}`,
  );
}

/**
 * The publishers of a process without live hubs (the admin CLI, the worker): each change opens a bus,
 * publishes and closes it, so that the command leaves no connection behind. On SQLite without Redis
 * it reaches nobody: the servers' streams live in another process.
 */
export function oneShotPublisher<Change>(
  config: Pick<Config, 'redisUrl' | 'databaseUrl'>,
  dialect: DialectName,
  db: Db,
  channel: BusChannel<Change>,
): Pick<ChangeBus<Change>, 'publish'> {
  return {
    async publish(change) {
      const bus = createChangeBus<Change>(config, dialect, db, undefined, null, channel);
      try {
        await bus.publish(change);
      } catch (error) {
        // The change has committed: the command succeeded, only open boards miss the signal (until
        // they are read again). Failing here would invite running the command twice.
        process.emitWarning(`The change was saved, but open streams were not told: ${String(error)}`);
      } finally {
        await bus.close().catch(() => undefined);
      }
    },
  };
}
