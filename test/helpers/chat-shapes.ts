import assert from 'node:assert/strict';

/**
 * What Slack and Microsoft Teams accept from an incoming webhook, as their documentation gives it:
 * - Slack: https://docs.slack.dev/messaging/sending-messages-using-incoming-webhooks and the Block Kit
 *   reference (https://docs.slack.dev/reference/block-kit/blocks): `text` (the notification fallback,
 *   mrkdwn) and up to 50 `blocks`; a section's text object up to 3,000 characters; an actions block up to
 *   25 elements; a button's plain_text up to 75 characters and its url up to 3,000.
 * - Teams: https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/connectors-using
 *   ("Send Adaptive Cards using an incoming webhook"): `{type: "message", attachments: [{contentType:
 *   "application/vnd.microsoft.card.adaptive", contentUrl: null, content: <AdaptiveCard>}]}`, a card of
 *   schema version 1.5 or below, TextBlock body elements, Action.OpenUrl actions.
 */

type Json = Record<string, unknown>;

function textObject(value: unknown, max: number, where: string): string {
  const object = value as Json;
  assert.ok(object && typeof object === 'object', `${where} is a text object`);
  assert.ok(object.type === 'plain_text' || object.type === 'mrkdwn', `${where}.type`);
  assert.equal(typeof object.text, 'string', `${where}.text`);
  const text = object.text as string;
  assert.ok(text.length >= 1 && text.length <= max, `${where}.text has 1–${max} characters`);
  return text;
}

export function assertSlackMessage(payload: Json): void {
  assert.equal(typeof payload.text, 'string');
  assert.ok((payload.text as string).length > 0 && (payload.text as string).length <= 40_000);
  const blocks = payload.blocks as Json[];
  assert.ok(Array.isArray(blocks) && blocks.length >= 1 && blocks.length <= 50, 'blocks: 1 to 50');
  for (const [index, block] of blocks.entries()) {
    const where = `blocks[${index}]`;
    switch (block.type) {
      case 'section':
        textObject(block.text, 3000, `${where}.text`);
        break;
      case 'context':
        assert.ok(Array.isArray(block.elements) && block.elements.length <= 10);
        break;
      case 'actions': {
        const elements = block.elements as Json[];
        assert.ok(Array.isArray(elements) && elements.length >= 1 && elements.length <= 25);
        for (const element of elements) {
          assert.equal(element.type, 'button');
          assert.equal((element.text as Json).type, 'plain_text', 'a button text is plain_text');
          textObject(element.text, 75, `${where} button`);
          assert.ok(typeof element.url === 'string' && element.url.length <= 3000);
          assert.match(element.url, /^https?:\/\//);
        }
        break;
      }
      default:
        assert.fail(`${where}: unexpected block type ${String(block.type)}`);
    }
  }
}

export function assertTeamsMessage(payload: Json): void {
  assert.equal(payload.type, 'message');
  const attachments = payload.attachments as Json[];
  assert.ok(Array.isArray(attachments) && attachments.length === 1);
  const [attachment] = attachments;
  assert.equal(attachment!.contentType, 'application/vnd.microsoft.card.adaptive');
  assert.ok('contentUrl' in attachment! && attachment.contentUrl === null);
  const card = attachment.content as Json;
  assert.equal(card.type, 'AdaptiveCard');
  assert.equal(card.$schema, 'http://adaptivecards.io/schemas/adaptive-card.json');
  assert.match(String(card.version), /^1\.[0-5]$/);
  const body = card.body as Json[];
  assert.ok(Array.isArray(body) && body.length >= 1);
  for (const element of body) {
    assert.equal(element.type, 'TextBlock');
    assert.ok(typeof element.text === 'string' && element.text.length > 0);
  }
  for (const action of (card.actions as Json[] | undefined) ?? []) {
    assert.equal(action.type, 'Action.OpenUrl');
    assert.equal(typeof action.title, 'string');
    assert.match(String(action.url), /^https?:\/\//);
  }
}
