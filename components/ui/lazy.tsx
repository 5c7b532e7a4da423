'use client';

import type { ComponentType, ReactNode } from 'react';
import { useHydrated } from '@/lib/stores/hooks';
import { suspended } from './suspended';

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
  const Suspended = suspended(load, fallback);
  function ClientOnly(props: P) {
    return useHydrated() ? <Suspended {...props} /> : fallback;
  }
  return ClientOnly;
}

/**
 * A component rendered into the HTML on the server whose script loads at the shopper's first
 * touch, key, scroll or focus (see `whenTouched`). Until then React leaves the server's markup in
 * place unhydrated (its links work as plain links). For what has no button that must answer the
 * first tap: the footer, the toasts, the "to the top" button. Not on a timer after `load`: work put
 * there shows as a later long task, and Lighthouse's time to interactive moved 0.5 to 2 s later
 * with it (docs/benchmarks/2026-11-28.md). `near`: a selector of the island's place on the page; its
 * script then also loads when that place comes within a screen of the viewport (see `whenNear`).
 */
export function hydrateOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>, { near }: { near?: string } = {}) {
  return suspended(() => (near ? Promise.race([whenTouched(), whenNear(near)]) : whenTouched()).then(load));
}

/**
 * Resolves when the element `selector` names comes within a screen of the viewport (at once on the
 * server, or when the element is missing or the browser has no IntersectionObserver). For an
 * island with buttons: React drops a tap on markup it has not hydrated yet, so the script must be
 * there before the tap can come, also on a tall screen that shows the island without a scroll.
 */
function whenNear(selector: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

let touched: Promise<void> | undefined;

/**
 * Resolves once: on the server at once; in the browser at the first interaction, at once if the
 * shopper has already interacted with the page (the component first renders after a client-side
 * navigation, or after a tap that came before this ran), or at once when offline or in a browser
 * without `navigator.userActivation`. Waiting past an interaction would be wrong twice over: a
 * component rendered by a navigation has no server markup to show meanwhile, and a navigation
 * that updates a boundary still waiting to hydrate is held back until it has hydrated.
 */
function whenTouched(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  touched ??= new Promise<void>((resolve) => {
    if (!navigator.onLine || !navigator.userActivation || navigator.userActivation.hasBeenActive) return resolve();
    const events = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'focusin', 'offline'] as const;
    const done = () => {
      for (const event of events) window.removeEventListener(event, done, true);
      resolve();
    };
    for (const event of events) window.addEventListener(event, done, { capture: true, passive: true });
  });
  return touched;
}
