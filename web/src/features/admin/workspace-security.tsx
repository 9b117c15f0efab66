import { useState } from 'react';
import { fieldError } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { useChangeWorkspaceSettings, type WorkspaceSettings } from '../../api/workspace.js';
import { ErrorNotice, Section } from '../../components/ui.js';

/**
 * Administration → Workspace → Security (issue 43): owners decide whether every member needs a second
 * factor; members without one are led to Settings → Security and reach nothing else until they set one up.
 */
export function SecondFactorRequirement({ settings }: { settings: WorkspaceSettings }) {
  const session = useSession();
  const save = useChangeWorkspaceSettings();
  const [required, setRequired] = useState(settings.require_second_factor);
  if (session.workspace.role !== 'owner') {
    return (
      <Section title="Security">
        <p>
          {settings.require_second_factor
            ? 'Members must set up a second factor to use this workspace.'
            : 'A second factor is optional here.'}{' '}
          Only an owner can change this.
        </p>
      </Section>
    );
  }
  const change = (value: boolean) => {
    setRequired(value);
    save.mutate({ require_second_factor: value }, { onError: () => setRequired(!value) });
  };
  const error = fieldError(save.error, 'require_second_factor');
  return (
    <Section
      title="Security"
      description="Members without a second factor are asked to set one up before they can use the workspace."
    >
      <label className="check">
        <input
          type="checkbox"
          checked={required}
          disabled={save.isPending}
          aria-describedby={error ? 'require-second-factor-error' : undefined}
          onChange={(event) => change(event.target.checked)}
        />
        Require a second factor
      </label>
      {error ? (
        <p className="field-error" id="require-second-factor-error" role="alert">
          {error}
        </p>
      ) : null}
      {save.isError && !error ? <ErrorNotice error={save.error} /> : null}
      {save.isSuccess ? (
        <p role="status" className="notice notice-good">
          {required ? 'A second factor is now required.' : 'A second factor is now optional.'}
        </p>
      ) : null}
    </Section>
  );
}
