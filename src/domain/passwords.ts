import { hash, verify } from '@node-rs/argon2';
import { ValidationError } from './errors.js';

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

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (storedHash === null) {
    placeholderHash ??= hash('placeholder password never matched');
    await verify(await placeholderHash, password);
    return false;
  }
  return verify(storedHash, password);
}

/** The rules a new password must meet, as a 422 on `field`. */
export function checkNewPassword(password: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw ValidationError.field(field, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw ValidationError.field(field, `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  return password;
}
