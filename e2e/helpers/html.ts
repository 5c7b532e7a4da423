/**
 * Reading a server-rendered page without a browser: the journeys that only need what the server
 * answered (a status, a heading, a link) fetch it with Playwright's `request` and read the HTML
 * here, which is many times faster than opening each page.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an element's inner HTML: tags and comments dropped, entities decoded, spaces collapsed. */
const textOf = (inner: string) =>
  decodeEntities(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The HTML before the React payload scripts: what a visitor sees (the payload repeats every word). */
export function markup(html: string): string {
  const end = html.indexOf('<script>self.__next_f');
  return (end < 0 ? html : html.slice(0, end)).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** The texts of every `<tag>` of the page's markup, in order. */
export function elementTexts(html: string, tag: string): string[] {
  return [...markup(html).matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => textOf(m[1]!));
}

/** Every link of the page's markup: its href (decoded) and text. */
export function links(html: string): { href: string; text: string }[] {
  return [...markup(html).matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decodeEntities(/\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? ''),
    text: textOf(m[2]!),
  }));
}

/** The content of `<meta name="…">`, or null. */
export function metaContent(html: string, name: string): string | null {
  const tag = new RegExp(`<meta\\b(?=[^>]*\\bname="${name}")[^>]*>`).exec(html)?.[0];
  return tag ? decodeEntities(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '') : null;
}

/**
 * The digest of a server error the page streamed after its status was sent (a component that
 * threw inside a Suspense boundary: `<template data-dgst="1234">`), or null. Next's own signals
 * (a notFound(), a redirect) carry names, not numbers, and are not errors.
 */
export function streamedServerError(html: string): string | null {
  return /\bdata-dgst="(\d+)"/.exec(html)?.[1] ?? null;
}
