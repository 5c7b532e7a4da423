import 'server-only';
import { createHttp, type Http } from './http';
import type { Locale } from '@/lib/contract/values';

/**
 * The API client for server components. With no API_URL configured, each request is handed to the
 * Hono app in this process: no network hop, the same code path as a browser's request.
 */
export function serverApi(locale: Locale, token?: string | null): Http {
  const external = process.env.API_URL;
  if (external) return createHttp({ baseUrl: external, locale, token });
  return createHttp({
    baseUrl: 'http://savat.internal/api/v1',
    locale,
    token,
    fetch: async (input, init) => {
      const { app } = await import('@/server/app');
      return app.fetch(input instanceof Request ? input : new Request(input, init));
    },
  });
}
