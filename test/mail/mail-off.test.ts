import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';
import { redactSmtpUrl } from '../../src/mail-config.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildScene } from '../helpers/factories.js';
import { Browser, givePassword, signedIn } from '../helpers/session.js';
import { closeBundleWindows, startMailWorker, waitFor } from '../helpers/smtp.js';

describe('mail configuration', () => {
  it('is on only with both variables, and checks them at start without showing the password', () => {
    assert.equal(loadConfig({}).mail, null);
    const on = loadConfig({
      SERVICE_SMTP_URL: 'smtps://u:p@mail.example.com:465',
      SERVICE_MAIL_FROM: 'Tandem <t@example.com>',
    });
    assert.deepEqual(on.mail, {
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Tandem <t@example.com>',
    });
    assert.throws(() => loadConfig({ SERVICE_SMTP_URL: 'smtp://mail.example.com' }), ConfigError);
    assert.throws(() => loadConfig({ SERVICE_MAIL_FROM: 't@example.com' }), ConfigError);
    const wrong = () =>
      loadConfig({
        SERVICE_SMTP_URL: 'http://u:hunter2@mail.example.com',
        SERVICE_MAIL_FROM: 't@example.com',
      });
    assert.throws(
      wrong,
      (error: Error) => error instanceof ConfigError && !error.message.includes('hunter2'),
    );
    assert.throws(
      () => loadConfig({ SERVICE_SMTP_URL: 'smtp://mail.example.com', SERVICE_MAIL_FROM: 'not an address' }),
      ConfigError,
    );
    assert.equal(redactSmtpUrl('smtp://u:hunter2@mail.example.com:587'), 'smtp://u:***@mail.example.com:587');
  });
});

describe('mail off (no SERVICE_SMTP_URL)', async () => {
  const app = await startTestApp();
  const worker = await startMailWorker(app.services);
  after(() => worker.stop());

  it('says so, hands the inviter the link, refuses a reset with the way out, and sends nothing', async () => {
    assert.deepEqual((await new Browser(app).request('GET', '/api/ui/mail')).body, {
      data: { enabled: false },
    });
    const s = await buildScene(app.db);
    await givePassword(app, s.owner.id);
    const browser = await signedIn(app, s.owner.email);
    const invited = await browser.request('POST', '/api/ui/invitations', {
      email: 'x@example.com',
      role: 'member',
    });
    assert.equal(invited.status, 201);
    assert.equal(invited.body.data.mailed, false);
    assert.match(invited.body.data.url, /\/invite\/tdmi_/);

    const reset = await new Browser(app).request('POST', '/api/ui/password-reset', { email: s.owner.email });
    assert.equal(reset.status, 409);
    assert.match(reset.body.message, /Mail is off.*administrator/);

    const person = await buildMember(app.db, s.workspace);
    const issue = await buildIssue(app.db, s.workspace);
    await client(app, s.token).patch(`/issues/${s.workspace.issue_prefix}-${issue.number}`, {
      assignee: `user:${person.id}`,
    });
    await closeBundleWindows(app.db);
    const rows = await waitFor(async () => {
      const all = await app.db.selectFrom('mail_messages').select(['state', 'kind']).execute();
      return all.length > 0 && all.every((row) => row.state === 'dropped') && all;
    }, 'the notification dropped');
    assert.deepEqual(rows, [{ state: 'dropped', kind: 'notification' }]);
  });
});
