import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ApiClient, ApiResponse } from './app.js';

/** Real files for attachment tests, made in the test. */

export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export const HTML = Buffer.from(
  '<!DOCTYPE html>\n<html><body><script>alert(1)</script><p>Notes</p></body></html>\n',
);

/** The start of a 64-bit ELF executable. */
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

/** An MP4 (ISO base media) header followed by `padding` bytes. */
export function mp4(padding = 1024): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(padding, 7),
  ]);
}

/** A real ZIP archive (stored, uncompressed entries). */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A valid greyscale PNG of 7100 × 7100 pixels (just over 50 megapixels) that compresses to about 50 KB:
 * a small decompression bomb. Decoding it works, which is the point: only the pixel limit refuses it.
 */
export function pngBomb(side = 7100): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then `side` black pixels.
  const pixels = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function form(name: string, bytes: Buffer, field = 'file'): FormData {
  const body = new FormData();
  body.append(field, new Blob([bytes]), name);
  return body;
}

/** POST one file to an issue (or a comment of it). */
export function upload(
  api: ApiClient,
  issueRef: string,
  name: string,
  bytes: Buffer,
  commentId?: number,
): Promise<ApiResponse> {
  const path = commentId
    ? `/issues/${issueRef}/comments/${commentId}/attachments`
    : `/issues/${issueRef}/attachments`;
  return api.request('POST', path, form(name, bytes));
}

/** GET the bytes of an attachment (the JSON client reads text; files need the raw bytes). */
export async function fetchBytes(
  baseUrl: string,
  token: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
