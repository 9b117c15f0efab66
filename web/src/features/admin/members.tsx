import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ROLES } from '../../../../src/schemas/enums.js';
import { ApiError, api } from '../../api/client.js';
import { isAdmin, useSession } from '../../api/session.js';
import type { Invitation, Member, Role } from '../../api/types.js';
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
  const queryClient = useQueryClient();
  const members = useQuery({ queryKey: ['members'], queryFn: () => api.get<Member[]>('/api/ui/members') });
  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: Role }) =>
      api.patch<Member>(`/api/ui/members/${member.id}`, { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
  const remove = async (member: Member) => {
    await api.delete(`/api/ui/members/${member.id}`);
    await queryClient.invalidateQueries({ queryKey: ['members'] });
  };
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
                {admin && !self ? (
                  <>
                    <label className="visually-hidden" htmlFor={`role-${member.id}`}>
                      Role of {member.name}
                    </label>
                    <select
                      id={`role-${member.id}`}
                      className="select-inline"
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => changeRole.mutate({ member, role: event.target.value as Role })}
                    >
                      {ROLE_OPTIONS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                    <ConfirmButton
                      label="Remove"
                      describedBy={`member-${member.id}`}
                      title={`Remove ${member.name}?`}
                      body="They lose access to this workspace at once: their sessions here end, their tokens are revoked and the invitations they sent are withdrawn. Their work stays."
                      confirmLabel="Remove member"
                      onConfirm={() => remove(member)}
                    />
                  </>
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

function InviteSection() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const invite = useMutation({
    mutationFn: () => api.post<Invitation>('/api/ui/invitations', { email, role }),
    onSuccess: () => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
    },
  });
  const fieldError = (field: string) =>
    invite.error instanceof ApiError ? invite.error.fieldError(field) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <Section title="Invite someone" description="They get a link to join; it works once and for 7 days.">
      <form onSubmit={submit} className="form-inline">
        <TextField
          label="Email address"
          type="email"
          required
          value={email}
          error={fieldError('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          error={fieldError('role')}
          onChange={(event) => setRole(event.target.value as Role)}
        />
        <Button type="submit" variant="primary" busy={invite.isPending}>
          Invite
        </Button>
      </form>
      {invite.isError &&
      !(invite.error instanceof ApiError && Object.keys(invite.error.errors).length > 0) ? (
        <ErrorNotice error={invite.error} />
      ) : null}
      {invite.data ? (
        <div className="shown-once" role="region" aria-label="New invitation">
          <p className="shown-once-title">Invitation for {invite.data.email} created</p>
          <p>Send them this link; it is shown only now. Tandem does not send email.</p>
          <pre className="secret" aria-label="Invitation link">
            {invite.data.url ?? ''}
          </pre>
          <CopyButton text={invite.data.url ?? ''} label="Copy link" />
        </div>
      ) : null}
    </Section>
  );
}

function InvitationsSection() {
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: ['invitations'],
    queryFn: () => api.get<Invitation[]>('/api/ui/invitations'),
  });
  const withdraw = async (invitation: Invitation) => {
    await api.delete(`/api/ui/invitations/${invitation.id}`);
    await queryClient.invalidateQueries({ queryKey: ['invitations'] });
  };
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
              {invitation.url ? <CopyButton text={invitation.url} label="Copy link" /> : null}
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
