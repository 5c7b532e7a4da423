/** Types of redis-page-handler.mjs (plain JavaScript, which Next loads outside its bundling). */
export function tagTimesKey(prefix: string): string;

export function redisClientOptions(url: string): {
  url: string;
  socket: { connectTimeout: number; reconnectStrategy: (retries: number) => number };
  disableOfflineQueue: boolean;
};

export function isRuntimeNotFound(key: string, value: unknown): boolean;

export interface PageEntry {
  lastModified: number;
  lifespan?: { expireAt: number; revalidate?: number | false } | null;
  cacheControl?: { revalidate: number; expire: number };
  tags: readonly string[];
  value: ({ kind: string; status?: number } & Record<string, unknown>) | null;
}

/** The entry with Next 16's `cacheControl` from its lifespan's revalidate time (when it has one). */
export function withCacheControl<T extends PageEntry | null | undefined>(entry: T): T;

export interface PageHandler {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<PageEntry | null>;
  set(key: string, entry: PageEntry): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createRedisPageHandler(client: any, prefix: string, tagTimes: string): PageHandler;
