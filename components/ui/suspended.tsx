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
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Suspended(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Suspended;
}
