'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/*
 * A file of its own, importing React only: the error and not-found boundaries, which Next loads
 * with every page as separate entries, use it without taking in the rest of ./lazy.tsx.
 */

/**
 * A component fetched the first time it renders, in a Suspense boundary showing `fallback` until
 * then. On the server it renders in the HTML; in the browser React leaves that markup in place,
 * unhydrated, until the script has come.
 */
export function suspended<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(() => onceOnline(load).then((component) => ({ default: component })));
  function Suspended(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Suspended;
}

/**
 * `load`, tried again when the device is back online if it failed while offline: a phone that
 * loses the network (a tunnel, the metro) before an island's script has come would otherwise fail
 * the whole page with the chunk's error. Meanwhile the boundary keeps what it shows: the server's
 * markup, unhydrated, or the fallback. A failure while online fails as before.
 */
function onceOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    return new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(() => onceOnline(load));
  });
}
