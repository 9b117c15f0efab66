import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasText, plainText, sanitizeRichText } from '../../src/domain/html.js';

describe('Rich text', () => {
  it('removes scripts, event handlers and javascript: URLs and keeps ordinary markup', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a><img src=x onerror=alert(1)></p>',
    );
    assert.doesNotMatch(clean, /script|onclick|onerror|javascript:/i);
    assert.match(clean, /<strong>there<\/strong>/);
    assert.match(clean, /<a href="https:\/\/example.com" rel="noopener noreferrer nofollow">ok<\/a>/);
  });

  it('tells markup without text from text', () => {
    assert.equal(hasText('<p></p>'), false);
    assert.equal(hasText('<p>&nbsp; <br></p>'), false);
    assert.equal(hasText('<p>a</p>'), true);
  });

  it('separates the words of adjacent blocks in plain text', () => {
    assert.equal(
      plainText('<h1>Title</h1><p>Body &amp; more</p><ul><li>one</li><li>two</li></ul>'),
      'Title Body & more one two',
    );
  });
});
