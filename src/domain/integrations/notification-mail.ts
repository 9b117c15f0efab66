import type { Tx } from '../../db/connection.js';
import type { MailMessage } from '../../db/schema.js';
import { renderMail, type Block } from '../../mail/render.js';
import {
  findBundleContext,
  findLiveUser,
  listBundleEvents,
  sealBundle,
  updateMailMessage,
} from '../../repositories/mail.js';
import { ActorDirectory } from '../actors.js';
import type { SystemContext } from '../context.js';
import { plainText } from '../html.js';
import { issueIdentifier } from '../issues/issue-ref.js';
import { PREFERENCE_OF } from './mail-outbox.js';
import { replyKey, signedMessageId } from './mail-replies.js';
import { afterAttempts } from '../runs/run-failure-notices.js';
import { scopeText } from '../runs/approvals.js';
import { preferencesOf, unsubscribeToken, type PreferenceKind } from '../people/notification-preferences.js';

const EXCERPT_LENGTH = 300;

type BundleEvent = Awaited<ReturnType<typeof listBundleEvents>>[number];

/**
 * Seals a notification bundle (no event joins it afterwards) and writes its words, from what is true
 * now: events of kinds the person turned off since, on an issue deleted since, in a workspace they
 * left, or of a withdrawn comment are left out, and a bundle left with nothing is dropped. Answers
 * whether there is a mail to send.
 */
export async function sealNotificationMail(tx: Tx, ctx: SystemContext, mail: MailMessage): Promise<boolean> {
  const { appUrl } = ctx;
  if (!(await sealBundle(tx, mail.id))) return false;
  const drop = async () => {
    await updateMailMessage(tx, mail.id, { state: 'dropped', last_error: 'Nothing left to tell' });
    return false;
  };
  if (mail.user_id === null || mail.workspace_id === null) return drop();
  const person = await findLiveUser(tx, mail.user_id);
  const { workspace, issue } = await findBundleContext(tx, mail.user_id, mail.workspace_id, mail.issue_id);
  if (!person || !workspace || (mail.issue_id !== null && !issue)) return drop();
  const preferences = await preferencesOf(tx, person.id);
  const events = (await listBundleEvents(tx, mail.id)).filter(
    (event) =>
      preferences[PREFERENCE_OF[event.kind]] &&
      !(event.kind === 'mention' && (event.comment_withdrawn === 1 || event.comment_body === null)),
  );
  if (events.length === 0) return drop();

  const actors = await ActorDirectory.load(
    tx,
    events.map((event) => ({ type: event.actor_type, id: event.actor_id })),
  );
  const identifier = issue
    ? issueIdentifier(issue.number, issue.project_prefix, workspace.issue_prefix)
    : null;
  // A link names its workspace: the reader's session may be in another of theirs (the web switches).
  const inWorkspace = `?workspace=${encodeURIComponent(workspace.slug)}`;
  const blocks: Block[] = events.flatMap((event) =>
    eventBlocks(event, actors, `${appUrl}/runs/${event.run_id}${inWorkspace}`, person.id),
  );
  if (issue && identifier)
    blocks.push({ link: `${appUrl}/issues/${identifier}${inWorkspace}`, label: `Open ${identifier}` });

  const kinds = [...new Set(events.map((event) => PREFERENCE_OF[event.kind]))];
  const links: { label: string; url: string }[] = [];
  for (const kind of kinds) {
    const token = await unsubscribeToken(tx, person.id, [kind]);
    links.push({ label: `Stop mails about ${KIND_WORDS[kind]}`, url: `${appUrl}/unsubscribe/${token}` });
  }
  blocks.push({
    small: `You get this mail because of your notification settings in ${workspace.name} (${appUrl}/settings/notifications).`,
    links,
  });
  const subject =
    issue && identifier ? `[${identifier}] ${issue.title}` : `[${workspace.name}] ${runSubject(events)}`;
  const rendered = renderMail(subject, blocks);
  const everything = await unsubscribeToken(tx, person.id, kinds);
  const host = new URL(appUrl).hostname;
  const headers: Record<string, string> = {
    // RFC 2369 and RFC 8058: mail programs offer one-click unsubscribing (a POST to this address).
    'List-Unsubscribe': `<${appUrl}/api/ui/unsubscribe/${everything}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
  if (issue) {
    // Mails about one issue thread together in mail programs.
    const thread = `<issue-${issue.id}@${host}>`;
    headers['In-Reply-To'] = thread;
    headers.References = thread;
    // A reply by mail becomes a comment on the issue (issue 41): the Message-ID names it, signed.
    headers['Message-ID'] = signedMessageId(
      await replyKey(tx),
      mail.message_id,
      { issueId: issue.id, userId: person.id },
      host,
    );
  }
  await updateMailMessage(tx, mail.id, {
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    headers: JSON.stringify(headers),
  });
  return true;
}

const KIND_WORDS: Record<PreferenceKind, string> = {
  mentions: 'mentions',
  assignments: 'assignments',
  runs: 'runs and runtimes',
};

function runSubject(events: BundleEvent[]): string {
  const agent = events[0]?.agent_name ?? 'an agent';
  if (events.every((event) => event.kind === 'approval_requested')) {
    return `${agent} asks for approval`;
  }
  return events.length === 1
    ? `The run of ${agent} ${events[0]?.kind === 'run_failed' ? 'failed' : 'completed'}`
    : `${events.length} runs finished`;
}

function excerpt(text: string | null): string {
  const flat = plainText(text ?? '').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** `runLink`: the page of the event's run, for the events of runs. */
function eventBlocks(event: BundleEvent, actors: ActorDirectory, runLink: string, personId: number): Block[] {
  const actor = actors.view(event.actor_type, event.actor_id)?.name ?? 'Somebody';
  switch (event.kind) {
    case 'mention':
      return [{ paragraph: `${actor} mentioned you:` }, { quote: excerpt(event.comment_body) }];
    case 'assignment':
      return [{ paragraph: `${actor} assigned the issue to you.` }];
    case 'review_requested':
      return [{ paragraph: `${actor} delivered work on the issue: you are asked to review it.` }];
    case 'approval_requested':
      return [
        {
          paragraph: `${event.agent_name ?? 'An agent'} asks for your approval to ${event.approval_action ?? 'act'}:`,
        },
        { quote: excerpt(event.approval_scope === null ? '' : scopeText({ scope: event.approval_scope })) },
        { paragraph: 'Unanswered within 24 hours, it is denied.' },
        { link: runLink, label: 'Approve or deny on the run' },
      ];
    default: {
      const failed = event.kind === 'run_failed';
      const detail = excerpt(failed ? event.run_error : event.run_summary);
      // The agent's owner (or an administrator) hears of failures of runs others queued too (issue 38).
      const queuedByYou = event.run_requested_by_type === 'user' && event.run_requested_by_id === personId;
      const outcome = failed ? `failed${afterAttempts(event.run_attempts ?? 1)}` : 'completed';
      return [
        {
          paragraph: `The run of ${event.agent_name ?? 'an agent'}${queuedByYou ? ' you queued' : ''} ${outcome}.`,
        },
        ...(detail ? [{ quote: detail }] : []),
        { link: runLink, label: 'Open the run' },
      ];
    }
  }
}
