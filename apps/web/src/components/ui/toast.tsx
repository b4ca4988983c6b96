'use client';

import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

export function ToastProvider({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((current) => [...current.slice(-2), { ...message, id: Date.now() + Math.random() }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={5000}>
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            duration={toast.duration}
            onOpenChange={(open) => !open && remove(toast.id)}
            className={cn(
              'flex items-start gap-3 rounded-xl border bg-surface p-4 shadow-lg data-[state=open]:animate-dialog-in',
              toast.tone === 'error'
                ? 'border-danger/40'
                : toast.tone === 'success'
                  ? 'border-success/40'
                  : 'border-border',
            )}
          >
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title
                className={cn('text-sm font-semibold', toast.tone === 'error' ? 'text-danger' : 'text-fg')}
              >
                {toast.title}
              </ToastPrimitive.Title>
              {toast.description ? (
                <ToastPrimitive.Description className="mt-1 text-sm break-words text-muted">
                  {toast.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close aria-label={closeLabel} className="rounded p-0.5 text-muted hover:text-fg">
              <X className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
