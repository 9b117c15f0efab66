import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, keepFocusInside } from './ui.js';

/**
 * "Discard this …?", asked before closing a place that holds typed text. An alertdialog over the form:
 * the focus starts on Keep draft (Enter closes and keeps the text for next time), Escape or Keep editing
 * go back to the form with the focus where it was, Discard throws the text away.
 */
export function DiscardDialog({
  open,
  title,
  body,
  onDiscard,
  onKeep,
  onReturn,
}: {
  open: boolean;
  title: string;
  body: string;
  onDiscard: () => void;
  onKeep: () => void;
  onReturn: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      element.showModal();
      keep.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const goBack = () => {
    dialog.current?.close();
    returnTo.current?.focus();
    onReturn();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here, not by the browser's close request, so the form under it stays open.
      event.preventDefault();
      event.stopPropagation();
      goBack();
    } else keepFocusInside(event);
  };
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-body`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        goBack();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p className="dialog-body" id={`${titleId}-body`}>
        {body}
      </p>
      <div className="dialog-actions discard-actions">
        <Button variant="ghost" onClick={goBack}>
          Keep editing
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          Discard
        </Button>
        <Button ref={keep} variant="primary" onClick={onKeep}>
          Keep draft
        </Button>
      </div>
    </dialog>
  );
}

/** The calm line over a place whose text came back from a draft, with the way to throw it away. */
export function DraftRestoredHint({ onDiscard, note }: { onDiscard: () => void; note?: string | undefined }) {
  const id = useId();
  return (
    <p className="draft-hint" role="status">
      <span id={id}>{note ? `Draft restored: ${note}` : 'Draft restored'}</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="link-button" aria-describedby={id} onClick={onDiscard}>
        Discard
      </button>
    </p>
  );
}

/**
 * Cancel on a form that keeps a draft: closes at once when nothing typed would be lost, and otherwise
 * asks first (DiscardDialog): Discard throws the draft away and closes, Keep draft closes and keeps it.
 */
export function CancelKeepingDraft({
  dirty,
  onDiscardDraft,
  onDone,
  title,
  body,
}: {
  dirty: boolean;
  onDiscardDraft: () => void;
  onDone: () => void;
  title: string;
  body: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => (dirty ? setAsking(true) : onDone())}>Cancel</Button>
      <DiscardDialog
        open={asking}
        title={title}
        body={body}
        onDiscard={() => {
          onDiscardDraft();
          onDone();
        }}
        onKeep={onDone}
        onReturn={() => setAsking(false)}
      />
    </>
  );
}
