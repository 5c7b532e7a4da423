'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/lib/stores/hooks';

/**
 * Code that a page's first screen does not need, loaded without `next/dynamic`: its runtime (the
 * loadable, the preload list and the bail-out to client rendering, about 3 kB gzip) was copied into
 * three of every shop page's first-load chunks. React's own `lazy` and `Suspense` do the same work.
 */

/**
 * `next/dynamic(load, { ssr: false })`: nothing (or `fallback`) on the server and while the page
 * hydrates, then the component, fetched the first time it is rendered.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}

/**
 * A component rendered into the HTML on the server whose script loads later. Until it has loaded,
 * React leaves the server's markup in place unhydrated (its links work as plain links); the script
 * is fetched when the page is idle after its `load` event, or at the shopper's first touch, key or
 * scroll, whichever comes first. For what has no button that must answer the first tap: the
 * footer, the toasts, the "to the top" button.
 */
export function hydrateWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(typeof window === 'undefined' ? loadedOnServer(load) : () => whenIdle().then(load).then((component) => ({ default: component })));
  function HydrateWhenIdle(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return HydrateWhenIdle;
}

/**
 * On the server the module is loaded as this file is, and React's `lazy` is handed a thenable that
 * answers at once: the component renders in its place in the HTML instead of being streamed after
 * the page's end and moved there by an inline script.
 */
function loadedOnServer<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: { default: ComponentType<P> } | undefined;
  const loading = load().then((component) => (loaded = { default: component }));
  return () => (loaded ? ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!) } as PromiseLike<{ default: ComponentType<P> }>) : loading) as Promise<{ default: ComponentType<P> }>;
}

let idle: Promise<void> | undefined;

/** Resolves once: on the server at once; in the browser when idle after `load`, or on the first interaction. */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'scroll', 'focusin'] as const;
    const done = () => {
      for (const event of events) window.removeEventListener(event, done, true);
      resolve();
    };
    for (const event of events) window.addEventListener(event, done, { capture: true, once: true, passive: true });
    // Safari has no requestIdleCallback.
    const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 200));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}
