import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { carriesChatNews, chatMessagesOf } from '../../../src/domain/integrations/chat-messages.js';
import { EVENT_NAMES } from '../../../src/schemas/enums.js';

describe('chat messages (issue 41)', () => {
  it('reads the channels only for events that can become a post: the list and the messages agree', () => {
    const data = {
      id: 'ACME-1',
      title: 'A title',
      status: 'in_review',
      issue: 'ACME-1',
      body: '<p>Hi</p>',
      agent: { name: 'Bot' },
      action: 'deploy',
      scope: 'prod',
    };
    for (const event of EVENT_NAMES) {
      assert.equal(chatMessagesOf(event, data).length > 0, carriesChatNews(event), event);
    }
  });
});
