import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's documents must read in a clone: every relative link in a Markdown file, and every
 * `docs/….md#section` a code comment cites, leads to a file of the repository and a heading it has.
 */

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

function problemWith(from: string, target: string): string | null {
  const [file = '', anchor] = target.split('#');
  const resolved = file ? path.normalize(path.join(path.dirname(from), file)) : from;
  if (resolved.startsWith('..') || path.isAbsolute(resolved)) return `${target} leads outside the repository`;
  const absolute = path.join(root, resolved);
  if (!fs.existsSync(absolute)) return `${target}: no such file`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(absolute, 'utf8')).has(anchor)) {
    return `${target}: no heading #${anchor} in ${resolved}`;
  }
  return null;
}

describe('documentation links', () => {
  it('resolve from every Markdown file to a file and heading of the repository', () => {
    const problems: string[] = [];
    for (const file of tracked.filter((name) => name.endsWith('.md'))) {
      const text = withoutCodeBlocks(fs.readFileSync(path.join(root, file), 'utf8')).replace(
        /`[^`\n]*`/g,
        '',
      );
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const problem = problemWith(file, target!);
        if (problem) problems.push(`${file}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolve from every code comment that cites a document', () => {
    const problems: string[] = [];
    const sources = tracked.filter((name) => /\.(ts|tsx|mjs|sql)$/.test(name));
    let citations = 0;
    for (const file of sources) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [target] of text.matchAll(/\b(?:docs\/[\w/.-]+\.md|README\.md)(?:#[\w-]+)?/g)) {
        citations += 1;
        const problem = problemWith('.', target);
        if (problem) problems.push(`${file}: ${problem}`);
      }
      if (/\b(?:SPEC|DESIGN(?:\.md)?) ?§/.test(text))
        problems.push(`${file}: cites a document outside the repository`);
    }
    expect(problems).toEqual([]);
    expect(citations).toBeGreaterThan(40);
  });
});
