import type { ByteRange } from '../../storage/index.js';
import { INLINE_IMAGE_TYPES, isResizableImage, isText, isVideo } from './attachment-types.js';
import type { DerivedSize } from './attachments.js';

/**
 * How a file is served (contract: "Attachment retrieval flags"). Only PNG, JPEG, GIF and WebP are ever
 * inline at original size; `size` makes a WebP copy (inline: we produced those bytes); `preview` shows
 * PDFs and text inline under a sandboxing content security policy, text as `text/plain`; everything else,
 * HTML and SVG included, downloads.
 */

export interface DeliveryFlags {
  download?: boolean;
  size?: DerivedSize;
  preview?: boolean;
}

export interface DeliveryPlan {
  variant: 'original' | DerivedSize;
  disposition: 'inline' | 'attachment';
  contentType: string;
}

/** Sent with every file: no scripts, no plugins, no same-origin access, whatever a browser makes of the bytes. */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

function withCharset(mime: string): string {
  return isText(mime) ? `${mime}; charset=utf-8` : mime;
}

/** The original as the default behaviour serves it: images inline, everything else as a download. */
export function defaultPlan(mime: string): DeliveryPlan {
  return {
    variant: 'original',
    disposition: INLINE_IMAGE_TYPES.has(mime) ? 'inline' : 'attachment',
    contentType: withCharset(mime),
  };
}

export function planDelivery(mime: string, flags: DeliveryFlags): DeliveryPlan {
  if (flags.download)
    return { variant: 'original', disposition: 'attachment', contentType: withCharset(mime) };
  if (flags.size && isResizableImage(mime)) {
    return { variant: flags.size, disposition: 'inline', contentType: 'image/webp' };
  }
  if (flags.preview && mime === 'application/pdf') {
    return { variant: 'original', disposition: 'inline', contentType: 'application/pdf' };
  }
  if (flags.preview && isText(mime)) {
    return { variant: 'original', disposition: 'inline', contentType: 'text/plain; charset=utf-8' };
  }
  return defaultPlan(mime);
}

/** Video is served in ranges so players can seek. */
export function supportsRanges(mime: string, plan: DeliveryPlan): boolean {
  return plan.variant === 'original' && isVideo(mime);
}

/**
 * A single `bytes=` range against an object of `size` bytes: the range, `'unsatisfiable'` (416), or null
 * when the header is absent, malformed or asks for several ranges (the whole file is then sent, which
 * RFC 9110 allows).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** `inline` or `attachment` with the name, ASCII-safe plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function derivedName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.webp`;
}
