import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

/** A message of messages/{locale}.json with simple {placeholders} filled (no plurals). */
export function msg(locale: 'uz' | 'ru', key: string, values: Record<string, string | number> = {}): string {
  if (!cache.has(locale)) cache.set(locale, JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8')) as Tree);
  let node: string | Tree = cache.get(locale)!;
  for (const part of key.split('.')) node = (node as Tree)[part];
  if (typeof node !== 'string') throw new Error(`No message ${locale}:${key}`);
  return node.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
