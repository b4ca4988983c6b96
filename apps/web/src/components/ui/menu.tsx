'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * A small drop-down menu (decision 020): a button with aria-expanded, a role=menu list of role=menuitem entries, arrow
 * keys, Home/End, Escape and a click outside close it and give focus back. It replaces a menu library on every page.
 */

const menuContent =
  'absolute top-full right-0 z-50 mt-1.5 min-w-44 rounded-xl border border-border bg-surface p-1 shadow-lg animate-fade-in';
export const menuItemClasses =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-fg outline-none hover:bg-surface-2 focus-visible:bg-surface-2';

export function Menu({
  trigger,
  triggerClassName,
  triggerLabel,
  contentClassName,
  onOpenChange,
  children,
  ...triggerProps
}: {
  trigger: ReactNode;
  triggerClassName?: string;
  triggerLabel?: string;
  contentClassName?: string;
  onOpenChange?: (open: boolean) => void;
  /** Entries: elements with role="menuitem" (MenuItem or a link given that role). */
  children: (close: () => void) => ReactNode;
  'data-testid'?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const close = (refocus = true) => {
    change(false);
    if (refocus) button.current?.focus();
  };
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Only on opening: close() and items() read refs.
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => change(!open)}
        data-testid={triggerProps['data-testid']}
      >
        {trigger}
      </button>
      {open ? (
        <div id={id} role="menu" className={cn(menuContent, contentClassName)}>
          {children(() => close())}
        </div>
      ) : null}
    </div>
  );
}

export function MenuItem({
  onSelect,
  className,
  children,
  lang,
}: {
  onSelect: () => void;
  className?: string;
  children: ReactNode;
  lang?: string;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      lang={lang}
      className={cn(menuItemClasses, className)}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
