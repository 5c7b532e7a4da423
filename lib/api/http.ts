import ky, { type KyInstance } from 'ky';
import type { ApiErrorBody, ApiOk } from '@/lib/contract/common';
import type { Locale } from '@/lib/contract/values';

/** A ky instance bound to the API's base URL, the shopper's language and (maybe) a token. */
export type Http = KyInstance;

/** Every failure of an API call: the contract's error, plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpOptions {
  /** Absolute base URL ending in /api/v1 (the server) or a path such as /api/v1 (the browser). */
  baseUrl: string;
  locale: Locale;
  token?: string | null;
  /** The server passes the Hono app's fetch here to skip the network. */
  fetch?: typeof fetch;
  hooks?: Parameters<typeof ky.create>[0] extends infer O ? (O extends { hooks?: infer H } ? H : never) : never;
}

export function createHttp({ baseUrl, locale, token, fetch, hooks }: HttpOptions): Http {
  return ky.create({
    prefixUrl: baseUrl,
    // No client timeout and no retry: a request waits for its answer, and is sent once.
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    fetch,
    hooks,
    headers: {
      Authorization: token ? `Bearer ${token}` : '',
      'Accept-Language': locale,
    },
  });
}

/** Reads the envelope: the result on success, an ApiError otherwise. */
export async function unwrap<T>(response: Response): Promise<T> {
  let body: ApiOk<T> | ApiErrorBody | undefined;
  try {
    body = (await response.json()) as ApiOk<T> | ApiErrorBody;
  } catch {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer (${response.status})`);
  }
  if (response.ok && body && body.ok) return body.result;
  const error = body && !body.ok ? body.error : undefined;
  throw new ApiError(
    response.status,
    error?.code ?? 'internal_error',
    error?.message ?? `HTTP ${response.status}`,
    error?.fields,
    body && !body.ok ? body : undefined,
  );
}

/** Drops undefined, null, '' and false so that only set filters reach the query string. */
export function searchParams(params: Record<string, string | number | boolean | undefined | null>) {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    out[key] = value;
  }
  return out;
}
