import type { FileTypeResult } from 'file-type';

/**
 * What an attachment is, decided from its bytes (contract: Attachment `mime`, Limits "Attachment types").
 * Binary formats are recognised by file-type from their signatures; text has no signature, so text is
 * recognised by being valid UTF-8 without control bytes, and its kind sniffed from how it starts. The
 * upload name never makes a binary acceptable: it only chooses among text types, which contents alone
 * cannot tell apart (Markdown and CSV are both plain text).
 */

const MIB = 1024 * 1024;
/** 25 MB per file, 50 MB for video (Limits; decisions §4.2). Binary megabytes, as Laravel's `max:25600`. */
export const FILE_SIZE_LIMIT = 25 * MIB;
export const VIDEO_SIZE_LIMIT = 50 * MIB;
export const SIZE_LIMIT_MESSAGE = 'The file may not be greater than 25 MB (50 MB for video).';

/** How much of the start of an upload is kept to recognise text. */
export const TEXT_SAMPLE_BYTES = 64 * 1024;

/** The only types ever served inline at original size. */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/** Raster images sharp can shrink into a WebP thumbnail. */
const RESIZABLE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  ...INLINE_IMAGE_TYPES,
  'image/tiff',
  'image/avif',
]);

/** Text types and the upload names that choose them (the contract's six, plus `.markdown`). */
const TEXT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
};

const TEXT_TYPES: ReadonlySet<string> = new Set([
  'text/plain',
  'text/markdown',
  'text/csv',
  'text/html',
  'application/json',
  'application/xml',
  'image/svg+xml',
]);

const OFFICE_TYPES: ReadonlySet<string> = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.template',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.graphics',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/rtf',
]);

/**
 * Legacy Office files are Compound File Binary containers, which installers (.msi) use as well; the
 * container is accepted only under a legacy Office name.
 */
const LEGACY_OFFICE_BY_EXTENSION: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export function isVideo(mime: string): boolean {
  return mime.startsWith('video/');
}

export function sizeLimitFor(mime: string): number {
  return isVideo(mime) ? VIDEO_SIZE_LIMIT : FILE_SIZE_LIMIT;
}

export function isResizableImage(mime: string): boolean {
  return RESIZABLE_IMAGE_TYPES.has(mime);
}

/** Text previewed as `text/plain` (HTML and SVG included: their source, never rendered). */
export function isText(mime: string): boolean {
  return TEXT_TYPES.has(mime);
}

function isAllowedBinary(mime: string): boolean {
  return (
    mime.startsWith('image/') ||
    isVideo(mime) ||
    mime === 'application/pdf' ||
    mime === 'application/zip' ||
    OFFICE_TYPES.has(mime)
  );
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The upload name with any directory part removed, control characters dropped, at most 255 characters. */
export function cleanUploadName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return 'file';
  if (cleaned.length <= 255) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension && extension.length < 20 ? `.${extension}` : '';
  return cleaned.slice(0, 255 - keep.length) + keep;
}

/**
 * True when the sample reads as UTF-8 text: no NUL byte, valid UTF-8 (a sequence cut off by the end of
 * a partial sample is forgiven), and no control characters beyond tab, line breaks, form feed and escape.
 */
export function looksLikeText(sample: Uint8Array, isWholeFile: boolean): boolean {
  let bytes = sample;
  if (bytes.includes(0)) return false;
  if (!isWholeFile) {
    // Drop an incomplete trailing multi-byte sequence (at most 3 bytes) left by the sample's cut.
    let cut = bytes.length;
    for (let i = 1; i <= 3 && i <= bytes.length; i++) {
      const byte = bytes[bytes.length - i]!;
      if ((byte & 0xc0) !== 0x80) {
        const expected = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
        if (expected > i) cut = bytes.length - i;
        break;
      }
    }
    bytes = bytes.subarray(0, cut);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0001-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/.test(text);
}

/** The kind of some text, from how it starts (the HTML patterns of the WHATWG MIME sniffing standard). */
export function sniffTextType(sample: Uint8Array): string {
  const start = new TextDecoder('utf-8')
    .decode(sample.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/^<\?xml[\s?]/.test(start)) return /<svg[\s>]/.test(start) ? 'image/svg+xml' : 'application/xml';
  if (/^<svg[\s>]/.test(start)) return 'image/svg+xml';
  if (
    /^<!doctype html[\s>]/.test(start) ||
    /^<(html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p)[\s>]/.test(start) ||
    start.startsWith('<!--')
  ) {
    return 'text/html';
  }
  return 'text/plain';
}

export type TypeDecision = { allowed: true; mime: string } | { allowed: false; mime: string };

/**
 * The attachment's type from its contents. `detected` is file-type's answer for the whole stored file,
 * `sample` the first TEXT_SAMPLE_BYTES of it.
 */
export function decideType(
  detected: FileTypeResult | undefined,
  sample: Uint8Array,
  isWholeFile: boolean,
  name: string,
): TypeDecision {
  const extension = extensionOf(name);
  // file-type recognises `<?xml ` and a few text formats (vCard, iCalendar, WebVTT); those are text too.
  const textual =
    detected === undefined || detected.mime === 'application/xml' || detected.mime.startsWith('text/');
  if (!textual) {
    if (detected.mime === 'application/x-cfb') {
      const legacy = LEGACY_OFFICE_BY_EXTENSION[extension];
      return legacy ? { allowed: true, mime: legacy } : { allowed: false, mime: detected.mime };
    }
    return { allowed: isAllowedBinary(detected.mime), mime: detected.mime };
  }
  if (!looksLikeText(sample, isWholeFile)) {
    return { allowed: false, mime: detected?.mime ?? 'application/octet-stream' };
  }
  // A text name chooses the text type; a sniffed text/html (or XML) on such a name reads as that type.
  const byName = TEXT_TYPE_BY_EXTENSION[extension];
  return { allowed: true, mime: byName ?? sniffTextType(sample) };
}
