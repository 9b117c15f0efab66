import { createHash, randomBytes } from 'node:crypto';

/**
 * API tokens look like GitHub's: a recognisable prefix, 30 random base62 characters and a 6-character
 * base62 CRC32 checksum, e.g. `tdm_` + 36 characters. Secret scanners can spot them, and a mistyped or
 * truncated token is refused without touching the database. Only the SHA-256 digest is stored.
 */
export const API_TOKEN_PREFIX = 'tdm_';
/** Runner (agent runtime) credentials: a different prefix so the two can never be confused. */
export const RUNTIME_TOKEN_PREFIX = 'tdmr_';
/**
 * Run tokens (decisions §11.6): minted at each claim and handed to the run's command, they act as the
 * run's agent on /api/v1 while the run holds its lease, and never again once it ends.
 */
export const RUN_TOKEN_PREFIX = 'tdmrun_';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ENTROPY_LENGTH = 30;
const CHECKSUM_LENGTH = 6;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = ALPHABET[rest % 62]! + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export function generateToken(prefix: string = API_TOKEN_PREFIX): string {
  const entropy = randomBase62(ENTROPY_LENGTH);
  return `${prefix}${entropy}${base62(crc32(entropy), CHECKSUM_LENGTH)}`;
}

/** True when the token has the right prefix, length, alphabet and checksum. */
export function isWellFormedToken(token: string, prefix: string = API_TOKEN_PREFIX): boolean {
  if (!token.startsWith(prefix)) return false;
  const body = token.slice(prefix.length);
  if (body.length !== ENTROPY_LENGTH + CHECKSUM_LENGTH || !/^[0-9A-Za-z]+$/.test(body)) return false;
  const entropy = body.slice(0, ENTROPY_LENGTH);
  return body.slice(ENTROPY_LENGTH) === base62(crc32(entropy), CHECKSUM_LENGTH);
}

/** The SHA-256 of a token, as tokens are stored. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
