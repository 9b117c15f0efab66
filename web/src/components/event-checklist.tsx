import { EVENT_NAMES } from '../../../src/schemas/enums.js';
import { eventGroups } from '../lib/webhook-events.js';

/** The events a webhook subscribes to, as checkboxes grouped by subject, with "all" and "none". */
export function EventChecklist({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (events: string[]) => void;
  error?: string | undefined;
}) {
  const toggle = (event: string, on: boolean) =>
    onChange(
      on ? EVENT_NAMES.filter((e) => e === event || value.includes(e)) : value.filter((e) => e !== event),
    );
  return (
    <fieldset className="field checks events" aria-describedby={error ? 'events-error' : undefined}>
      <legend>Events</legend>
      <div className="row row-tight">
        <button type="button" className="link-button" onClick={() => onChange([...EVENT_NAMES])}>
          Select all
        </button>
        <button type="button" className="link-button" onClick={() => onChange([])}>
          Clear
        </button>
      </div>
      <div className="event-groups">
        {eventGroups().map((group) => (
          <div key={group.subject} className="event-group">
            {group.events.map((event) => (
              <label key={event} className="check">
                <input
                  type="checkbox"
                  checked={value.includes(event)}
                  onChange={(e) => toggle(event, e.target.checked)}
                />
                <code>{event}</code>
              </label>
            ))}
          </div>
        ))}
      </div>
      {error ? (
        <p className="field-error" id="events-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
