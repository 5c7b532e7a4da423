import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of an Iconify JSON icon set that we read. */
interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  hFlip?: boolean;
  vFlip?: boolean;
  rotate?: number;
}
interface IconifyAlias extends Partial<IconifyIcon> {
  parent: string;
}
export interface IconSet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

const ICONS_FILE = path.join(process.cwd(), 'node_modules', '@iconify-json', 'fluent-emoji-flat', 'icons.json');

let cached: IconSet | undefined;

/** The Fluent Emoji (flat) set, read from disk once per process (about 9 MB of JSON). */
export function emojiSet(): IconSet {
  cached ??= JSON.parse(readFileSync(ICONS_FILE, 'utf8')) as IconSet;
  return cached;
}

/** Icon names are lower-case words joined by hyphens (`red-apple`, `cheese-wedge`). */
const EMOJI_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Resolves an icon or an alias (up to a few levels) to its body and box, or null when unknown. */
export function resolveIcon(set: IconSet, name: string): (Required<Omit<IconifyIcon, 'left' | 'top'>> & { left: number; top: number }) | null {
  if (!EMOJI_NAME.test(name)) return null;
  const chain: Partial<IconifyIcon>[] = [];
  let current = name;
  for (let depth = 0; depth < 5; depth++) {
    const icon = Object.hasOwn(set.icons, current) ? set.icons[current] : undefined;
    if (icon) {
      chain.push(icon);
      // Alias properties override their parent's; flips toggle, rotations add up.
      let hFlip = false;
      let vFlip = false;
      let rotate = 0;
      for (const part of chain) {
        if (part.hFlip) hFlip = !hFlip;
        if (part.vFlip) vFlip = !vFlip;
        rotate += part.rotate ?? 0;
      }
      const pick = <K extends keyof IconifyIcon>(key: K) => chain.find((part) => part[key] !== undefined)?.[key];
      return {
        body: icon.body,
        width: (pick('width') as number | undefined) ?? set.width ?? 16,
        height: (pick('height') as number | undefined) ?? set.height ?? 16,
        left: (pick('left') as number | undefined) ?? set.left ?? 0,
        top: (pick('top') as number | undefined) ?? set.top ?? 0,
        hFlip,
        vFlip,
        rotate: rotate % 4,
      };
    }
    const alias = set.aliases && Object.hasOwn(set.aliases, current) ? set.aliases[current] : undefined;
    if (!alias) return null;
    chain.push(alias);
    current = alias.parent;
  }
  return null;
}

/** A standalone SVG document for an icon of the set, or null when the name is unknown. */
export function emojiSvg(name: string, set: IconSet = emojiSet()): string | null {
  const icon = resolveIcon(set, name);
  if (!icon) return null;
  const { width: w, height: h, left, top } = icon;
  const transforms: string[] = [];
  if (icon.hFlip || icon.vFlip) {
    transforms.push(`translate(${icon.hFlip ? w + 2 * left : 0} ${icon.vFlip ? h + 2 * top : 0})`);
    transforms.push(`scale(${icon.hFlip ? -1 : 1} ${icon.vFlip ? -1 : 1})`);
  }
  if (icon.rotate) {
    transforms.unshift(`rotate(${icon.rotate * 90} ${left + w / 2} ${top + h / 2})`);
  }
  const body = transforms.length ? `<g transform="${transforms.join(' ')}">${icon.body}</g>` : icon.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} ${top} ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}
