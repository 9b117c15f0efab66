import { inTransaction } from '../../db/connection.js';
import { resetSecondFactor } from '../../domain/people/second-factor.js';
import { defineAdminCommand } from './command.js';

/**
 * `tandem admin user reset-second-factor --email E` (or the email as its argument): the way back for a
 * person who lost their authenticator app, recovery codes and passkeys (issue 43). All of them go, their
 * sessions end, and the audit log records it; they sign in with their password and set up a factor again.
 */
export const userResetSecondFactor = defineAdminCommand({
  summary: "Remove a person's second factors (app, recovery codes, passkeys); their sessions end",
  arguments: '[email]',
  options: { email: { type: 'string', description: 'The account to reset' } },
  run: async ({ values, positionals }, { database }) => {
    const email = values.email ?? positionals[0];
    if (!email) throw new Error('Usage: tandem admin user reset-second-factor --email EMAIL');
    return inTransaction(database.db, (tx) => resetSecondFactor(tx, email));
  },
});
