import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { hasText, plainText, sanitizeRichText } from '../../src/domain/html.js';
import { htmlDangers } from '../helpers/html-safety.js';
import { XSS_CORPUS } from '../helpers/xss-corpus.js';

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

  describe('known sanitiser bypasses', () => {
    for (const [name, html] of XSS_CORPUS) {
      it(name, () => {
        const clean = sanitizeRichText(html);
        assert.deepEqual(htmlDangers(clean), [], clean);
        assert.equal(sanitizeRichText(clean), clean, 'sanitising again changes nothing');
      });
    }
  });

  it('turns the xmp payload of sanitize-html 2.17.3 into the paragraph alone', () => {
    assert.equal(sanitizeRichText('<p>hi</p><xmp><img src=x onerror=alert(1)></xmp>'), '<p>hi</p>');
  });

  it('keeps the text of an unknown tag, escaped, and drops raw-text elements with their content', () => {
    assert.equal(sanitizeRichText('<font color=red>keep &lt;b&gt;</font>'), 'keep &lt;b&gt;');
    assert.equal(
      sanitizeRichText('<p>a</p><noscript>gone</noscript><svg><text>gone</text></svg>'),
      '<p>a</p>',
    );
  });

  it('keeps what people write: lists, tables, code, quotes, details, links and http(s) images', () => {
    const html =
      '<h2>Plan</h2><ol start="3"><li><em>one</em></li></ol><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
      '<pre class="language-ts"><code class="language-ts">let a = 1 &lt; 2;</code></pre><blockquote>q</blockquote>' +
      '<details><summary>more</summary><p><del>old</del> <ins>new</ins> x<sup>2</sup></p></details>' +
      '<p><a href="/issues/ACME-1" rel="noopener noreferrer nofollow">relative</a> ' +
      '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow">mail</a></p>' +
      '<img src="https://example.com/a.png" alt="a" width="10" />';
    assert.equal(sanitizeRichText(html), html);
  });

  it('keeps a link target but always adds rel, and keeps only language classes', () => {
    assert.equal(
      sanitizeRichText('<a href="https://e.com" target="_blank" rel="opener">x</a>'),
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    assert.equal(
      sanitizeRichText('<code class="language-sh btn-danger">x</code>'),
      '<code class="language-sh">x</code>',
    );
    assert.equal(sanitizeRichText('<p class="x" id="main" name="n">x</p>'), '<p>x</p>');
  });

  it('drops data: images and protocol-relative sources entirely (decisions: Rich text)', () => {
    assert.equal(
      sanitizeRichText('<p>a<img src="data:image/png;base64,iVBORw0KGgo=" alt="pasted"></p>'),
      '<p>a</p>',
    );
    assert.equal(sanitizeRichText('<img src="//cdn.example/a.png">'), '');
  });

  it('settles nesting the parser would read differently a second time', () => {
    // Found by the property below: a first pass alone gave `<li><li></li></li>`.
    assert.equal(sanitizeRichText('<li><A<b><li>'), '<li></li><li></li>');
  });

  it('is safe and a fixed point for any mixture of markup fragments', () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '</',
        '/>',
        '"',
        "'",
        '=',
        ' ',
        '\n',
        '\t',
        '&',
        '&#x09;',
        '&lt;',
        '&#106;',
        '<!--',
        '-->',
        '--!>',
        '<![CDATA[',
        ']]>',
        '<?',
        '<!',
        'javascript:',
        'data:text/html,',
        '//',
        'on',
        'onerror=alert(1)',
        '<p>',
        '</p>',
        '<a href="',
        '<a href=',
        '</a>',
        '<img src=x ',
        '<img src="https://e.com/a.png" ',
        '<xmp>',
        '</xmp>',
        '<noscript>',
        '</noscript>',
        '<noembed>',
        '<noframes>',
        '<iframe>',
        '</iframe>',
        '<style>',
        '</style>',
        '<script>',
        '</script>',
        '<textarea>',
        '</textarea>',
        '<title>',
        '<plaintext>',
        '<svg>',
        '</svg>',
        '<math>',
        '</math>',
        '<mtext>',
        '<mglyph>',
        '<table>',
        '<td>',
        '<form>',
        '</form>',
        '<template>',
        '<select>',
        '<option>',
        '<pre>',
        '<code class="language-js">',
        '<details ',
        'srcset=',
        'formaction=',
        'style=',
        'title="',
        '<b>',
        '</b>',
        '<li>',
        '<ul>',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
        const clean = sanitizeRichText(parts.join(''));
        assert.deepEqual(htmlDangers(clean), [], clean);
        assert.equal(sanitizeRichText(clean), clean);
      }),
      { numRuns: 3000 },
    );
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
