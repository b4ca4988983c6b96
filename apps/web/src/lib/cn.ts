import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind (`w-20` over `w-full`). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
