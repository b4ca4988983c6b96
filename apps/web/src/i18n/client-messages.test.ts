import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMESPACES, SIGNED_IN_LAYOUT_NAMESPACES } from './client-messages';

/*
 * Each page sends the browser only the message namespaces its client components use (decision 024). This walks the
 * source as the bundler does: from a page through its imports (static and dynamic), and collects the namespaces of
 * useTranslations in every module that runs in the browser: a 'use client' module and whatever it imports.
 */

const src = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ending of ['', '.tsx', '.ts', '/index.tsx', '/index.ts'])
    if (fs.existsSync(base + ending) && fs.statSync(base + ending).isFile()) return base + ending;
  return null;
}

function namespacesInTheBrowser(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string, inBrowser: boolean) => {
    if (seen.has(`${file}:${inBrowser}`)) return;
    seen.add(`${file}:${inBrowser}`);
    const text = fs.readFileSync(file, 'utf8');
    const browser = inBrowser || /^\s*['"]use client['"]/.test(text);
    if (browser)
      for (const [, namespace] of text.matchAll(/useTranslations\(\s*['"]([\w]+)/g)) found.add(namespace!);
    for (const [, from, dynamic] of text.matchAll(IMPORT)) {
      const next = resolve(file, (from ?? dynamic)!);
      if (next) walk(next, browser);
    }
  };
  walk(entry, false);
  return found;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return /^(page|error|not-found)\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** What a page names in `withClientMessages([...], Page)` (or a list a feature exports), or a page it re-exports names. */
function declared(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const reExport = /export \{ default[^}]*\} from '([^']+)'/.exec(text);
  if (reExport) return declared(resolve(file, reExport[1]!)!);
  const named = /withClientMessages\(\s*(?:\[([^\]]*)\]|(\w+))/.exec(text);
  let list = named?.[1] ?? '';
  // A list a feature exports (one form on two pages): read from the file the page imports it from.
  if (named?.[2]) {
    const from = new RegExp(`import \\{[^}]*\\b${named[2]}\\b[^}]*\\} from '([^']+)'`).exec(text)?.[1];
    const source = from ? fs.readFileSync(resolve(file, from)!, 'utf8') : '';
    list = new RegExp(`export const ${named[2]} = \\[([^\\]]*)\\]`).exec(source)?.[1] ?? '';
  }
  return [...list.matchAll(/'(\w+)'/g)].map((match) => match[1]!);
}

describe('messages sent to the browser', () => {
  it("give the layout's client components every namespace they use", () => {
    const layout = path.join(src, 'app/[locale]/layout.tsx');
    const needed = [...namespacesInTheBrowser(layout)];
    expect(needed).toContain('header');
    expect([...LAYOUT_NAMESPACES, ...SIGNED_IN_LAYOUT_NAMESPACES]).toEqual(expect.arrayContaining(needed));
  });

  it("give each page's client components every namespace they use, and no more", () => {
    const pages = routeFiles(path.join(src, 'app'));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const needed = namespacesInTheBrowser(page);
      const named = declared(page);
      const name = path.relative(src, page);
      // The layout's provider covers a page that names nothing: then it may only need what the layout sends.
      const provided = new Set(named.length ? named : LAYOUT_NAMESPACES);
      expect(
        [...needed].filter((namespace) => !provided.has(namespace)),
        `missing in ${name}`,
      ).toEqual([]);
      expect(
        named.filter((namespace) => !needed.has(namespace)),
        `unused in ${name}`,
      ).toEqual([]);
    }
  });
});
