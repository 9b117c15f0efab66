import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ABILITIES } from '../../../../src/schemas/enums.js';
import { ApiError, api } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import type { Ability, ApiToken, CreatedToken } from '../../api/types.js';
import {
  Badge,
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  ShownOnce,
  TextField,
} from '../../components/ui.js';
import { expiryFromDays, formatDate, formatRelative, humanize } from '../../lib/format.js';
import { blockLines, tokenBlock } from '../../lib/token-block.js';

const EXPIRY_CHOICES = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

const TOKENS_KEY = ['tokens'];

export function TokensPage() {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  return (
    <>
      <PageHeader
        title="API tokens"
        description="Tokens let scripts, agents and other tools use the API as you, in this workspace."
      />
      {created ? <CreatedTokenBlock token={created} onDone={() => setCreated(null)} /> : null}
      <CreateTokenSection onCreated={setCreated} />
      <TokenListSection />
    </>
  );
}

function CreateTokenSection({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [abilities, setAbilities] = useState<Ability[]>(['read', 'write']);
  const [expiry, setExpiry] = useState('');
  const create = useMutation({
    mutationFn: () =>
      api.post<CreatedToken>('/api/ui/tokens', {
        name,
        abilities,
        ...(expiry ? { expires_at: expiryFromDays(Number(expiry)) } : {}),
      }),
    onSuccess: (token) => {
      setName('');
      onCreated(token);
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  const fieldError = (field: string) =>
    create.error instanceof ApiError ? create.error.fieldError(field) : undefined;
  const toggle = (ability: Ability, on: boolean) =>
    setAbilities((current) =>
      on ? [...new Set([...current, ability])] : current.filter((a) => a !== ability),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Section title="New token">
      <form onSubmit={submit} className="form-grid">
        <TextField
          label="Name"
          required
          maxLength={255}
          placeholder="e.g. CI pipeline"
          hint="What the token is for, so you recognise it later."
          value={name}
          error={fieldError('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="field checks">
          <legend>Abilities</legend>
          {ABILITIES.map((ability) => (
            <label key={ability} className="check">
              <input
                type="checkbox"
                checked={abilities.includes(ability)}
                onChange={(event) => toggle(ability, event.target.checked)}
              />
              {ability === 'read' ? 'Read' : 'Write'}
              <span className="muted">
                {ability === 'read' ? ' — see issues and everything else' : ' — change them'}
              </span>
            </label>
          ))}
          {fieldError('abilities') ? <p className="field-error">{fieldError('abilities')}</p> : null}
        </fieldset>
        <SelectField
          label="Expires"
          options={EXPIRY_CHOICES}
          value={expiry}
          error={fieldError('expires_at')}
          onChange={(event) => setExpiry(event.target.value)}
        />
        {create.isError &&
        !(
          create.error instanceof ApiError &&
          create.error.status === 422 &&
          Object.keys(create.error.errors).length > 0
        ) ? (
          <ErrorNotice error={create.error} />
        ) : null}
        {fieldError('tokens') ? (
          <p className="field-error" role="alert">
            {fieldError('tokens')}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create token
          </Button>
        </div>
      </form>
    </Section>
  );
}

function CreatedTokenBlock({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const session = useSession();
  // The server's block is what is shown; made from the parts only if an older server sent none.
  const block = token.block || tokenBlock(window.location.origin, token.token, session.workspace.slug);
  return (
    <ShownOnce
      title={`Token “${token.name}” created`}
      label="Token settings"
      value={blockLines(block).join('\n')}
      onDone={onDone}
    >
      <p>
        Copy it now: it is shown only this once. Paste these three lines into the environment of the tool that
        will use the token.
      </p>
    </ShownOnce>
  );
}

function TokenListSection() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: () => api.get<ApiToken[]>('/api/ui/tokens') });
  const revoke = async (token: ApiToken) => {
    await api.delete(`/api/ui/tokens/${token.id}`);
    await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
  };
  return (
    <Section title="Your tokens">
      {tokens.isPending ? (
        <Loading />
      ) : tokens.isError ? (
        <ErrorNotice error={tokens.error} />
      ) : tokens.data.length === 0 ? (
        <EmptyState title="No tokens yet">
          Create one above to use the API from a script or an agent.
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Abilities</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((token) => (
                <tr key={token.id}>
                  <th scope="row" id={`token-${token.id}`}>
                    {token.name}
                  </th>
                  <td>
                    {token.abilities.map((ability) => (
                      <Badge key={ability}>{humanize(ability)}</Badge>
                    ))}
                  </td>
                  <td>{formatDate(token.created_at)}</td>
                  <td>
                    {token.last_used_at ? (
                      formatRelative(token.last_used_at)
                    ) : (
                      <span className="muted">Never</span>
                    )}
                  </td>
                  <td>
                    {token.expires_at ? formatDate(token.expires_at) : <span className="muted">Never</span>}
                  </td>
                  <td className="cell-actions">
                    <ConfirmButton
                      label="Revoke"
                      describedBy={`token-${token.id}`}
                      title={`Revoke “${token.name}”?`}
                      body="Anything using this token stops working at once. This cannot be undone."
                      confirmLabel="Revoke token"
                      onConfirm={() => revoke(token)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
