import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { queueMail } from '../../src/domain/integrations/mail-outbox.js';
import { renderMail } from '../../src/mail/render.js';
import { CLI_ENTRY } from '../helpers/cli.js';
import { createTestDatabase } from '../helpers/database.js';
import { startMailbox, waitFor } from '../helpers/smtp.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface WorkerProcess {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
}

describe('mail workers as separate processes', async () => {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const workers: WorkerProcess[] = [];
  after(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
      await worker.exited;
    }
    await mailbox.stop();
    await database.drop();
  });

  async function spawnWorker(): Promise<WorkerProcess> {
    const child = spawn(process.execPath, [...CLI_ENTRY, 'worker'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...mailbox.env,
        SERVICE_DATABASE_URL: database.url,
        SERVICE_APP_URL: 'http://tandem.test',
        SERVICE_WORKER_LEASE_SECONDS: '2',
        SERVICE_LOG_LEVEL: 'silent',
      },
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('processing lanes')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`worker exited early (${code}): ${output}`)));
    });
    const worker = { child, exited };
    workers.push(worker);
    return worker;
  }

  it('loses nothing when a worker is killed (kill -9) mid-send: another sends it, same Message-ID', async () => {
    mailbox.hold = true;
    const first = await spawnWorker();
    const mailId = await queueMail(database.db, {
      ...renderMail('Held mail', [{ paragraph: 'Hello' }]),
      kind: 'invitation',
      to: 'held@example.com',
    });
    await waitFor(() => mailbox.dataStarted >= 1, 'the first send under way');
    first.child.kill('SIGKILL');
    assert.equal(await first.exited, null, 'killed, not exited');
    mailbox.hold = false;

    await spawnWorker();
    const [mail] = await waitFor(
      () => mailbox.to('held@example.com').length > 0 && mailbox.to('held@example.com'),
      'the mail sent by the second worker',
      30_000,
    );
    const row = await waitFor(
      () =>
        database.db
          .selectFrom('mail_messages')
          .selectAll()
          .where('id', '=', mailId)
          .where('state', '=', 'sent')
          .executeTakeFirst(),
      'the mail marked sent',
    );
    assert.equal(mail!.parsed.subject, 'Held mail');
    assert.equal(mail!.parsed.messageId, `<${row.message_id.toLowerCase()}.invitation@tandem.test>`);
    assert.equal(mailbox.to('held@example.com').length, 1);
  });
});
