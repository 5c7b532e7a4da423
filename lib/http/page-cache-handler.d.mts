/** Types of page-cache-handler.mjs (plain JavaScript, which Next loads outside its bundling). */
export function entrySize(entry: { value?: unknown } | null | undefined): number;

declare class PageCache {
  constructor(options: { maxMemoryCacheSize?: number } & Record<string, unknown>);
  /** This process's memory (null when Next gives it no size). */
  static readonly memoryCache: { get: (key: string) => unknown; calculatedSize: number } | null;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<unknown>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export default PageCache;
