import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseNewIssueDraft } from '../../web/src/lib/new-issue-draft.js';
import {
  DRAFT_MAX_AGE_MS,
  forgetDraftsOf,
  forgetExpiredDrafts,
  parseHtmlDraft,
  readDraft,
  removeDraft,
  writeDraft,
  type DraftStorage,
} from '../../web/src/lib/drafts.js';

/** localStorage's interface over a Map; `room` items at most, past which setItem throws as a full one. */
class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly room = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (!this.items.has(key) && this.items.size >= this.room) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const owner = { workspaceId: 1, userId: 7 };
const colleague = { workspaceId: 1, userId: 8 };
const text = (value: unknown) => (typeof value === 'string' ? value : null);

describe('drafts in browser storage', () => {
  it('keeps a draft per workspace, person and place', () => {
    const storage = new MemoryStorage();
    assert.equal(writeDraft(storage, owner, 'comment:ENG-1', 'half a thought'), true);
    assert.equal(readDraft(storage, owner, 'comment:ENG-1', text), 'half a thought');
    assert.equal(readDraft(storage, colleague, 'comment:ENG-1', text), null, 'not another person');
    assert.equal(readDraft(storage, { workspaceId: 2, userId: 7 }, 'comment:ENG-1', text), null);
    assert.equal(readDraft(storage, owner, 'comment:ENG-2', text), null, 'not another place');
    removeDraft(storage, owner, 'comment:ENG-1');
    assert.equal(storage.length, 0);
  });

  it('expires drafts after 30 days, and removes ones it cannot read', () => {
    const storage = new MemoryStorage();
    const now = Date.UTC(2026, 11, 2);
    writeDraft(storage, owner, 'old', 'from last year', now - DRAFT_MAX_AGE_MS - 1);
    writeDraft(storage, owner, 'recent', 'from yesterday', now - 86_400_000);
    storage.setItem('tandem.draft.v1:1:7:broken', '{not json');
    storage.setItem('someone-else', 'untouched');
    assert.equal(readDraft(storage, owner, 'old', text, now), null);
    assert.equal(
      storage.getItem('tandem.draft.v1:1:7:old'),
      null,
      'an expired draft is removed as it is read',
    );
    writeDraft(storage, owner, 'old', 'from last year', now - DRAFT_MAX_AGE_MS - 1);
    forgetExpiredDrafts(storage, now);
    assert.deepEqual([...storage.items.keys()].sort(), ['someone-else', 'tandem.draft.v1:1:7:recent']);
    // A draft of the wrong shape for its place is dropped, not shown.
    writeDraft(storage, owner, 'shape', { html: 42 }, now);
    assert.equal(readDraft(storage, owner, 'shape', parseHtmlDraft, now), null);
    assert.equal(storage.getItem('tandem.draft.v1:1:7:shape'), null);
  });

  it('a full storage makes room from expired drafts, then gives up quietly; no storage is no draft', () => {
    const now = Date.UTC(2026, 11, 2);
    const storage = new MemoryStorage(1);
    writeDraft(storage, owner, 'stale', 'old', now - DRAFT_MAX_AGE_MS - 1);
    assert.equal(writeDraft(storage, owner, 'fresh', 'new', now), true, 'the expired one made room');
    assert.equal(writeDraft(storage, owner, 'another', 'no room', now), false);
    assert.equal(readDraft(storage, owner, 'fresh', text, now), 'new');
    assert.equal(writeDraft(null, owner, 'place', 'text'), false);
    assert.equal(readDraft(null, owner, 'place', text), null);
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    assert.equal(readDraft(refusing, owner, 'place', text), null);
  });

  it("signing out removes that person's drafts in every workspace, nobody else's", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, owner, 'new-issue', 'a');
    writeDraft(storage, { workspaceId: 3, userId: 7 }, 'new-issue', 'b');
    writeDraft(storage, colleague, 'new-issue', 'c');
    writeDraft(storage, { workspaceId: 1, userId: 70 }, 'new-issue', 'd');
    forgetDraftsOf(storage, 7);
    assert.deepEqual([...storage.items.keys()].sort(), [
      'tandem.draft.v1:1:70:new-issue',
      'tandem.draft.v1:1:8:new-issue',
    ]);
  });

  it('a New issue draft of the wrong shape falls back field by field', () => {
    assert.equal(parseNewIssueDraft(null), null);
    assert.equal(parseNewIssueDraft({ title: '   ' }), null, 'nothing worth restoring');
    const parsed = parseNewIssueDraft({
      title: 'Refunds',
      type: 'nonsense',
      status: 'todo',
      priority: 'high',
      labels: ['auth', 3],
      project: { id: 1 },
    });
    assert.equal(parsed?.title, 'Refunds');
    assert.equal(parsed?.type, 'task');
    assert.equal(parsed?.status, 'todo');
    assert.equal(parsed?.priority, 'high');
    assert.deepEqual(parsed?.labels, ['auth']);
    assert.equal(parsed?.project, null);
  });
});
