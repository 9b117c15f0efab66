import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ABILITIES } from '../../../../src/schemas/enums.js';
import { ApiError, fieldError } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import {
  tokensQuery,
  useCreateToken,
  useRevokeToken,
  type Ability,
  type ApiToken,
  type CreatedToken,
} from '../../api/tokens.js';
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
  ShownOnce,
  TextField,
} from '../../components/ui.js';
import { expiryFromDays, formatDate, formatRelative, humanize } from '../../lib/format.js';
import { blockLines, shellExports, tokenBlock } from '../../lib/token-block.js';

const EXPIRY_CHOICES = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

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
  const [name, setName] = useState('');
  const [abilities, setAbilities] = useState<Ability[]>(['read', 'write']);
  const [expiry, setExpiry] = useState('');
  const create = useCreateToken();
  const errorAt = (field: string) => fieldError(create.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, abilities, ...(expiry ? { expires_at: expiryFromDays(Number(expiry)) } : {}) },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
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
          error={errorAt('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <AbilityChecks abilities={abilities} onChange={setAbilities} error={errorAt('abilities')} />
        <SelectField
          label="Expires"
          options={EXPIRY_CHOICES}
          value={expiry}
          error={errorAt('expires_at')}
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
        {errorAt('tokens') ? (
          <p className="field-error" role="alert">
            {errorAt('tokens')}
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

function AbilityChecks({
  abilities,
  onChange,
  error,
}: {
  abilities: Ability[];
  onChange: (abilities: Ability[]) => void;
  error: string | undefined;
}) {
  const toggle = (ability: Ability, on: boolean) =>
    onChange(on ? [...new Set([...abilities, ability])] : abilities.filter((a) => a !== ability));
  return (
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
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
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
      <p>In a terminal, paste these instead:</p>
      <pre className="secret" aria-label="Shell commands">
        {shellExports(block)}
      </pre>
      <CopyButton text={shellExports(block)} label="Copy shell commands" />
      <p>The same three settings for an environment file or a tool's settings:</p>
    </ShownOnce>
  );
}

function TokenListSection() {
  const tokens = useQuery(tokensQuery);
  const revocation = useRevokeToken();
  const revoke = (token: ApiToken) => revocation.mutateAsync(token.id);
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
