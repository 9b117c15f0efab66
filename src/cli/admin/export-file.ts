import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ValidationError } from '../../errors.js';
import { badFile } from '../../domain/integrations/workspace-import-check.js';

/**
 * Reading an export file (issue 37): plain or gzip, line by line, with bounds so that a hostile file
 * (a gzip "bomb": kilobytes that expand to gigabytes) is refused with a clear message instead of
 * exhausting the process. A line is at most `MAX_LINE_BYTES` (the exporter's longest are attachment
 * chunks of 64 KiB and rows of rich text); a gzip file expands to at most `ratio` times its size (never
 * less than `floorBytes`), which `--max-expanded-size` raises for a file that really is that repetitive.
 */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_EXPANSION_RATIO = 200;
export const EXPANSION_FLOOR_BYTES = 64 * 1024 * 1024;

export interface ReadLimits {
  /** The most a gzip file may expand to; null: the default for its size. */
  maxExpandedBytes?: number | null;
  maxLineBytes?: number;
}

/** Opens the file afresh each call (the import reads it twice: to check, then to write). */
export function exportFileLines(path: string, limits: ReadLimits = {}): () => Promise<AsyncIterable<string>> {
  return () => readLines(path, limits);
}

export async function readLines(path: string, limits: ReadLimits = {}): Promise<AsyncIterable<string>> {
  const handle = await open(path, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const gzip = magic[0] === 0x1f && magic[1] === 0x8b;
  const maxExpanded = gzip
    ? (limits.maxExpandedBytes ??
      Math.max(EXPANSION_FLOOR_BYTES, DEFAULT_EXPANSION_RATIO * (await stat(path)).size))
    : Number.POSITIVE_INFINITY;
  const file = createReadStream(path);
  let input: Readable = file;
  if (gzip) {
    const gunzip = createGunzip();
    file.on('error', (error) => gunzip.destroy(error));
    input = file.pipe(gunzip);
  }
  return splitLines(input, { maxExpanded, maxLine: limits.maxLineBytes ?? MAX_LINE_BYTES });
}

async function* splitLines(
  input: Readable,
  limits: { maxExpanded: number; maxLine: number },
): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let expanded = 0;
  const tooLong = () =>
    badFile(`a line is longer than ${mebibytes(limits.maxLine)}: this is not an export Tandem wrote.`);
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      expanded += chunk.length;
      if (expanded > limits.maxExpanded)
        throw badFile(
          `it expands to more than ${mebibytes(limits.maxExpanded)} (a gzip "bomb"?); nothing was imported. If the file is genuine, raise the bound with --max-expanded-size.`,
        );
      let start = 0;
      for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
        if (pendingBytes + end - start > limits.maxLine) throw tooLong();
        const piece = chunk.subarray(start, end);
        const line = pendingBytes === 0 ? piece : Buffer.concat([...pending, piece]);
        pending = [];
        pendingBytes = 0;
        start = end + 1;
        const text = line.toString('utf8').replace(/\r$/, '');
        if (text !== '') yield text;
      }
      if (pendingBytes + chunk.length - start > limits.maxLine) throw tooLong();
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
      }
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw badFile(`it cannot be read (${(error as Error).message}); it may be truncated or damaged.`);
  } finally {
    input.destroy();
  }
  const last = Buffer.concat(pending).toString('utf8').replace(/\r$/, '');
  if (last !== '') yield last;
}

function mebibytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MiB`;
}

/** `--max-expanded-size`: bytes, or with K, M, G or T (binary multiples). */
export function parseSize(text: string): number {
  const match = /^(\d+)\s*([KMGT]?)i?B?$/i.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a size (for example 500M or 20G).`);
  const power = ' KMGT'.indexOf((match[2] || ' ').toUpperCase());
  return Number(match[1]) * 1024 ** power;
}
