'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/errors';

/**
 * A moderator's button that sends one change to the api, then reads the page again from the server; a refusal is
 * said beside it (the api's message, else `failed`).
 */
export function RefreshingActionButton({
  action,
  failed,
  errorId,
  variant,
  children,
}: {
  action: () => Promise<unknown>;
  failed: string;
  errorId: string;
  variant: 'primary' | 'outline';
  children: ReactNode;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant={variant}
        disabled={busy || refreshing}
        onClick={() => void run()}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
