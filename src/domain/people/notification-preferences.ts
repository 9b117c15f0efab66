import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import {
  ensurePreferences,
  findLiveUser,
  findPreferences,
  updatePreferences,
} from '../../repositories/mail.js';
import type { NotificationPreferencesView } from '../../schemas/mail.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { NotFoundError } from '../../errors.js';
import { asPerson } from '../policy.js';

/**
 * Each person's mail choices (Settings → Notifications, decisions §11.7): mentions, assignments, and
 * runs they queued that finished or failed, each on until turned off. Every notification mail carries
 * links that turn a kind off without signing in: `<user>.<kinds>.<signature>`, an HMAC-SHA256 under a
 * key of the person's own (kept with their choices, never shown), so a link cannot be forged nor
 * altered to another person or kind.
 */
export const NOTIFICATION_KINDS = ['mentions', 'assignments', 'runs'] as const;
export type PreferenceKind = (typeof NOTIFICATION_KINDS)[number];
export type Preferences = Record<PreferenceKind, boolean>;

const ALL_ON: Preferences = { mentions: true, assignments: true, runs: true };

function fromRow(row: { mentions: number; assignments: number; runs: number } | undefined): Preferences {
  if (!row) return { ...ALL_ON };
  return { mentions: row.mentions === 1, assignments: row.assignments === 1, runs: row.runs === 1 };
}

async function preferencesRow(db: Executor, userId: number) {
  return ensurePreferences(db, {
    user_id: userId,
    unsubscribe_key: randomBytes(32).toString('base64url'),
    updated_at: nowIso(),
  });
}

function present(preferences: Preferences, mailEnabled: boolean, email: string): NotificationPreferencesView {
  return { ...preferences, mail_enabled: mailEnabled, email };
}

/** A person's choices (all on without a row). */
export async function preferencesOf(db: Executor, userId: number): Promise<Preferences> {
  return fromRow(await findPreferences(db, userId));
}

export async function getNotificationPreferences(
  db: Executor,
  caller: Caller,
  mailEnabled: boolean,
): Promise<NotificationPreferencesView> {
  const person = asPerson(caller, 'have mail preferences').user;
  return present(fromRow(await findPreferences(db, person.id)), mailEnabled, person.email);
}

/** `mailEnabled`: whether this installation sends mail (the view says so). */
export async function updateNotificationPreferences(
  tx: Tx,
  ctx: CommandContext,
  input: Partial<Preferences> & { mailEnabled: boolean },
): Promise<NotificationPreferencesView> {
  const person = asPerson(ctx.caller, 'have mail preferences').user;
  await preferencesRow(tx, person.id);
  await updatePreferences(tx, person.id, { ...asColumns(input), updated_at: nowOf(ctx) });
  return present(fromRow(await findPreferences(tx, person.id)), input.mailEnabled, person.email);
}

function asColumns(change: Partial<Preferences>) {
  const columns: Partial<Record<PreferenceKind, number>> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const value = change[kind];
    if (value !== undefined) columns[kind] = value ? 1 : 0;
  }
  return columns;
}

function signature(key: string, userId: number, kinds: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kinds}`).digest('base64url');
}

/** A link's token turning `kinds` off for a person (made with their key, which it creates if needed). */
export async function unsubscribeToken(
  db: Executor,
  userId: number,
  kinds: readonly PreferenceKind[],
): Promise<string> {
  const row = await preferencesRow(db, userId);
  const list = NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind)).join('-');
  return `${userId}.${list}.${signature(row.unsubscribe_key, userId, list)}`;
}

const TOKEN =
  /^([1-9][0-9]{0,9})\.((?:mentions|assignments|runs)(?:-(?:mentions|assignments|runs))*)\.([A-Za-z0-9_-]{43})$/;

/** The person and kinds of a genuine token; anything else, 404 (the same for every kind of wrong). */
async function readToken(db: Executor, token: string) {
  const match = TOKEN.exec(token);
  const notFound = new NotFoundError('Unsubscribe link');
  if (!match) throw notFound;
  const userId = Number(match[1]);
  const list = match[2]!;
  const row = await findPreferences(db, userId);
  const user = row ? await findLiveUser(db, userId) : undefined;
  if (!row || !user) throw notFound;
  const expected = Buffer.from(signature(row.unsubscribe_key, userId, list));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound;
  const kinds = list.split('-') as PreferenceKind[];
  return { userId, kinds, preferences: fromRow(row) };
}

/** What a link would turn off (the page shown before the click). */
export async function lookUpUnsubscribe(db: Executor, token: string) {
  const { kinds, preferences } = await readToken(db, token);
  return { kinds, preferences };
}

/** Turns the link's kinds off; again is harmless. */
export async function unsubscribe(db: Executor, token: string) {
  const { userId, kinds } = await readToken(db, token);
  await updatePreferences(db, userId, {
    ...asColumns(Object.fromEntries(kinds.map((kind) => [kind, false]))),
    updated_at: nowIso(),
  });
  return { kinds, preferences: fromRow(await findPreferences(db, userId)) };
}
