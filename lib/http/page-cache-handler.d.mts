/** Types of page-cache-handler.mjs (plain JavaScript, which Next loads outside its bundling). */
export function entrySize(entry: { value?: unknown } | null | undefined): number;

/** The path of a page's key in Next's cache. */
export function pagePath(key: string): string;

declare class PageCache {
  constructor(ctx: Record<string, unknown>);
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<unknown>;
  revalidateTag(tags: string | string[]): Promise<void>;
}

export default PageCache;
