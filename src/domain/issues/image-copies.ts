import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import type { Attachment } from '../../db/schema.js';
import { findAttachmentCopy, recordAttachmentCopy } from '../../repositories/attachments.js';
import { Semaphore } from '../../semaphore.js';
import type { ObjectStorage, StoredObject } from '../../storage/index.js';
import { DERIVED_SIZES, derivedKey, type DerivedSize } from './attachments.js';

/**
 * Resized copies of image attachments (`size=thumb`, `size=large`; decisions.md, "Bounded cost per
 * request"). Each copy is made once, on the first request for it, stored beside the original and
 * recorded in `attachment_copies`; every later request streams the stored copy. An image no copy can be
 * made of is recorded too, so it is never decoded again: the request gets the original instead, as the
 * contract says ("falls back to the original if a smaller copy cannot be made").
 */

/**
 * Decompression-bomb guard: sharp refuses an image whose header claims more pixels than this before
 * decoding anything (a 12 KB PNG can claim 100 000 × 100 000). 50 megapixels covers the full-resolution
 * modes of phone cameras (48–50 Mpx) and most cameras; decoding one costs 0.2–0.3 s of CPU and up to
 * ~80 MB, paid once per copy and at most `DECODE_SLOTS` at a time.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Images decoded at once per process. Two keeps the worst case near 2 × 80 MB on top of the server's
 * usual memory and leaves CPU for other requests on a small machine; further first requests wait.
 */
export const DECODE_SLOTS = 2;
const decodes = new Semaphore(DECODE_SLOTS);

/** Copies being made now, so simultaneous first requests for one copy share a single decode. */
const inProgress = new Map<string, Promise<Buffer | null>>();

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;

/**
 * Loaded on first use: libvips costs ~20 MB of memory that a server never resizing need not pay. One
 * libvips thread per image, since the slots already bound the parallelism; no operation cache, since a
 * copy is never made twice from the same input.
 */
function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** The stored copy, made now when it is the first request; null when the original must be served. */
export async function imageCopy(
  db: Executor,
  storage: ObjectStorage,
  attachment: Pick<Attachment, 'id' | 'storage_key'>,
  size: DerivedSize,
): Promise<StoredObject | null> {
  const known = await findAttachmentCopy(db, attachment.id, size);
  if (known?.storage_key === null) return null;
  if (known) {
    const stored = await storage.get(known.storage_key);
    if (stored) return stored;
    // Recorded but no longer in storage (restored from an older backup): made again below.
  }
  const flight = `${attachment.id}:${size}`;
  let making = inProgress.get(flight);
  if (!making) {
    making = makeCopy(db, storage, attachment, size).finally(() => inProgress.delete(flight));
    inProgress.set(flight, making);
  }
  const bytes = await making;
  return bytes ? { body: Readable.from([bytes]), size: bytes.length } : null;
}

async function makeCopy(
  db: Executor,
  storage: ObjectStorage,
  attachment: Pick<Attachment, 'id' | 'storage_key'>,
  size: DerivedSize,
): Promise<Buffer | null> {
  const made = await decodes.run(() => resize(storage, attachment.storage_key, size));
  if (made === 'unreadable') return null;
  const record = { attachment_id: attachment.id, size, created_at: nowIso() };
  if (made === 'impossible') {
    await recordAttachmentCopy(db, { ...record, storage_key: null, byte_size: null });
    return null;
  }
  const key = derivedKey(attachment.storage_key, size);
  try {
    await storage.put(key, Readable.from([made]), 'image/webp');
    await recordAttachmentCopy(db, { ...record, storage_key: key, byte_size: made.length });
  } catch {
    // A copy that cannot be kept is still served; the next request makes it again.
  }
  return made;
}

/**
 * The WebP copy's bytes; `impossible` when sharp refuses the image (over the pixel limit, corrupt),
 * which stays true; `unreadable` when the original could not be read now, which may pass. The original
 * is read whole first (sharp buffers a streamed input whole anyway), so the two failures stay apart.
 */
async function resize(
  storage: ObjectStorage,
  storageKey: string,
  size: DerivedSize,
): Promise<Buffer | 'impossible' | 'unreadable'> {
  let input: Buffer;
  try {
    const original = await storage.get(storageKey);
    if (!original) return 'unreadable';
    input = await buffer(original.body);
  } catch {
    return 'unreadable';
  }
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: DERIVED_SIZES[size], withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return 'impossible';
  }
}
