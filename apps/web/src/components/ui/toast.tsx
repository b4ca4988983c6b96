'use client';

import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'default' | 'success' | 'error';
  /** milliseconds; 8 s for a link to copy, 5 s for an address (docs/product/screens.md#notifications) */
  duration?: number;
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const DEFAULT_DURATION_MS = 5000;

/**
 * Toasts in a polite live region (decision 020: a few lines instead of a toast library on every page). Each closes
 * after its duration, paused while the pointer or focus is on it, or by its close button.
 */
export function ToastProvider({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((current) => [...current.slice(-2), { ...message, id: Date.now() + Math.random() }]);
  }, []);
  const remove = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onClose={() => remove(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  closeLabel,
  onClose,
}: {
  toast: ToastMessage;
  closeLabel: string;
  onClose: () => void;
}) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, toast.duration ?? DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, onClose, toast.duration]);
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-atomic
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cn(
        'pointer-events-auto flex animate-dialog-in items-start gap-3 rounded-xl border bg-surface p-4 shadow-lg',
        toast.tone === 'error'
          ? 'border-danger/40'
          : toast.tone === 'success'
            ? 'border-success/40'
            : 'border-border',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm font-semibold', toast.tone === 'error' ? 'text-danger' : 'text-fg')}>
          {toast.title}
        </p>
        {toast.description ? (
          <p className="mt-1 text-sm break-words text-muted">{toast.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="rounded p-0.5 text-muted hover:text-fg"
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
