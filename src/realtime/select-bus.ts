import type { Config } from '../config.js';
import type { Db, DialectName } from '../db/connection.js';
import type { OutageLog } from '../redis/connect.js';
import type { ChangeBus } from './bus.js';
import { InProcessBus } from './in-process-bus.js';
import { PostgresBus } from './postgres-bus.js';
import { RedisBus } from './redis-bus.js';

/**
 * The bus that reaches every API node of this installation: Redis pub/sub when SERVICE_REDIS_URL is
 * set (the installation already shares its rate limits there), otherwise PostgreSQL LISTEN/NOTIFY on
 * PostgreSQL, otherwise (SQLite, one node) in-process delivery.
 */
export function createChangeBus(
  config: Pick<Config, 'redisUrl' | 'databaseUrl'>,
  dialect: DialectName,
  db: Db,
  onError: (error: unknown) => void = () => undefined,
  log: OutageLog | null = null,
): ChangeBus {
  if (config.redisUrl) return new RedisBus(config.redisUrl, onError, log);
  if (dialect === 'postgres') return new PostgresBus(config.databaseUrl, db, onError);
  return new InProcessBus(config.databaseUrl);
}
