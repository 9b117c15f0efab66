import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { defaultStateDir, ReportStore, type SavedReport } from '../../src/runner/report-store.js';

const RUN = '01M8E2H6AWJ02SR6MQSYSEJCAW';
const report = (run = RUN, saved_at = '2026-11-27T09:00:00.000Z'): SavedReport => ({
  run,
  outcome: 'complete',
  body: { lease_token: 'tdml_secret', summary: 'Done.' },
  saved_at,
});

describe("the runner's saved reports", () => {
  it('keeps a report, readable by its owner only, until removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-store-'));
    const store = await ReportStore.open(dir, 'https://tandem.example.com', 'tdmr_one');
    await store.save(report());
    const file = join(store.dir, `${RUN}.json`);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(statSync(store.dir).mode & 0o777, 0o700);
    assert.deepEqual(readdirSync(store.dir), [`${RUN}.json`], 'no temporary file left behind');
    assert.deepEqual((await store.pending()).reports, [report()]);

    // Saved again (a refused report replaced by a failure): one file, the newer content.
    await store.save({ ...report(), outcome: 'fail', body: { lease_token: 'tdml_secret', error: 'x' } });
    const { reports } = await store.pending();
    assert.equal(reports.length, 1);
    assert.equal(reports[0]!.outcome, 'fail');
    await store.remove(RUN);
    assert.deepEqual((await store.pending()).reports, []);
    await store.remove(RUN);
  });

  it('keeps each service and runtime apart, and lists oldest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-store-'));
    const one = await ReportStore.open(dir, 'https://tandem.example.com/', 'tdmr_one');
    const same = await ReportStore.open(dir, 'https://tandem.example.com/api/daemon/v1', 'tdmr_one');
    const otherToken = await ReportStore.open(dir, 'https://tandem.example.com', 'tdmr_two');
    const otherService = await ReportStore.open(dir, 'https://other.example.com', 'tdmr_one');
    assert.equal(one.dir, same.dir, 'the same service however its URL is written');
    assert.notEqual(one.dir, otherToken.dir);
    assert.notEqual(one.dir, otherService.dir);
    assert.ok(!one.dir.includes('tdmr_one'), 'the token is not in the path');

    const later = '01M8E2H6AWJ02SR6MQSYSEJCAX';
    await one.save(report(later, '2026-11-27T09:00:05.000Z'));
    await one.save(report(RUN, '2026-11-27T09:00:01.000Z'));
    assert.deepEqual(
      (await one.pending()).reports.map((r) => r.run),
      [RUN, later],
    );
    assert.deepEqual((await otherToken.pending()).reports, []);
  });

  it('names unreadable files and leaves them alone; refuses a path that is not a run id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-store-'));
    const store = await ReportStore.open(dir, 'https://tandem.example.com', 'tdmr_one');
    writeFileSync(join(store.dir, '01M8E2H6AWJ02SR6MQSYSEJCAZ.json'), '{"half": ');
    writeFileSync(join(store.dir, 'notes.txt'), 'not a report');
    const { reports, unreadable } = await store.pending();
    assert.deepEqual(reports, []);
    assert.deepEqual(unreadable, ['01M8E2H6AWJ02SR6MQSYSEJCAZ.json']);
    await assert.rejects(store.save(report('../../escape')), /Not a run id/);
  });

  it('lives under the XDG state directory by default', () => {
    assert.equal(defaultStateDir({ XDG_STATE_HOME: '/state' }), '/state/tandem/runner');
    assert.match(defaultStateDir({}), /\.local\/state\/tandem\/runner$/);
  });
});
