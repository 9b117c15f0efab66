import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { ValidationError } from '../../errors.js';

/**
 * Passwords are hashed with argon2id (the library's default algorithm, with its default cost: 19 MiB,
 * two passes), stored as a PHC string that carries its own salt and parameters.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase; short enough that hashing cannot be used to burn CPU. */
const MAX_PASSWORD_LENGTH = 1024;

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Compared against when there is no account (or no password), so that a wrong email takes as long as a
 * wrong password and the answer's timing does not tell which was wrong.
 */
let placeholderHash: Promise<string> | null = null;

/**
 * An argon2 hash in PHC form whose cost this installation is willing to pay at every sign-in: a hash
 * that came from elsewhere (a workspace import) with a cost of gigabytes or thousands of passes would
 * turn each sign-in attempt into a denial of service.
 */
const PHC_ARGON2 =
  /^\$argon2(?:id|i|d)\$v=(?:16|19)\$m=([1-9][0-9]{0,6}),t=([1-9][0-9]?),p=([1-9][0-9]?)\$[A-Za-z0-9+/]{11,64}\$[A-Za-z0-9+/]{16,128}$/;
const MAX_HASH_MEMORY_KIB = 256 * 1024;
const MAX_HASH_PASSES = 16;
const MAX_HASH_LANES = 16;

export function isUsablePasswordHash(storedHash: unknown): storedHash is string {
  if (typeof storedHash !== 'string') return false;
  const match = PHC_ARGON2.exec(storedHash);
  if (!match) return false;
  const [memory, passes, lanes] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    memory >= 8 * lanes &&
    memory <= MAX_HASH_MEMORY_KIB &&
    passes <= MAX_HASH_PASSES &&
    lanes <= MAX_HASH_LANES
  );
}

/**
 * False for a wrong password, and for a stored hash that cannot be used (none, or damaged): that
 * answers like a wrong password (401), never as a failure of the server.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!isUsablePasswordHash(storedHash)) {
    placeholderHash ??= hash('placeholder password never matched');
    await verify(await placeholderHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Whose password it is: a password equal to the account's email, its local part or its name is refused. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** Fewer different characters than this (`aaaaaaaa`, `abababab`) is a pattern, not a password. */
export const MIN_DISTINCT_CHARACTERS = 5;

const COMMON = new Set(COMMON_PASSWORDS);

function sameWords(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Why `password` would be refused as a new password, or null when it is acceptable. Checked wherever a
 * person sets one (sign-up by invitation, reset, change, `tandem admin user set-password`, `workspace
 * create`, `member add --password-stdin`); only seeding, whose fixtures are the administrator's own test
 * data, checks the length alone.
 */
export function weakPasswordReason(password: string, owner: PasswordOwner = {}): string | null {
  if (password.trim() === '') return 'The password cannot be only spaces.';
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) {
    return `The password must use at least ${MIN_DISTINCT_CHARACTERS} different characters.`;
  }
  if (COMMON.has(password.trim().toLowerCase())) {
    return 'This password is one of the most commonly used, and among the first an attacker tries: choose another.';
  }
  const email = owner.email?.trim() ?? '';
  const localPart = email.split('@')[0] ?? '';
  const name = owner.name?.trim() ?? '';
  if (
    (email !== '' && sameWords(password, email)) ||
    (localPart !== '' && sameWords(password, localPart)) ||
    (name !== '' &&
      (sameWords(password, name) || sameWords(password.replace(/\s+/g, ''), name.replace(/\s+/g, ''))))
  ) {
    return 'The password cannot be your email address or your name.';
  }
  return null;
}

/** The length rule alone (seeding); `checkNewPassword` adds the rest. */
export function checkPasswordLength(password: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw ValidationError.field(field, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw ValidationError.field(field, `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  return password;
}

/** The rules a new password must meet, as a 422 on `field`. */
export function checkNewPassword(password: unknown, field: string, owner: PasswordOwner): string {
  const checked = checkPasswordLength(password, field);
  const reason = weakPasswordReason(checked, owner);
  if (reason !== null) throw ValidationError.field(field, reason);
  return checked;
}
