import { mailIntake } from '../domain/integrations/inbound-mail.js';
import { MailboxPoller, ownAddresses } from '../mail/imap-poller.js';
import type { ScheduledJobDefinition } from '../queue/types.js';
import { detachedSystemContext } from '../services.js';
import { createStorage, type ObjectStorage } from '../storage/index.js';

/** Seconds between two reads of the mailbox (issue 41): fixed, as SERVICE_IMAP_URL is the only setting. */
export const MAIL_INTAKE_INTERVAL_SECONDS = 60;

const poller = new MailboxPoller();
let storage: { of: unknown; storage: ObjectStorage } | null = null;

/**
 * Issues by mail (decisions §12.15): reads the mailbox of SERVICE_IMAP_URL once a minute. One schedule
 * across every worker, so one reader at a time; without SERVICE_IMAP_URL it does nothing. A failing
 * connection is logged and tried again with growing waits (src/mail/imap-poller.ts).
 */
export const mailIntakeJob: ScheduledJobDefinition = {
  name: 'mail.intake',
  lane: 'scheduled',
  nextRunAt: (now) => new Date(now.getTime() + MAIL_INTAKE_INTERVAL_SECONDS * 1000),
  async handle({ db, dialect, config, log }) {
    if (!config.imap) return;
    if (storage?.of !== config) storage = { of: config, storage: createStorage(config) };
    const intake = mailIntake({
      db,
      storage: storage.storage,
      system: detachedSystemContext({ db, dialect, config }),
      ownAddresses: ownAddresses(config),
    });
    await poller.poll({ intake, config, log });
  },
};
