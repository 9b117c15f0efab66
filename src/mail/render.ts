/**
 * The words of every mail, as plain text and simple HTML. Everything that comes from people (names,
 * titles, comment excerpts) is escaped in the HTML, and rich text is never embedded: a comment is shown
 * as a plain-text excerpt.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A subject is one line: a title's line breaks (or a header injection attempt) become spaces. */
export function oneLine(value: string, max = 200): string {
  const flat = value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A block of a mail: a paragraph, a quote, or a link shown as a button. */
export type Block =
  | { paragraph: string }
  | { quote: string }
  | { link: string; label: string }
  | { small: string; links?: { label: string; url: string }[] };

const FONT = 'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

function blockHtml(block: Block): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('quote' in block) {
    return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d0d4dc;color:#444">${escapeHtml(block.quote)}</blockquote>`;
  }
  if ('link' in block) {
    return `<p style="margin:0 0 20px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:8px 14px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
  const links = (block.links ?? [])
    .map((link) => ` <a href="${escapeHtml(link.url)}" style="color:#666">${escapeHtml(link.label)}</a>`)
    .join(' ·');
  return `<p style="margin:24px 0 0;font-size:12px;color:#666">${escapeHtml(block.small)}${links}</p>`;
}

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block)
    return block.quote
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
  if ('link' in block) return `${block.label}: ${block.link}`;
  const links = (block.links ?? []).map((link) => `${link.label}: ${link.url}`);
  return ['--', block.small, ...links].join('\n');
}

export function renderMail(subject: string, blocks: Block[]): RenderedMail {
  const body = blocks.map(blockHtml).join('\n');
  return {
    subject: oneLine(subject),
    text: `${blocks.map(blockText).join('\n\n')}\n`,
    html: `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9"><div style="${FONT};max-width:560px;margin:0 auto;padding:24px;background:#fff;border-radius:8px;color:#1a1d23;font-size:14px;line-height:1.5">\n${body}\n</div></body></html>`,
  };
}
