import type { Tx } from '../../db/connection.js';
import type { Meeting } from '../../db/schema.js';
import { renderMail } from '../../mail/render.js';
import { callerActor } from '../caller.js';
import type { CommandContext } from '../context.js';
import { plainText } from '../html.js';
import { queueMail } from '../integrations/mail-outbox.js';
import { meetingAttendeesToMail } from '../../repositories/meetings.js';
import { notifyMinutesSent } from '../issues/inbox.js';

/**
 * Sending a meeting's minutes (decisions §6.2) mails them to its attendees who are people of the
 * workspace, the sender apart (docs/decisions.md, "Sending the minutes"), in the caller's transaction:
 * the mails exist exactly when the minutes were sent. Agents and outside guests get none (an agent has
 * no mailbox; a guest is only a name). The same people get an inbox item naming the meeting, mail on or
 * off. Answers who was mailed; with mail off, nobody.
 */
export async function mailMinutes(
  tx: Tx,
  ctx: CommandContext,
  { meeting, mailOn }: { meeting: Meeting; mailOn: boolean },
): Promise<number> {
  const { caller } = ctx;
  const senderId = caller.user?.id ?? null;
  const senderName = caller.user?.name ?? caller.agent?.name ?? 'Somebody';
  const people = await meetingAttendeesToMail(tx, meeting.workspace_id, meeting.id);
  const recipients = people.filter((person) => person.id !== senderId);
  await notifyMinutesSent(tx, {
    workspaceId: meeting.workspace_id,
    meetingId: meeting.id,
    by: callerActor(caller),
    recipientIds: recipients.map((person) => person.id),
  });
  if (!mailOn) return 0;
  const minutes = plainText(meeting.minutes ?? '').trim();
  const link = `${ctx.appUrl}/meetings/${meeting.id}?workspace=${encodeURIComponent(caller.workspace.slug)}`;
  const mail = renderMail(`[${caller.workspace.name}] Minutes: ${meeting.title}`, [
    { paragraph: `${senderName} sent the minutes of “${meeting.title}”.` },
    minutes ? { quote: minutes } : { paragraph: 'The minutes are empty.' },
    { link, label: 'Open the meeting' },
    { small: `You get this mail because you attended the meeting in ${caller.workspace.name}.` },
  ]);
  for (const person of recipients) {
    await queueMail(tx, {
      ...mail,
      kind: 'minutes',
      to: person.email,
      userId: person.id,
      workspaceId: meeting.workspace_id,
    });
  }
  return recipients.length;
}
