import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ROLES } from '../../../../src/schemas/enums.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import {
  invitationsQuery,
  membersQuery,
  useChangeMember,
  useInvite,
  useRemoveMember,
  useWithdrawInvitation,
  type Invitation,
  type Member,
} from '../../api/members.js';
import { isAdmin, useEndMemberSessions, useSession, type Role } from '../../api/session.js';
import {
  Badge,
  Button,
  ConfirmButton,
  CopyButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { formatDate, humanize } from '../../lib/format.js';
import '../../screens.css';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: humanize(role) }));

export function MembersPage() {
  const session = useSession();
  const admin = isAdmin(session);
  return (
    <>
      <PageHeader title="Members" description={`People in ${session.workspace.name} and what they may do.`} />
      {admin ? <InviteSection /> : null}
      {admin ? <InvitationsSection /> : null}
      <MembersSection admin={admin} />
    </>
  );
}

function MembersSection({ admin }: { admin: boolean }) {
  const session = useSession();
  const members = useQuery(membersQuery);
  const changeRole = useChangeMember();
  const ownerCaller = session.workspace.role === 'owner';
  const removal = useRemoveMember();
  const remove = (member: Member) => removal.mutateAsync(member.id);
  return (
    <Section title="Members">
      <ErrorNotice error={changeRole.error} title="The role was not changed." />
      {members.isPending ? (
        <Loading />
      ) : members.isError ? (
        <ErrorNotice error={members.error} />
      ) : members.data.length === 0 ? (
        <EmptyState title="No members" />
      ) : (
        <ul className="list">
          {members.data.map((member) => {
            const self = member.email === session.user.email;
            return (
              <li key={member.id} className="list-row">
                <div className="list-main">
                  <span className="list-title" id={`member-${member.id}`}>
                    {member.name} {self ? <Badge>You</Badge> : null}
                  </span>
                  <span className="muted">
                    {member.email} · joined {formatDate(member.joined_at)}
                  </span>
                </div>
                {admin ? (
                  <WeeklyHoursField member={member} />
                ) : member.weekly_hours !== null ? (
                  <span className="muted">{member.weekly_hours} h a week</span>
                ) : null}
                {admin && !self && (ownerCaller || member.role !== 'owner') ? (
                  <MemberRoleControls
                    member={member}
                    ownerCaller={ownerCaller}
                    busy={changeRole.isPending}
                    onRole={(role) => changeRole.mutate({ id: member.id, change: { role } })}
                    onRemove={() => remove(member)}
                  />
                ) : (
                  <Badge>{humanize(member.role)}</Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** An administrator changes a member's role (only an owner grants or takes owner) or removes them. */
function MemberRoleControls({
  member,
  ownerCaller,
  busy,
  onRole,
  onRemove,
}: {
  member: Member;
  ownerCaller: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onRemove: () => Promise<void>;
}) {
  const endSessions = useEndMemberSessions();
  return (
    <>
      <label className="visually-hidden" htmlFor={`role-${member.id}`}>
        Role of {member.name}
      </label>
      <select
        id={`role-${member.id}`}
        className="select-inline"
        value={member.role}
        disabled={busy}
        onChange={(event) => onRole(event.target.value as Role)}
      >
        {ROLE_OPTIONS.filter((option) => ownerCaller || option.value !== 'owner').map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ConfirmButton
        label="Sign out"
        variant="secondary"
        describedBy={`member-${member.id}`}
        title={`Sign ${member.name} out?`}
        body="Every browser signed in to their account is signed out, in every workspace; their API tokens keep working. Use it when a device is lost or shared."
        confirmLabel="Sign out"
        onConfirm={() => endSessions.mutateAsync(member.id)}
      />
      <ConfirmButton
        label="Remove"
        describedBy={`member-${member.id}`}
        title={`Remove ${member.name}?`}
        body="They lose access to this workspace at once: their sessions here end, their tokens are revoked and the invitations they sent are withdrawn. Their work stays."
        confirmLabel="Remove member"
        onConfirm={onRemove}
      />
    </>
  );
}

/**
 * An administrator sets how many hours a week a member works (capacity counts them). The hours save
 * when the field is left or Enter is pressed, and the field says whether they were saved.
 */
function WeeklyHoursField({ member }: { member: Member }) {
  const stored = String(member.weekly_hours ?? 40);
  const [hours, setHours] = useState(stored);
  const save = useChangeMember();
  const id = `hours-${member.id}`;
  const statusId = `${id}-status`;
  const commit = (input: HTMLInputElement) => {
    // An unchanged or invalid value is not sent: the browser's own check says what is wrong.
    if (hours === stored || !input.checkValidity()) return;
    save.mutate({ id: member.id, change: { weekly_hours: Number(hours) } });
  };
  return (
    <form
      className="form-inline"
      aria-label={`Change the weekly hours of ${member.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('hours');
        if (input instanceof HTMLInputElement) commit(input);
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        Weekly hours of {member.name}
      </label>
      <input
        id={id}
        name="hours"
        className="input-inline"
        type="number"
        min={0}
        max={168}
        step={1}
        required
        value={hours}
        aria-describedby={statusId}
        aria-invalid={save.isError || undefined}
        onChange={(event) => {
          setHours(event.target.value);
          save.reset();
        }}
        onBlur={(event) => commit(event.currentTarget)}
      />
      <span className="muted">h/week</span>
      <SaveState id={statusId} state={save.status} error={save.error} />
    </form>
  );
}

/** Whether the last save of a field went through, said where the field is. */
function SaveState({
  id,
  state,
  error,
}: {
  id: string;
  state: 'idle' | 'pending' | 'success' | 'error';
  error: Error | null;
}) {
  const text =
    state === 'pending'
      ? 'Saving…'
      : state === 'success'
        ? 'Saved'
        : state === 'error'
          ? `Not saved: ${error?.message ?? 'try again'}`
          : '';
  return (
    <span id={id} role="status" className={`save-state save-state-${state}`}>
      {text}
    </span>
  );
}

function InviteSection() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const invite = useInvite();
  const errorAt = (field: string) => fieldError(invite.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  return (
    <Section title="Invite someone" description="They get a link to join; it works once and for 7 days.">
      <form onSubmit={submit} className="form-inline">
        <TextField
          label="Email address"
          type="email"
          required
          value={email}
          error={errorAt('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          error={errorAt('role')}
          onChange={(event) => setRole(event.target.value as Role)}
        />
        <Button type="submit" variant="primary" busy={invite.isPending}>
          Invite
        </Button>
      </form>
      {invite.isError && !hasFieldErrors(invite.error) ? <ErrorNotice error={invite.error} /> : null}
      {invite.data?.url === null ? (
        <div className="notice notice-good" role="status">
          Invitation mailed to {invite.data.email}. Only they receive the link, so only they can join with
          this address.
        </div>
      ) : invite.data ? (
        <div className="shown-once" role="region" aria-label="New invitation">
          <p className="shown-once-title">Invitation for {invite.data.email} created</p>
          <p>
            Mail is off: copy the link and send it to them yourself; it is shown only now. Until they confirm
            their address (by a password reset link, once mail is on, or through an installation
            administrator) their account cannot create API tokens or be made an administrator.
          </p>
          <pre className="secret" aria-label="Invitation link">
            {invite.data.url}
          </pre>
          <CopyButton text={invite.data.url} label="Copy link" />
        </div>
      ) : null}
    </Section>
  );
}

function InvitationsSection() {
  const invitations = useQuery(invitationsQuery);
  const withdrawal = useWithdrawInvitation();
  const withdraw = (invitation: Invitation) => withdrawal.mutateAsync(invitation.id);
  if (invitations.isSuccess && invitations.data.length === 0) return null;
  return (
    <Section title="Pending invitations">
      {invitations.isPending ? (
        <Loading />
      ) : invitations.isError ? (
        <ErrorNotice error={invitations.error} />
      ) : (
        <ul className="list">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="list-row">
              <div className="list-main">
                <span className="list-title" id={`invitation-${invitation.id}`}>
                  {invitation.email} <Badge>{humanize(invitation.role)}</Badge>
                </span>
                <span className="muted">
                  Invited {formatDate(invitation.created_at)}
                  {invitation.invited_by ? ` by ${invitation.invited_by.name}` : ''} · expires{' '}
                  {formatDate(invitation.expires_at)}
                </span>
              </div>
              <ConfirmButton
                label="Withdraw"
                describedBy={`invitation-${invitation.id}`}
                title={`Withdraw the invitation for ${invitation.email}?`}
                body="The link stops working."
                confirmLabel="Withdraw"
                onConfirm={() => withdraw(invitation)}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
