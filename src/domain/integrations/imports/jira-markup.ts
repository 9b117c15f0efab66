/**
 * Jira's wiki markup (the text of a Jira description or comment in a CSV export, and in REST API v2)
 * as the HTML Tandem stores (issue 37). Written here rather than taken from a package: the converters
 * on npm go through Markdown, where text Jira shows literally (`<b>`, `# not a heading`) would become
 * markup. The HTML is not yet safe: the domain's one sanitiser (src/domain/html.ts) makes it so, like
 * any description.
 *
 * Blocks: `h1.`–`h6.`, `bq.`, `{quote}`, `{panel}`, `{code[:lang]}`, `{noformat}`, lists (`*`, `-`,
 * `#`, nested as `#*`), tables (`||head||` and `|cell|`), `----`, paragraphs (a single newline is a
 * line break). Inline: `*bold*`, `_italic_`, `-deleted-`, `+inserted+`, `^sup^`, `~sub~`, `??cite??`,
 * `{{monospace}}`, `{color}` (text kept), links `[text|url]`, `[url]`, bare URLs, mentions `[~name]` and
 * `[~accountid:…]` (written as the person's name, never the id), `\\` line breaks, `\` escapes, the
 * common emoticons. Attached files and images (`!shot.png!`, `[^file.pdf]`) cannot be carried: their
 * names stay in the text and each is reported through `dropped`.
 */
export interface JiraMarkupContext {
  /** The display name of a user a mention names (a user name or an `accountid:…`), null if unknown. */
  nameOf: (user: string) => string | null;
  /** Told of everything the HTML cannot carry (an attached file or image), once per occurrence. */
  dropped?: (what: string) => void;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A Jira Cloud account id: `557058:f1e2…` or 24 hexadecimal digits. Never shown to anyone. */
export function isJiraAccountId(value: string): boolean {
  const id = value.trim().replace(/^accountid:/i, '');
  return /^\d+:[0-9a-f-]{8,}$/i.test(id) || /^[0-9a-f]{24}$/i.test(id) || /^qm:[0-9a-f-]+/i.test(id);
}

/** How a mention of someone the export does not name reads. */
export const UNKNOWN_JIRA_USER = 'a Jira user';

export function jiraMarkupToHtml(text: string, context: JiraMarkupContext): string {
  // A private-use character marks the converter's own placeholders; it has no meaning in text anyway.
  const clean = text.replace(/\r\n?/g, '\n').replaceAll('\uE000', '');
  return new BlockReader(clean.split('\n'), context).read();
}

const BLOCK_MACRO = /^\s*\{(code|noformat|quote|panel)(?::([^}]*))?\}(.*)$/i;
const LIST_ITEM = /^\s*([*#]+|-)\s+(.*)$/;
const HEADING = /^\s*h([1-6])\.\s*(.*)$/i;

class BlockReader {
  private index = 0;
  private readonly out: string[] = [];
  private paragraph: string[] = [];

  constructor(
    private readonly lines: string[],
    private readonly context: JiraMarkupContext,
  ) {}

  read(): string {
    while (this.index < this.lines.length) this.step(this.lines[this.index]!);
    this.flush();
    return this.out.join('');
  }

  private step(line: string): void {
    const macro = BLOCK_MACRO.exec(line);
    if (macro) return this.macro(macro[1]!.toLowerCase(), macro[2] ?? '', macro[3]!);
    const heading = HEADING.exec(line);
    if (heading) {
      this.flush();
      this.index += 1;
      this.out.push(`<h${heading[1]}>${inline(heading[2]!, this.context)}</h${heading[1]}>`);
      return;
    }
    if (/^\s*bq\.\s/i.test(line)) {
      this.flush();
      this.index += 1;
      const quoted = line.replace(/^\s*bq\.\s*/i, '');
      this.out.push(`<blockquote><p>${inline(quoted, this.context)}</p></blockquote>`);
      return;
    }
    if (/^\s*-{4,}\s*$/.test(line)) {
      this.flush();
      this.index += 1;
      this.out.push('<hr>');
      return;
    }
    if (LIST_ITEM.test(line)) return this.list();
    if (/^\s*\|/.test(line)) return this.table();
    this.index += 1;
    if (line.trim() === '') this.flush();
    else this.paragraph.push(line.trim());
  }

  private flush(): void {
    if (this.paragraph.length === 0) return;
    const lines = this.paragraph.map((line) => inline(line, this.context));
    this.out.push(`<p>${lines.join('<br>')}</p>`);
    this.paragraph = [];
  }

  /** `{code}`, `{noformat}`, `{quote}`, `{panel}`: everything up to the closing tag, which may be on the same line. */
  private macro(name: string, parameters: string, rest: string): void {
    this.flush();
    const closing = new RegExp(`\\{${name}\\}`, 'i');
    const body: string[] = [];
    let tail = '';
    let line = rest;
    for (;;) {
      const end = closing.exec(line);
      if (end) {
        body.push(line.slice(0, end.index));
        tail = line.slice(end.index + end[0].length);
        break;
      }
      body.push(line);
      this.index += 1;
      if (this.index >= this.lines.length) break;
      line = this.lines[this.index]!;
    }
    this.index += 1;
    // A macro left open runs to the end of the text, as Jira shows it.
    const inside = body.join('\n').replace(/^\n/, '').replace(/\n$/, '');
    if (name === 'code' || name === 'noformat') {
      const language = name === 'code' ? codeLanguage(parameters) : null;
      const attribute = language ? ` class="language-${language}"` : '';
      this.out.push(`<pre><code${attribute}>${escapeHtml(inside)}</code></pre>`);
    } else {
      const title = name === 'panel' ? /(?:^|\|)title=([^|]*)/i.exec(parameters)?.[1]?.trim() : undefined;
      const heading = title ? `<p><strong>${inline(title, this.context)}</strong></p>` : '';
      const html = new BlockReader(inside.split('\n'), this.context).read();
      this.out.push(`<blockquote>${heading}${html}</blockquote>`);
    }
    // Text after the closing tag on its line is read as a line of its own.
    if (tail.trim() !== '') this.lines.splice(this.index, 0, tail);
  }

  private list(): void {
    this.flush();
    const items: { kinds: ('ul' | 'ol')[]; html: string }[] = [];
    while (this.index < this.lines.length) {
      const line = this.lines[this.index]!;
      const item = LIST_ITEM.exec(line);
      if (!item || /^\s*-{4,}\s*$/.test(line)) break;
      const kinds = [...item[1]!].map((marker): 'ul' | 'ol' => (marker === '#' ? 'ol' : 'ul'));
      items.push({ kinds, html: inline(item[2]!, this.context) });
      this.index += 1;
    }
    this.out.push(renderList(items));
  }

  private table(): void {
    this.flush();
    const rows: { header: boolean; html: string }[][] = [];
    while (this.index < this.lines.length && /^\s*\|/.test(this.lines[this.index]!)) {
      rows.push(tableCells(this.lines[this.index]!.trim(), this.context));
      this.index += 1;
    }
    const render = (row: { header: boolean; html: string }[]) =>
      `<tr>${row.map((cell) => (cell.header ? `<th>${cell.html}</th>` : `<td>${cell.html}</td>`)).join('')}</tr>`;
    const [first, ...others] = rows;
    const headed = first !== undefined && first.length > 0 && first.every((cell) => cell.header);
    const head = headed ? `<thead>${render(first)}</thead>` : '';
    const body = (headed ? others : rows).map(render).join('');
    this.out.push(`<table>${head}${body ? `<tbody>${body}</tbody>` : ''}</table>`);
  }
}

/** `{code:java}`, `{code:language=java|title=A.java}`, `{code:title=A.java}`: the language, if named. */
function codeLanguage(parameters: string): string | null {
  for (const part of parameters.split('|')) {
    const [key, value] = part.includes('=') ? part.split('=', 2) : ['language', part];
    const language = value?.trim().toLowerCase() ?? '';
    if (key!.trim().toLowerCase() === 'language' && /^[a-z0-9+#-]+$/.test(language)) return language;
  }
  return null;
}

function renderList(items: { kinds: ('ul' | 'ol')[]; html: string }[]): string {
  let out = '';
  const open: ('ul' | 'ol')[] = [];
  for (const item of items) {
    let common = 0;
    while (common < open.length && common < item.kinds.length && open[common] === item.kinds[common]) {
      common += 1;
    }
    while (open.length > common) {
      out += `</li></${open.pop()!}>`;
    }
    if (open.length === item.kinds.length && open.length > 0) out += '</li>';
    while (open.length < item.kinds.length) {
      const kind = item.kinds[open.length]!;
      open.push(kind);
      out += `<${kind}>`;
    }
    out += `<li>${item.html}`;
  }
  while (open.length > 0) out += `</li></${open.pop()!}>`;
  return out;
}

/** A table line's cells: `||` opens a heading cell, `|` a data cell; a link's own `|` is no border. */
function tableCells(line: string, context: JiraMarkupContext): { header: boolean; html: string }[] {
  const cells: { header: boolean; text: string }[] = [];
  let position = 0;
  let current: { header: boolean; text: string } | null = null;
  let depth = 0;
  while (position < line.length) {
    const char = line[position]!;
    if (char === '\\' && position + 1 < line.length) {
      if (current) current.text += line.slice(position, position + 2);
      position += 2;
      continue;
    }
    if (char === '[' || char === '{') depth += 1;
    if ((char === ']' || char === '}') && depth > 0) depth -= 1;
    if (char === '|' && depth === 0) {
      const header = line[position + 1] === '|';
      if (current) cells.push(current);
      current = { header, text: '' };
      position += header ? 2 : 1;
      continue;
    }
    if (current) current.text += char;
    position += 1;
  }
  // The closing border leaves an empty cell behind it.
  if (current && current.text.trim() !== '') cells.push(current);
  return cells.map((cell) => ({ header: cell.header, html: inline(cell.text.trim(), context) }));
}

const EMPHASIS: [marker: string, tag: string][] = [
  ['*', 'strong'],
  ['_', 'em'],
  ['??', 'cite'],
  ['-', 'del'],
  ['+', 'ins'],
  ['^', 'sup'],
  ['~', 'sub'],
];

const EMOTICONS: Record<string, string> = {
  '(/)': '✓',
  '(x)': '✗',
  '(!)': '⚠',
  '(?)': '?',
  '(i)': 'ℹ',
  '(y)': '👍',
  '(n)': '👎',
  '(*)': '★',
  '(on)': '💡',
};

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Jira's inline markup on one line of text, as HTML. */
function inline(text: string, context: JiraMarkupContext): string {
  const held: string[] = [];
  const hold = (html: string) => `\uE000${held.push(html) - 1}\uE000`;
  let work = text
    // `\*` is a literal star, `\\` a line break.
    .replace(/\\\\/g, () => hold('<br>'))
    .replace(/\\([^\s\w])/g, (_, char: string) => hold(escapeHtml(char)))
    .replace(/\{\{(.+?)\}\}/g, (_, code: string) => hold(`<code>${escapeHtml(code)}</code>`))
    .replace(/\{color(?::[^}]*)?\}/gi, '')
    .replace(/\{anchor(?::[^}]*)?\}/gi, '')
    .replace(/\[([^\]\n]+)\]/g, (whole, inside: string) => hold(linkHtml(inside, whole, context)))
    .replace(/!([^!\s][^!\n]*?)!/g, (whole, inside: string) => imageHtml(inside, whole, context, hold))
    .replace(/\bhttps?:\/\/[^\s<>"\uE000]+/g, (url: string) => {
      const trimmed = url.replace(/[.,;:!?)]+$/, '');
      return hold(`<a href="${escapeHtml(trimmed)}">${escapeHtml(trimmed)}</a>`) + url.slice(trimmed.length);
    });
  work = escapeHtml(work);
  for (const [code, symbol] of Object.entries(EMOTICONS)) {
    work = work.replace(new RegExp(`(^|\\s)${regexEscape(code)}(?=$|\\s|[.,;:])`, 'g'), `$1${symbol}`);
  }
  for (const [marker, tag] of EMPHASIS) {
    const m = regexEscape(marker);
    // Jira's rule: the marker opens after a non-word character and closes before one; the text inside
    // neither starts nor ends with a space.
    const pattern = new RegExp(
      `(^|[^\\p{L}\\p{N}${m}])${m}(?=\\S)(.+?)(?<=\\S)${m}(?=$|[^\\p{L}\\p{N}${m}])`,
      'gu',
    );
    work = work.replace(
      pattern,
      (_, before: string, inside: string) => `${before}<${tag}>${inside}</${tag}>`,
    );
  }
  // Placeholders may hold placeholders (a link's text): restore until none is left.
  for (let pass = 0; pass < 4 && work.includes('\uE000'); pass += 1) {
    work = work.replace(/\uE000(\d+)\uE000/g, (_, n: string) => held[Number(n)] ?? '');
  }
  return work;
}

/** `[~user]`, `[~accountid:…]`, `[text|url]`, `[url]`, `[^attachment]`, `[#anchor]`. */
function linkHtml(inside: string, whole: string, context: JiraMarkupContext): string {
  if (inside.startsWith('~')) {
    const user = inside.slice(1).trim();
    const name = context.nameOf(user) ?? (isJiraAccountId(user) ? UNKNOWN_JIRA_USER : user);
    return escapeHtml(`@${name}`);
  }
  const [first, second] = inside.split('|');
  const label = second === undefined ? null : first!.trim();
  const target = (second ?? first)!.trim();
  if (target.startsWith('^')) {
    const file = target.slice(1).trim();
    context.dropped?.(`attachment ${file}`);
    return escapeHtml(label ?? file);
  }
  if (target.startsWith('#')) return inline(label ?? target.slice(1), context);
  if (/^(https?:\/\/|mailto:)\S+$/i.test(target)) {
    const shown = label ? inline(label, context) : escapeHtml(target.replace(/^mailto:/i, ''));
    return `<a href="${escapeHtml(target)}">${shown}</a>`;
  }
  // Not a link Jira would draw (`[sic]`, `[1]`): the text as written.
  return escapeHtml(whole);
}

/** `!https://…/a.png!` becomes a link (no remote image loads here); an attached image is named and reported. */
function imageHtml(
  inside: string,
  whole: string,
  context: JiraMarkupContext,
  hold: (html: string) => string,
): string {
  const [source] = inside.split('|');
  const target = source!.trim();
  if (/^https?:\/\/\S+$/i.test(target)) {
    return hold(`<a href="${escapeHtml(target)}">${escapeHtml(target)}</a>`);
  }
  if (!/^[^\s|]+\.[A-Za-z0-9]{2,5}$/.test(target)) return whole;
  context.dropped?.(`attached image ${target}`);
  return hold(`<em>[image: ${escapeHtml(target)}]</em>`);
}
