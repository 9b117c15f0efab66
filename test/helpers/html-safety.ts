import { defaultTreeAdapter, html as spec, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * What a browser would make of some HTML, checked the way a browser reads it: parse5 implements the
 * HTML standard's parser (the one the sanitiser does not use), inside a <div> as the web interface
 * inserts rich text. Returns every danger found, so a failing test says what got through.
 */
export function htmlDangers(html: string): string[] {
  const container = defaultTreeAdapter.createElement('div', spec.NS.HTML, []);
  const dangers: string[] = [];
  walk(parseFragment(container, html, {}), dangers);
  return dangers;
}

/** Elements that run script, load another document, or switch the parser into another mode. */
const DANGEROUS_ELEMENTS = new Set(
  (
    'script style iframe frame frameset object embed applet base link meta form input button textarea ' +
    'select option template noscript noembed noframes xmp plaintext title svg math video audio source ' +
    'portal isindex'
  ).split(' '),
);

/** Attributes that run script, set a second document, or name a URL list the scheme check cannot see. */
const DANGEROUS_ATTRIBUTES = new Set(
  'style srcset srcdoc formaction action xmlns xlink:href is popover ping background dynsrc lowsrc'.split(
    ' ',
  ),
);

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster', 'data', 'codebase', 'longdesc', 'usemap']);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

function walk(node: DefaultTreeAdapterTypes.ParentNode, dangers: string[]): void {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    checkElement(child, dangers);
    walk(child, dangers);
    if (child.tagName === 'template') walk((child as DefaultTreeAdapterTypes.Template).content, dangers);
  }
}

function checkElement(element: DefaultTreeAdapterTypes.Element, dangers: string[]): void {
  if (element.namespaceURI !== spec.NS.HTML) dangers.push(`foreign element <${element.tagName}>`);
  if (DANGEROUS_ELEMENTS.has(element.tagName)) dangers.push(`element <${element.tagName}>`);
  for (const { name, value } of element.attrs) {
    const attribute = name.toLowerCase();
    if (attribute.startsWith('on')) dangers.push(`handler ${name} on <${element.tagName}>`);
    if (DANGEROUS_ATTRIBUTES.has(attribute)) dangers.push(`attribute ${name} on <${element.tagName}>`);
    if (URL_ATTRIBUTES.has(attribute) && !isSafeUrl(value)) dangers.push(`URL ${name}="${value}"`);
  }
}

/**
 * The scheme as the URL standard reads it: leading and trailing C0 controls and spaces stripped, every
 * tab and newline removed, case ignored. A URL without a scheme is relative and stays on the service;
 * `//host` (protocol-relative) does not.
 */
function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (/^[/\\]{2}/.test(cleaned)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}
