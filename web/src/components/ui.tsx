import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { messageOf } from '../api/client.js';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Tandem`;
  }, [title]);
  return (
    <header className="page-header">
      <div>
        <h1 tabIndex={-1}>{title}</h1>
        {description ? <p className="page-description">{description}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}

export function Section({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section-head">
        <div>
          <h2 id={id}>{title}</h2>
          {description ? <p className="section-description">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="section-body">{children}</div>
    </section>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorNotice({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  return (
    <div className="notice notice-error" role="alert">
      {title ? <strong>{title} </strong> : null}
      {messageOf(error)}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {children ? <div className="empty-body">{children}</div> : null}
    </div>
  );
}

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export function Button({
  variant = 'secondary',
  busy = false,
  className,
  children,
  ...rest
}: ComponentProps<'button'> & { variant?: ButtonVariant; busy?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      disabled={rest.disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

/** The ids a field's control is described by: its hint and its error, when shown (see FieldNotes). */
export function fieldDescribedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and the server's refusal under it, with the ids `fieldDescribedBy` names. */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  hint,
  error,
  ...input
}: ComponentProps<'input'> & { label: string; hint?: ReactNode; error?: string | undefined }) {
  const id = useId();
  const describedBy = fieldDescribedBy(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: ComponentProps<'select'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const describedBy = fieldDescribedBy(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** Copies text to the clipboard and says so to assistive technology. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState(copyBySelection(text) ? 'copied' : 'failed');
    }
  };
  return (
    <span className="copy">
      <Button onClick={() => void copy()}>{label}</Button>
      <span className="copy-status" role="status" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the text and copy it' : ''}
      </span>
    </span>
  );
}

/** The clipboard API needs a secure context; a plain-http deployment falls back to a selection. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'offscreen';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** A secret shown once (a token, a signing secret): monospace, selectable, with Copy. */
export function ShownOnce({
  title,
  value,
  label,
  children,
  onDone,
}: {
  title: string;
  value: string;
  label: string;
  children?: ReactNode;
  onDone: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [value]);
  return (
    <div className="shown-once" ref={ref} tabIndex={-1} role="region" aria-label={title}>
      <p className="shown-once-title">{title}</p>
      {children}
      <pre className="secret" aria-label={label}>
        {value}
      </pre>
      <div className="row">
        <CopyButton text={value} />
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/**
 * A button that asks before doing something that cannot be undone, in a modal dialog (focus stays
 * inside; Escape cancels). The action's own error is shown in the dialog.
 */
/**
 * Tab and Shift+Tab wrap around inside a modal dialog. A native modal dialog makes the page inert,
 * but Chromium moves the focus past its last control to the browser's own interface (the address
 * bar), out of the dialog; a keyboard user must stay on its buttons until they choose or press Escape.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])',
    ),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function ConfirmButton({
  label,
  describedBy,
  title,
  body,
  confirmLabel,
  onConfirm,
  variant = 'danger',
  dismissLabel = 'Cancel',
}: {
  label: string;
  /** The button that closes the dialog doing nothing (say "Keep running" where "Cancel" is the act). */
  dismissLabel?: string;
  /** The id of what the button acts on (the row's name), so "Revoke" says which. */
  describedBy?: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  variant?: ButtonVariant;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const titleId = useId();
  const close = () => {
    dialog.current?.close();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      dialog.current?.close();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        ref={opener}
        variant={variant === 'danger' ? 'secondary' : variant}
        className={variant === 'danger' ? 'button-danger-text' : undefined}
        aria-describedby={describedBy}
        onClick={() => {
          setError(null);
          dialog.current?.showModal();
        }}
      >
        {label}
      </Button>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="dialog-body">{body}</div>
        <ErrorNotice error={error} />
        <div className="dialog-actions">
          <Button onClick={close} autoFocus>
            {dismissLabel}
          </Button>
          <Button variant={variant} busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </dialog>
    </>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'good' | 'bad' | 'warn';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
