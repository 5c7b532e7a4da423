'use client';

import type { ConsoleOrderEvent } from '@/lib/contract/console-orders';
import { API_BASE_URL, pageLocale, refreshTokens } from './browser';
import { createParser } from 'eventsource-parser';
import { getAccessToken, hasSession } from './tokens';

/**
 * The orders board's live channel in the browser (ADR 0028): `GET /console/orders/events/` read
 * with fetch, because EventSource cannot send the Authorization header and the access token lives
 * in this page's memory only (lib/api/tokens.ts). A 401 refreshes the token once, as every other
 * call does; a stream that ends or fails is opened again after the server's `retry:` time, then
 * longer and longer (up to 30 s) while it keeps failing. A 403 (no console role, a device not
 * confirmed) stops it: the board's own calls show why.
 */

const MAX_WAIT_MS = 30_000;

export interface OrderStreamHandlers {
  onEvent: (event: ConsoleOrderEvent) => void;
  /** true once a stream is open, false when it ends or cannot be opened. */
  onLive: (live: boolean) => void;
}

const eventsUrl = () => new URL(`${API_BASE_URL.replace(/\/?$/, '/')}console/orders/events/`, window.location.href).toString();

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Keeps the stream open until `signal` aborts. */
export async function runOrderStream(handlers: OrderStreamHandlers, signal: AbortSignal): Promise<void> {
  let retryMs = 3_000;
  let failures = 0;
  let refreshed = false;
  while (!signal.aborted) {
    let opened = false;
    try {
      if (!getAccessToken() && hasSession()) await refreshTokens();
      const response = await fetch(eventsUrl(), {
        headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, Accept: 'text/event-stream', 'Accept-Language': pageLocale() },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401 && !refreshed) {
        // Once: the token expired (the stream's own end, or a page left open); a second 401 waits as a failure.
        refreshed = true;
        if (await refreshTokens()) continue;
      }
      if (response.status === 403) {
        handlers.onLive(false);
        return;
      }
      if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
        throw new Error(`events: ${response.status}`);
      opened = true;
      refreshed = false;
      failures = 0;
      handlers.onLive(true);
      // eventsource-parser: the event stream read as the HTML standard says (fields, comments, line ends split across chunks).
      const parser = createParser({
        onRetry: (ms) => (retryMs = Math.min(Math.max(ms, 500), MAX_WAIT_MS)),
        onEvent: ({ event, data }) => {
          if (event !== 'order') return;
          try {
            handlers.onEvent(JSON.parse(data) as ConsoleOrderEvent);
          } catch {
            // A malformed event is dropped; the polling still sees the order.
          }
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // A network failure or the page leaving: told below, tried again unless aborted.
    }
    if (signal.aborted) return;
    handlers.onLive(false);
    if (!opened) failures++;
    // Spread out: a restarted instance's boards do not all come back at the same moment.
    const wait = Math.min(MAX_WAIT_MS, retryMs * 2 ** Math.min(failures, 4)) * (0.5 + Math.random() / 2);
    await sleep(wait, signal);
    refreshed = false;
  }
}
