import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, describe, it } from 'node:test';
import { LocalDirectoryStorage } from '../../src/storage/local.js';

describe('LocalDirectoryStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'tandem-storage-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const storage = new LocalDirectoryStorage(root);

  it('writes a stream, reads it whole or in a range, and deletes it', async () => {
    await storage.put(
      'attachments/1/abc',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      'text/plain',
    );
    const whole = await storage.get('attachments/1/abc');
    assert.equal(whole!.size, 11);
    assert.equal(await text(whole!.body), 'hello world');
    const slice = await storage.get('attachments/1/abc', { start: 6, end: 10 });
    assert.equal(slice!.size, 11);
    assert.equal(await text(slice!.body), 'world');
    await storage.delete('attachments/1/abc');
    assert.equal(await storage.get('attachments/1/abc'), null);
    await storage.delete('attachments/1/abc');
  });

  it('answers null for a missing object', async () => {
    assert.equal(await storage.get('attachments/2/missing'), null);
  });

  it('keeps nothing of a stream that fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await assert.rejects(
      storage.put('attachments/3/broken', failing, 'application/octet-stream'),
      /went away/,
    );
    assert.equal(await storage.get('attachments/3/broken'), null);
    assert.deepEqual(readdirSync(join(root, 'attachments', '3')), []);
  });

  it('refuses keys that could leave the directory', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'A/B', 'a//b', '']) {
      await assert.rejects(storage.get(key), /invalid storage key/, key);
    }
  });
});
