import { cloneElement, isValidElement, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const BUTTON_VARIANTS = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover shadow-sm',
  secondary: 'bg-surface-2 text-fg hover:bg-surface-3',
  outline: 'border border-border bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-white hover:opacity-90',
  link: 'text-primary underline-offset-4 hover:underline px-0 h-auto',
} as const;

export const BUTTON_SIZES = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: keyof typeof BUTTON_SIZES;
  /** Renders the child element (a link) with button styling. */
  asChild?: boolean;
}

export function buttonClasses(
  variant: keyof typeof BUTTON_VARIANTS = 'primary',
  size: keyof typeof BUTTON_SIZES = 'md',
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50',
    BUTTON_VARIANTS[variant],
    variant !== 'link' && BUTTON_SIZES[size],
  );
}

export function Button({ variant, size, asChild, className, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  // asChild: the one child (a link) gets the button's look and props, as radix's Slot did, without the library.
  if (asChild && isValidElement<{ className?: string }>(children))
    return cloneElement(children, { ...props, className: cn(classes, children.props.className) });
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
