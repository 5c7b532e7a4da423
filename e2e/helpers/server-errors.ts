import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { streamedServerError } from './html';

const APP = path.join(__dirname, '..', '..', 'app');

/** Metadata files of app/ and the address Next serves each at. */
const METADATA_FILES: Record<string, (dir: string) => string> = {
  'robots.ts': (dir) => `${dir}/robots.txt`,
  'sitemap.ts': (dir) => `${dir}/sitemap/[__metadata_id__]`,
  'manifest.ts': (dir) => `${dir}/manifest.webmanifest`,
  'icon.svg': (dir) => `${dir}/icon.svg`,
  'apple-icon.png': (dir) => `${dir}/apple-icon.png`,
};

/**
 * Every address the app/ tree defines, as its folder pattern (`/[locale]/products/[id]`): pages,
 * route handlers and metadata files, read from the files themselves so that a new route is in
 * the sweep (e2e/route-sweep.spec.ts), or fails it until it is given sample addresses. Route
 * groups `(name)` add no segment; private folders `_name` are no routes.
 */
export function appRoutes(dir = APP, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) continue;
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      routes.push(...appRoutes(path.join(dir, entry.name), `${prefix}${segment}`));
    } else if (/^(page|route)\.(tsx?|jsx?)$/.test(entry.name)) {
      routes.push(prefix || '/');
    } else if (METADATA_FILES[entry.name]) {
      routes.push(METADATA_FILES[entry.name]!(prefix));
    }
  }
  return routes.sort();
}

export interface Answer {
  url: string;
  status: number;
  /** A server error the page streamed after a 200 (see streamedServerError). */
  streamedError: string | null;
}

/**
 * Asks for each address (several at a time: the server's two cores are shared) and answers what
 * came back. Redirects are followed; the final answer counts. The body is read only for HTML.
 */
export async function fetchAll(request: APIRequestContext, urls: string[], concurrency = 4): Promise<Answer[]> {
  const answers: Answer[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      const url = urls[i]!;
      const res = await request.get(url, { failOnStatusCode: false, timeout: 30_000 });
      const html = (res.headers()['content-type'] ?? '').includes('text/html') ? await res.text() : '';
      answers[i] = { url, status: res.status(), streamedError: html ? streamedServerError(html) : null };
      await res.dispose();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return answers;
}

/** The answers that are a server error: a 5xx, or an error streamed into a page. */
export const serverErrors = (answers: Answer[]) =>
  answers.filter((a) => a.status >= 500 || a.streamedError).map((a) => `${a.status}${a.streamedError ? ` (streamed error ${a.streamedError})` : ''} ${a.url}`);
