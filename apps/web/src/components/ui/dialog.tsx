'use client';

import { X } from 'lucide-react';
import { createContext, useContext, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * A modal dialog on the browser's own <dialog> element (decision 020): showModal() gives the top layer, the inert
 * page behind, focus moved in and given back, and Escape, without a dialog library on every page. Always controlled:
 * the owner keeps `open` and hears every close (Escape, a click on the backdrop, the close button).
 */

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DialogContext = createContext<DialogState>({ open: false, onOpenChange: () => {} });

export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return <DialogContext.Provider value={{ open, onOpenChange }}>{children}</DialogContext.Provider>;
}

/** A modal <dialog> shown while its Dialog is open; `bare` leaves the whole box to the caller (a lightbox). */
export function ModalDialog({
  className,
  labelledBy,
  label,
  describedBy,
  children,
}: {
  className?: string;
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const { open, onOpenChange } = useContext(DialogContext);
  const ref = useRef<HTMLDialogElement>(null);
  // Before paint: the element is never seen open but not yet modal.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // The page behind does not scroll while a modal is open.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      // Closing (not just removing) the element gives focus back to what opened it.
      if (dialog.open) dialog.close();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      // The element is a dialog already; the attribute lets [role=dialog] selectors (and older tools) find it.
      role="dialog"
      data-state="open"
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}

export function DialogContent({
  title,
  description,
  closeLabel,
  className,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { onOpenChange } = useContext(DialogContext);
  const id = useId();
  return (
    <ModalDialog
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className={cn(
        'fixed inset-x-0 top-auto bottom-0 z-50 m-0 flex max-h-[92dvh] w-full max-w-none flex-col rounded-t-2xl border border-border bg-surface p-0 text-fg shadow-xl',
        'backdrop:bg-black/50 backdrop:backdrop-blur-[2px]',
        'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
        'animate-dialog-in focus:outline-none',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className="mt-1 text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="-m-1 rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={closeLabel}
        >
          <X className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border px-5 py-3">
          {footer}
        </div>
      ) : null}
    </ModalDialog>
  );
}
