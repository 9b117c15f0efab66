import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { OutageLog } from '../redis/connect.js';
import { boardTopic, type BoardChange, type BusTopic, type ChangeBus } from './bus.js';
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
  db: Kysely<Database>,
  onError: (error: unknown) => void = () => undefined,
  log: OutageLog | null = null,
  topic: BusTopic<Change> = boardTopic as unknown as BusTopic<Change>,
): ChangeBus<Change> {
  if (config.redisUrl) return new RedisBus(config.redisUrl, onError, log, topic);
  if (dialect === 'postgres') return new PostgresBus(config.databaseUrl, db, onError, topic);
  // The board's topic keeps its historical name; other topics are kept apart by their channel.
  return new InProcessBus(
    topic.channel === boardTopic.channel ? config.databaseUrl : `${topic.channel}:${config.databaseUrl}`,
  );
}
