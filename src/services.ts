import type { Config } from './config.js';
import type { Db, DialectName } from './db/connection.js';
import { loadElementView } from './domain/knowledge/whiteboards.js';
import { liveEventsChannel, type LiveSignal } from './realtime/live-signal.js';
import { OIDC_CALLBACK_PATH, OidcClient } from './domain/people/oidc.js';
import type { OutageLog } from './redis/connect.js';
import { runChannel, type RunChange } from './realtime/bus.js';
import { BoardHub } from './realtime/hub.js';
import { LiveEventHub } from './realtime/live-hub.js';
import { PostgresBus } from './realtime/postgres-bus.js';
import { RunHub } from './realtime/run-hub.js';
import { createChangeBus, oneShotPublisher } from './realtime/select-bus.js';
import { boardChannel } from './realtime/bus.js';
import { createStorage, type ObjectStorage } from './storage/index.js';
import { systemClock } from './clock.js';
import type { SystemContext } from './domain/context.js';

/** What a process starts from: the database, its dialect and the configuration. */
export interface Foundation {
  db: Db;
  dialect: DialectName;
  config: Config;
}

/** The live-update hubs of one application: one bus connection each, shared by all its routes. */
export interface LiveHubs {
  /**
   * Whiteboard changes: the board commands publish once committed (routes hand them the hub,
   * domain/live-changes.ts), board streams read.
   */
  boards: BoardHub;
  /** Run changes: the run commands (runner API, cancel) publish once committed; transcript streams read. */
  runs: RunHub;
  /** Workspace events: `GET /events`. */
  events: LiveEventHub;
}

/** What routes are given: the foundation, the object storage and the live-update hubs. */
export interface Services extends Foundation {
  storage: ObjectStorage;
  live: LiveHubs;
  /** OpenID Connect sign-in, when configured: the provider is discovered at its first use. */
  oidc: OidcClient | null;
  /** What the domain's commands run with (domain/context.ts); a request adds its caller (`request.ctx`). */
  system: SystemContext;
}

/**
 * The system context of a process without live hubs (the worker's jobs, the admin CLI): each live
 * change opens a bus, publishes and closes it (realtime/select-bus.ts, `oneShotPublisher`).
 */
export function detachedSystemContext({ db, dialect, config }: Foundation): SystemContext {
  return {
    appUrl: config.appUrl,
    clock: systemClock,
    publishers: {
      boards: oneShotPublisher(config, dialect, db, boardChannel),
      runs: oneShotPublisher(config, dialect, db, runChannel),
    },
  };
}

/** The listener connection's name in pg_stat_activity. */
export const LIVE_EVENTS_LISTENER_NAME = 'tandem-live-events-listener';

/**
 * The composition root of an application: the storage and the live-update hubs are made here, once,
 * and handed down to every route; `closeStreams` and `closeServices` release them when it closes.
 */
export function createServices(foundation: Foundation, log: OutageLog): Services {
  const { db, dialect, config } = foundation;
  const boards = new BoardHub(
    (workspaceId, elementId) => loadElementView(db, workspaceId, elementId),
    createChangeBus(config, dialect, db, (error) => log.warn({ err: error }, 'live updates'), log),
    log,
  );
  const runs = new RunHub(
    createChangeBus<RunChange>(
      config,
      dialect,
      db,
      (error) => log.warn({ err: error }, 'live transcripts'),
      log,
      runChannel,
    ),
    log,
  );
  // On PostgreSQL the signal that events committed travels by LISTEN/NOTIFY whatever the installation's
  // whiteboard bus is: the database that holds the events is always there to carry it. It is sent once
  // the transaction that wrote them has committed (announceLiveEvents), so never for a rollback.
  const eventBus =
    dialect === 'postgres'
      ? new PostgresBus<LiveSignal>(
          config.databaseUrl,
          db,
          (error) => log.warn({ err: error }, 'live events'),
          liveEventsChannel,
          LIVE_EVENTS_LISTENER_NAME,
        )
      : null;
  const events = new LiveEventHub(db, eventBus, log, dialect === 'postgres' ? 5_000 : 1_000);
  const oidc = config.oidc ? new OidcClient(config.oidc, config.appUrl + OIDC_CALLBACK_PATH) : null;
  const system: SystemContext = { appUrl: config.appUrl, clock: systemClock, publishers: { boards, runs } };
  return { ...foundation, storage: createStorage(config), live: { boards, runs, events }, oidc, system };
}

/** Ends every open live stream: open streams would keep the server from closing. */
export function closeStreams(services: Services): void {
  services.live.boards.closeStreams();
  services.live.runs.closeStreams();
  services.live.events.closeStreams();
}

/** Releases the hubs' bus connections (after the server has closed). */
export async function closeServices(services: Services): Promise<void> {
  await Promise.all([services.live.boards.close(), services.live.runs.close(), services.live.events.close()]);
}
