'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { WifiOff } from '@/components/ui/icons';
import { CACHE_PAGE_MESSAGE, isCacheablePage } from '@/lib/domain/offline-cache';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is offline; online on the server and during hydration. */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * A client-side navigation loads the page's React payload, not its HTML, so the service worker
 * never sees the page: ask it to keep the HTML too, so that the page opens offline later (ADR 0014).
 * Not on a device that asks to save data, and only pages the rules allow.
 */
function useKeepPageForOffline() {
  const pathname = usePathname();
  useEffect(() => keepPage(pathname), [pathname]);
  // The page the worker was installed from was loaded before there was a worker: once it takes
  // control (it claims open pages when it activates, ADR 0014), keep that page too, at the address
  // a reload asks for, so that a shopper who landed from a search and lost signal can reload it.
  useEffect(() => {
    const workers = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!workers) return;
    const claimed = () => keepPage(window.location.pathname, window.location.search);
    workers.addEventListener('controllerchange', claimed);
    return () => workers.removeEventListener('controllerchange', claimed);
  }, []);
}

/** Asks the worker that controls the page to keep the HTML of `pathname` (with `search`), if the rules allow it and the device does not save data. */
function keepPage(pathname: string, search = '') {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!worker || saveData || !navigator.onLine || !isCacheablePage(pathname)) return;
  worker.postMessage({ type: CACHE_PAGE_MESSAGE, url: pathname + search });
}

/** How long after the page's load the service worker is registered (ADR 0014). */
const REGISTER_AFTER_LOAD_MS = 4_000;

/**
 * Registers the service worker (built by `next build` only) once the page has loaded and settled,
 * so that its precache never competes with the first visit's own requests and scripts.
 */
function useRegisterWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let timer = 0;
    const register = () => {
      timer = window.setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined), REGISTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      window.clearTimeout(timer);
    };
  }, []);
}

/** The shell's offline state: a strip under the header while the device is offline, read out once. */
export function OfflineStatus() {
  const t = useTranslations('offline');
  const offline = useOffline();
  useKeepPageForOffline();
  useRegisterWorker();
  return (
    <div role="status" className="empty:hidden">
      {offline && (
        <p
          className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
          data-testid="offline-banner"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('banner')}
        </p>
      )}
    </div>
  );
}
