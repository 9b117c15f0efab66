import { useEffect, useId, useState } from 'react';
import type { CustomField } from '../../api/fields.js';
import type { Assignable } from '../../api/issues.js';
import { Modal } from '../../components/modal.js';
import { Button, SelectField, TextField } from '../../components/ui.js';

/**
 * "Field…" of the selection bar (issue 40): choose a custom field, then a value of its type, set on every
 * selected issue in one bulk change (undone as one). "Clear" takes the value off them all.
 */
export function BulkFieldDialog({
  open,
  count,
  fields,
  people,
  onClose,
  onApply,
}: {
  open: boolean;
  /** What the change covers, said in the title ("3 issues", "all matching issues"). */
  count: string;
  fields: CustomField[];
  people: Assignable[];
  onClose: () => void;
  onApply: (key: string, value: unknown, said: string) => void;
}) {
  const [key, setKey] = useState('');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const field = fields.find((candidate) => candidate.key === key) ?? fields[0];
  useEffect(() => {
    if (open) {
      setKey(fields[0]?.key ?? '');
      setText('');
      setChosen([]);
    }
  }, [open, fields]);
  const choose = (next: string) => {
    setKey(next);
    setText('');
    setChosen([]);
  };
  if (!field) return null;
  const value = valueOf(field, text, chosen);
  return (
    <Modal open={open} title={`Set a field on ${count}`} onClose={onClose}>
      <form
        className="bulk-field-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (value === undefined) return;
          onApply(field.key, value, `with ${field.name} set to ${shown(field, value, people)}`);
        }}
      >
        <SelectField
          label="Field"
          value={field.key}
          onChange={(event) => choose(event.target.value)}
          options={fields.map((candidate) => ({ value: candidate.key, label: candidate.name }))}
          hint={
            field.project_id === null
              ? undefined
              : 'A field of one project: issues of other projects refuse it, and then nothing changes.'
          }
        />
        <ValueControl
          field={field}
          people={people}
          text={text}
          chosen={chosen}
          onText={setText}
          onChosen={setChosen}
        />
        <div className="dialog-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button onClick={() => onApply(field.key, null, `with ${field.name} cleared`)}>
            Clear {field.name}
          </Button>
          <Button type="submit" variant="primary" disabled={value === undefined}>
            Set {field.name}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The value the form holds, as the API takes it; undefined while there is none to send. */
function valueOf(field: CustomField, text: string, chosen: string[]): unknown {
  if (field.type === 'multi_select') return chosen.length === 0 ? undefined : chosen;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (field.type === 'number') {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : undefined;
  }
  if (field.type === 'person') return Number(trimmed);
  return trimmed;
}

function shown(field: CustomField, value: unknown, people: Assignable[]): string {
  if (Array.isArray(value)) return value.join(', ');
  if (field.type === 'person') return people.find((person) => person.id === value)?.name ?? String(value);
  return String(value);
}

function ValueControl({
  field,
  people,
  text,
  chosen,
  onText,
  onChosen,
}: {
  field: CustomField;
  people: Assignable[];
  text: string;
  chosen: string[];
  onText: (text: string) => void;
  onChosen: (chosen: string[]) => void;
}) {
  const options = field.options;
  switch (field.type) {
    case 'select':
      return (
        <SelectField
          label="Value"
          value={text}
          onChange={(event) => onText(event.target.value)}
          options={[
            { value: '', label: 'Choose…' },
            ...options.map((option) => ({ value: option, label: option })),
          ]}
        />
      );
    case 'person':
      return (
        <SelectField
          label="Value"
          value={text}
          onChange={(event) => onText(event.target.value)}
          options={[
            { value: '', label: 'Choose…' },
            ...people
              .filter((person) => person.type === 'user')
              .map((person) => ({ value: String(person.id), label: person.name })),
          ]}
        />
      );
    case 'multi_select':
      return <OptionChecks options={options} chosen={chosen} onChosen={onChosen} />;
    default:
      return (
        <TextField
          label="Value"
          type={
            field.type === 'number'
              ? 'number'
              : field.type === 'date'
                ? 'date'
                : field.type === 'url'
                  ? 'url'
                  : 'text'
          }
          step={field.type === 'number' ? 'any' : undefined}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      );
  }
}

/** A multi-select's value: a checkbox per option, the chosen kept in the options' order. */
function OptionChecks({
  options,
  chosen,
  onChosen,
}: {
  options: string[];
  chosen: string[];
  onChosen: (chosen: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="field bulk-field-options">
      <legend>Value</legend>
      {options.map((option, index) => (
        <label key={option} htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) =>
              onChosen(
                event.target.checked
                  ? options.filter((o) => o === option || chosen.includes(o))
                  : chosen.filter((o) => o !== option),
              )
            }
          />{' '}
          {option}
        </label>
      ))}
    </fieldset>
  );
}
