'use client';

import { Check, Minus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The browser's own checkbox, drawn over (decision 020); `indeterminate` is the DOM property of the same name. */
export function Checkbox({
  id,
  checked,
  onCheckedChange,
  label,
  className,
}: {
  id: string;
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  const on = checked !== false;
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <span className="relative flex size-5 shrink-0">
        <input
          ref={input}
          id={id}
          type="checkbox"
          checked={checked === true}
          // The state as one attribute, as the checkbox library gave it: styles and tests read it.
          data-state={checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
          // An indeterminate parent becomes fully checked on click, as in every file manager.
          onChange={() => onCheckedChange(checked !== true)}
          className={cn(
            'peer size-5 cursor-pointer appearance-none rounded border border-border-strong bg-surface',
            'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        />
        {on ? (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-primary-fg">
            {checked === 'indeterminate' ? <Minus className="size-3.5" /> : <Check className="size-3.5" />}
          </span>
        ) : null}
      </span>
      <label htmlFor={id} className="cursor-pointer text-sm text-fg select-none">
        {label}
      </label>
    </div>
  );
}
