import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { keepFocusInside } from './ui.js';

/**
 * A modal dialog shown while `open`: the page behind is inert, Tab stays inside, Escape closes, and the
 * focus goes back to where it was when the dialog opened. With `onEscape`, Escape asks that instead of
 * closing (a form holding typed text asks before it is thrown away).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  className,
  onEscape,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onEscape?: () => void;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // What the page last asked for. The 'close' event comes a task after the dialog closed, by then the
  // page may have moved on (Escape, then at once a key that opens another dialog): that late event must
  // not close what the page opened since.
  const wanted = useRef(open);
  const closedByPage = useRef(false);
  const titleId = useId();
  useEffect(() => {
    wanted.current = open;
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      element.showModal();
    } else if (!open && element.open) {
      closedByPage.current = true;
      element.close();
      // At once, not on the 'close' event a task later: a Tab pressed in between would start from the
      // page's body instead of the field the dialog was opened from.
      giveFocusBack(returnTo.current);
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`dialog${wide ? ' dialog-wide' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        // Escape already answered inside (a mention list closing) is not the dialog's.
        if (event.key === 'Escape' && onEscape && !event.defaultPrevented) {
          event.preventDefault();
          onEscape();
        } else keepFocusInside(event);
      }}
      onCancel={(event) => {
        // A close request that did not come as a key (a system back gesture) asks as well.
        if (!onEscape) return;
        event.preventDefault();
        onEscape();
      }}
      onClose={() => {
        const byPage = closedByPage.current;
        closedByPage.current = false;
        // Closed by the browser (Escape) while the page wanted it open: the page is told. Closed by the
        // page: told as well, unless the page has opened it again since (a close it already knows of).
        if (byPage !== wanted.current) onClose();
        // A close by the page gave the focus back at once; again now, a task later, only if nothing holds
        // it (the opener re-rendered away): else it would pull the focus back from wherever a quick Tab
        // has since taken it (the next field of the form).
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (!byPage || lost) giveFocusBack(returnTo.current);
      }}
    >
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

/**
 * Back to the opener unless another dialog has opened meanwhile; a picker opened from a dialog's field
 * gives the focus back to that field.
 */
function giveFocusBack(opener: HTMLElement | null): void {
  if (!opener || document.activeElement === opener) return;
  const open = Array.from(document.querySelectorAll('dialog[open]'));
  if (open.every((other) => other.contains(opener))) opener.focus();
}
