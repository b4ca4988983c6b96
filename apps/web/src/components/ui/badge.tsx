import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const BADGE = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium';

export const TONES = {
  neutral: 'bg-surface-2 text-fg',
  primary: 'bg-primary-soft text-primary-strong',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  overlay: 'bg-black/65 text-white backdrop-blur-sm',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof TONES }) {
  return <span className={cn(BADGE, TONES[tone], className)} {...props} />;
}
