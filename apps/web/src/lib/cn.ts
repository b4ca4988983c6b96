import { clsx, type ClassValue } from 'clsx';

/*
 * Class names joined, a later Tailwind utility winning over an earlier one that sets the same thing (`w-20` over
 * `w-full`, `size-9` over `h-10 w-10`, `text-danger` over `text-fg` but not over `text-sm`). It knows the utilities
 * the components' defaults and their overrides use; anything else is kept as given. A few dozen lines instead of
 * tailwind-merge on every page (decision 024); `cn.test.ts` checks it against tailwind-merge on the app's own
 * combinations.
 */

const SIDES = {
  t: ['t'],
  r: ['r'],
  b: ['b'],
  l: ['l'],
  x: ['r', 'l'],
  y: ['t', 'b'],
  '': ['t', 'r', 'b', 'l'],
};
const DISPLAY =
  /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/;
const FONT_SIZE = /^text-(xs|sm|base|lg|xl|\dxl|\[\d.*(px|rem|em)\])$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_WIDTH = /^border(-[xytrbl])?(-(\d+|\[[^\]]+\]))?$/;
const BORDER_STYLE = /^border-(solid|dashed|dotted|double|none|hidden)$/;
const SHADOW_SIZE = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/;

/** What a utility (without variants) sets, as conflict keys; null for a utility this does not resolve. */
function keysOf(utility: string): string[] | null {
  if (DISPLAY.test(utility)) return ['display'];
  if (/^(static|fixed|absolute|relative|sticky)$/.test(utility)) return ['position'];
  const spacing = /^([pm])([trblxy]?)-/.exec(utility);
  if (spacing) return SIDES[spacing[2] as keyof typeof SIDES].map((side) => `${spacing[1]}${side}`);
  const gap = /^gap-(?:([xy])-)?/.exec(utility);
  if (gap) return gap[1] ? [`gap-${gap[1]}`] : ['gap-x', 'gap-y'];
  if (utility.startsWith('size-')) return ['w', 'h'];
  const dimension = /^(min-w|max-w|min-h|max-h|w|h)-/.exec(utility);
  if (dimension) return [dimension[1]!];
  if (FONT_SIZE.test(utility)) return ['font-size'];
  if (TEXT_ALIGN.test(utility)) return ['text-align'];
  if (utility.startsWith('text-')) return ['color'];
  if (FONT_WEIGHT.test(utility)) return ['font-weight'];
  if (/^bg-(linear|radial|conic|gradient|\[(linear|radial|url))/.test(utility)) return ['bg-image'];
  if (utility.startsWith('bg-')) return ['bg-color'];
  if (BORDER_STYLE.test(utility)) return ['border-style'];
  const borderWidth = BORDER_WIDTH.exec(utility);
  if (borderWidth)
    return (borderWidth[1] ? SIDES[borderWidth[1].slice(1) as 't'] : SIDES['']).map((s) => `bw-${s}`);
  if (/^border-[xytrbl]-/.test(utility)) return [`border-color-${utility[7]}`];
  if (utility.startsWith('border-')) return ['border-color'];
  if (/^rounded(-(none|xs|sm|md|lg|xl|\dxl|full|\[[^\]]+\]))?$/.test(utility)) return ['rounded'];
  if (SHADOW_SIZE.test(utility)) return ['shadow'];
  if (utility.startsWith('shadow-')) return ['shadow-color'];
  if (/^justify-(start|end|center|between|around|evenly|stretch|normal)$/.test(utility)) return ['justify'];
  if (utility.startsWith('items-')) return ['align-items'];
  if (utility.startsWith('self-')) return ['align-self'];
  if (/^flex-(row|col)/.test(utility)) return ['flex-direction'];
  if (/^flex-(wrap|nowrap)/.test(utility)) return ['flex-wrap'];
  // `flex-1` is the shorthand: it sets grow, shrink and basis.
  if (/^flex-/.test(utility)) return ['flex', 'grow', 'shrink', 'basis'];
  if (utility.startsWith('basis-')) return ['basis'];
  if (/^shrink(-|$)/.test(utility)) return ['shrink'];
  if (/^grow(-|$)/.test(utility)) return ['grow'];
  if (utility.startsWith('opacity-')) return ['opacity'];
  if (utility.startsWith('whitespace-')) return ['whitespace'];
  return null;
}

/** `sm:hover:bg-surface/80` → ['sm:hover:', 'bg-surface']: variants (brackets may hold colons), then the utility. */
function split(token: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === ':' && depth === 0) cut = i;
  }
  // Important (`!h-9`, `h-9!`), negative (`-ml-2`) and an opacity (`/80`) do not change what the utility sets.
  const utility = token
    .slice(cut + 1)
    .replace(/^!|!$/g, '')
    .replace(/^-/, '')
    .replace(/\/[\w.]+$/, '');
  return [token.slice(0, cut + 1), utility];
}

function resolveConflicts(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const set = new Set<string>();
  const kept: string[] = [];
  // From the last to the first: an earlier utility goes when later ones already set all it sets.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const [variants, utility] = split(token);
    const keys = keysOf(utility)?.map((key) => variants + key);
    if (kept.includes(token) || (keys && keys.every((key) => set.has(key)))) continue;
    keys?.forEach((key) => set.add(key));
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** Joins class names; a later Tailwind utility wins over an earlier one of the same kind (`w-20` over `w-full`). */
export function cn(...classes: ClassValue[]): string {
  return resolveConflicts(clsx(classes));
}
