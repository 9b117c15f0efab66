import { useQuery } from '@tanstack/react-query';
import { repositoriesQuery } from '../../api/repositories.js';
import { SelectField } from '../../components/ui.js';

/** The choices of a repository select: none, then the workspace's repositories by name. */
function useRepositoryOptions(current: number | null) {
  const repositories = useQuery(repositoriesQuery);
  const options = [
    { value: '', label: 'None' },
    ...(repositories.data ?? []).map((repository) => ({
      value: String(repository.id),
      label: repository.name,
    })),
  ];
  // Until the list is in, the current choice still shows (by number) rather than "None".
  if (current !== null && !options.some((option) => option.value === String(current))) {
    options.push({ value: String(current), label: repositories.isPending ? 'Loading…' : `#${current}` });
  }
  return { options, repositories };
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** The repository field of the agent form (issue 38): the agent's repository wins over the project's. */
export function RepositoryField({
  value,
  error,
  onChange,
}: {
  value: number | null;
  error?: string | undefined;
  onChange: (id: number | null) => void;
}) {
  const { options, repositories } = useRepositoryOptions(value);
  return (
    <SelectField
      label="Repository"
      options={options}
      value={value === null ? '' : String(value)}
      error={error ?? (repositories.isError ? 'The repositories could not be loaded.' : undefined)}
      hint="Where its runs work, on a branch per issue. None: the issue's project's repository."
      onChange={(event) => onChange(toId(event.target.value))}
    />
  );
}

/** A list row's repository select (Administration → Projects), labelled for screen readers. */
export function InlineRepositorySelect({
  id,
  name,
  value,
  disabled,
  onChange,
}: {
  id: string;
  name: string;
  value: number | null;
  disabled: boolean;
  onChange: (id: number | null) => void;
}) {
  const { options, repositories } = useRepositoryOptions(value);
  if (repositories.isSuccess && repositories.data.length === 0 && value === null) return null;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Repository of {name}
      </label>
      <select
        id={id}
        className="select-inline"
        value={value === null ? '' : String(value)}
        disabled={disabled || repositories.isError}
        onChange={(event) => onChange(toId(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === '' ? 'No repository' : option.label}
          </option>
        ))}
      </select>
    </>
  );
}
