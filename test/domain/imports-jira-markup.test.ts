import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeRichText } from '../../src/domain/html.js';
import { isJiraAccountId, jiraMarkupToHtml } from '../../src/domain/integrations/imports/jira-markup.js';

const names: Record<string, string> = {
  'accountid:5b10ac8d82e05b22cc7d4ef5': 'Sam Lee',
  'dana.ortiz': 'Dana Ortiz',
};
function convert(text: string, dropped: string[] = []) {
  return jiraMarkupToHtml(text, {
    nameOf: (user) => names[user.toLowerCase()] ?? null,
    dropped: (w) => dropped.push(w),
  });
}

/** Jira wiki markup as the HTML Tandem stores (issue 37). */
describe('Jira wiki markup', () => {
  it('converts headings, emphasis and paragraphs, a single newline being a line break', () => {
    assert.equal(
      convert('h1. Title\n*bold* _it_ -gone- +ins+ ^sup^ ~sub~ ??cite??\nnext line\n\nnew paragraph'),
      '<h1>Title</h1><p><strong>bold</strong> <em>it</em> <del>gone</del> <ins>ins</ins> <sup>sup</sup> <sub>sub</sub> <cite>cite</cite><br>next line</p><p>new paragraph</p>',
    );
  });

  it('leaves markers inside words and spaced markers alone', () => {
    assert.equal(
      convert('well-known snake_case_name 2*3*4 a - b - c'),
      '<p>well-known snake_case_name 2*3*4 a - b - c</p>',
    );
    assert.equal(convert('\\*not bold\\*'), '<p>*not bold*</p>');
  });

  it('shows HTML in the text as text, never as markup', () => {
    assert.equal(
      convert('<script>alert(1)</script> & <b>x</b>'),
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;x&lt;/b&gt;</p>',
    );
  });

  it('converts nested lists of either kind', () => {
    assert.equal(
      convert('* one\n** one.a\n* two\n# first\n#* inner'),
      '<ul><li>one<ul><li>one.a</li></ul></li><li>two</li></ul><ol><li>first<ul><li>inner</li></ul></li></ol>',
    );
    assert.equal(convert('- dash item\n- another'), '<ul><li>dash item</li><li>another</li></ul>');
  });

  it('keeps code and noformat blocks literal, with the language as a class', () => {
    assert.equal(
      convert('{code:language=TypeScript|title=a.ts}\nconst a = *b* < c;\n{code}'),
      '<pre><code class="language-typescript">const a = *b* &lt; c;</code></pre>',
    );
    assert.equal(convert('{noformat}h1. raw{noformat}'), '<pre><code>h1. raw</code></pre>');
    assert.equal(
      convert('{code}never closed\nstill code'),
      '<pre><code>never closed\nstill code</code></pre>',
    );
  });

  it('converts quotes, panels, rules and tables (a link inside a cell keeps its bar)', () => {
    assert.equal(convert('bq. said'), '<blockquote><p>said</p></blockquote>');
    assert.equal(convert('{quote}\n*a*\n{quote}'), '<blockquote><p><strong>a</strong></p></blockquote>');
    assert.equal(
      convert('{panel:title=Note|borderStyle=dashed}body{panel}'),
      '<blockquote><p><strong>Note</strong></p><p>body</p></blockquote>',
    );
    assert.equal(convert('----'), '<hr>');
    assert.equal(
      convert('||A||B||\n|1|[x|https://e.test]|'),
      '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td><a href="https://e.test">x</a></td></tr></tbody></table>',
    );
  });

  it('writes mentions as names, and an unknown account id never as itself', () => {
    assert.equal(
      convert(
        '[~accountid:5b10ac8d82e05b22cc7d4ef5] [~dana.ortiz] [~accountid:557058:abcdef12-3456] [~someone]',
      ),
      '<p>@Sam Lee @Dana Ortiz @a Jira user @someone</p>',
    );
    assert.ok(isJiraAccountId('557058:f1e2d3c4-aaaa-4bbb-8ccc-0123456789ab'));
    assert.ok(isJiraAccountId('5b10ac8d82e05b22cc7d4ef5'));
    assert.ok(!isJiraAccountId('Dana Ortiz'));
  });

  it('converts links, refuses script links through the sanitiser, and reports attachments', () => {
    const dropped: string[] = [];
    const html = convert(
      '[docs|https://e.test/a_b] https://e.test/x. [mailto:a@e.test] [sic] [js|javascript:alert(1)] !shot.png|thumbnail! [^log.txt]',
      dropped,
    );
    assert.equal(
      html,
      '<p><a href="https://e.test/a_b">docs</a> <a href="https://e.test/x">https://e.test/x</a>. <a href="mailto:a@e.test">a@e.test</a> [sic] [js|javascript:alert(1)] <em>[image: shot.png]</em> log.txt</p>',
    );
    assert.deepEqual(dropped.sort(), ['attached image shot.png', 'attachment log.txt']);
    assert.doesNotMatch(sanitizeRichText(html), /href="javascript/, 'a script link stays text');
    assert.equal(
      convert('!https://e.test/a.png!'),
      '<p><a href="https://e.test/a.png">https://e.test/a.png</a></p>',
    );
    assert.equal(convert('Wow! Great!'), '<p>Wow! Great!</p>');
  });

  it('drops colour but keeps the text, and draws the common emoticons', () => {
    assert.equal(convert('{color:red}alert{color} (/) (x) f(x)'), '<p>alert ✓ ✗ f(x)</p>');
  });
});
