import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepFocusInside } from './ui.js';

/**
 * A modal dialog shown while `open`: the page behind is inert, Tab stays inside, Escape closes, and the
 * focus goes back to where it was when the dialog opened.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`dialog${wide ? ' dialog-wide' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onClose={() => {
        onClose();
        returnTo.current?.focus();
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
