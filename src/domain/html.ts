import sanitize from 'sanitize-html';

/**
 * The one HTML sanitiser for user-written rich text (issue descriptions, comments, articles, meeting
 * agendas and minutes, run reports). Everything not listed here is dropped; the lists are written out
 * rather than taken from the library's defaults so that an upgrade cannot widen them.
 */
const ALLOWED_TAGS = [
  ...'p div h1 h2 h3 h4 h5 h6 blockquote pre hr br ul ol li dl dt dd'.split(' '),
  ...'details summary figure figcaption'.split(' '),
  ...'a abbr b cite code del dfn em i ins kbd mark q s samp small span strong sub sup u var img'.split(' '),
  ...'table caption thead tbody tfoot tr th td colgroup col'.split(' '),
];

/**
 * Elements dropped together with everything inside them. A browser reads the inside of these as raw
 * text, as another document, as a template, or in another namespace (svg, math): it does not parse it
 * the way the sanitiser does, and keeping that inside as text is where mutation XSS lives
 * (`<xmp><img onerror=…></xmp>`, `<noscript><p title="</noscript><img …>">`, `<svg><style>…`).
 */
const DROPPED_WITH_CONTENT = [
  ...'script style template textarea title xmp plaintext noscript noembed noframes'.split(' '),
  ...'iframe frame frameset object embed applet svg math head select option'.split(' '),
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Any other tag goes, its text stays (escaped): `<font>hi</font>` reads "hi".
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    pre: ['class'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['title'],
  },
  // Only a syntax-highlighting hint; no class of the interface's own can be borrowed.
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], pre: [/^language-[a-z0-9+#-]+$/] },
  // Images are http(s) only: pasted images become attachments (docs/decisions.md, "Rich text").
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//host/path` leaves the service without saying how; a link names its scheme or stays relative.
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  // An image whose source was refused shows nothing; leave no empty <img /> behind.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

const MAX_PASSES = 4;

/**
 * Sanitised until nothing changes. The first pass can emit nesting the parser closes differently when it
 * reads it again (`<li><x<b><li>` gives `<li><li></li></li>`, read back as two siblings): stored HTML is a
 * fixed point, so what a reader gets is what sanitising it once more would give. Every pass is safe on
 * its own; two or three always settle in practice, the cap only bounds the work.
 */
export function sanitizeRichText(html: string): string {
  let current = sanitize(html, OPTIONS).trim();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitize(current, OPTIONS).trim();
    if (again === current) break;
    current = again;
  }
  return current;
}

/** The visible text of some HTML, whitespace collapsed. */
export function plainText(html: string): string {
  // Block boundaries separate words: <h1>A</h1><p>B</p> reads "A B", not "AB".
  const spaced = html.replace(
    /<\/(p|div|h[1-6]|li|tr|td|th|blockquote|pre|section|article)\s*>|<br\s*\/?>/gi,
    '$& ',
  );
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the HTML shows any text at all (an empty paragraph does not). */
export function hasText(html: string): boolean {
  return plainText(html).length > 0;
}
