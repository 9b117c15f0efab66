import sanitize from 'sanitize-html';

/**
 * The one HTML sanitiser for user-written rich text (issue descriptions, comments, articles, meeting
 * agendas and minutes): a conservative allowlist, no scripts, no event handlers, no javascript: URLs.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'del',
    's',
    'ins',
    'sup',
    'sub',
    'details',
    'summary',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    pre: ['class'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
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
