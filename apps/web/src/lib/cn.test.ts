import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { BADGE, TONES } from '@/components/ui/badge';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from '@/components/ui/button';
import { control } from '@/components/ui/field';
import { cn } from './cn';

/** Every `className="…"` the app passes to a component, read from the source: the overrides that must win. */
function classNamesPassedTo(component: string): string[] {
  const found = new Set<string>();
  const tag = new RegExp(`<${component}\\b(?:(?!<)[\\s\\S])*?className="([^"]*)"`, 'g');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.tsx')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(tag)) found.add(match[1]!);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '..'));
  return [...found];
}

/** The same classes, in any order: what tailwind-merge keeps is what the page must get. */
const asSet = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean));
const sameAsTailwindMerge = (...classes: string[]) =>
  expect(asSet(cn(...classes))).toEqual(asSet(twMerge(...classes)));

describe('cn', () => {
  it('lets a later utility win over an earlier one that sets the same thing, and keeps the rest', () => {
    expect(cn('h-10 w-10 px-3', 'size-9')).toBe('px-3 size-9');
    expect(cn('text-sm text-fg', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('inline-flex hover:bg-surface-2', 'hidden hover:bg-danger-soft sm:inline-flex')).toBe(
      'hidden hover:bg-danger-soft sm:inline-flex',
    );
    expect(cn('px-3 py-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-3')).toBe('p-4 px-3');
    expect(cn('border border-border', 'border-danger border-2')).toBe('border-danger border-2');
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('agrees with tailwind-merge on every override the app gives a button', () => {
    const overrides = [...classNamesPassedTo('Button'), 'h-9', 'size-9'];
    expect(overrides.length).toBeGreaterThan(10);
    for (const variant of Object.keys(BUTTON_VARIANTS) as (keyof typeof BUTTON_VARIANTS)[])
      for (const size of Object.keys(BUTTON_SIZES) as (keyof typeof BUTTON_SIZES)[])
        for (const override of overrides) sameAsTailwindMerge(buttonClasses(variant, size), override);
  });

  it('agrees with tailwind-merge on every override of a text control and a badge', () => {
    const controls = ['Input', 'Select', 'Textarea'].flatMap(classNamesPassedTo);
    expect(controls.length).toBeGreaterThan(5);
    for (const own of ['h-10', 'min-h-28 py-2', 'h-10 pr-8'])
      for (const override of controls) sameAsTailwindMerge(control, own, override);
    const badges = classNamesPassedTo('Badge');
    for (const tone of Object.values(TONES))
      for (const override of badges) sameAsTailwindMerge(BADGE, tone, override);
  });
});
