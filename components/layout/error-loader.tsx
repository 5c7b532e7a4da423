'use client';

import { lazy, Suspense } from 'react';

const ErrorView = lazy(() => import('@/components/layout/error-view').then((m) => ({ default: m.ErrorView })));

/**
 * Next loads the error boundary with every page of the locale: this entry stays a few hundred bytes
 * and the view (texts, buttons) is fetched only when an error is shown.
 */
export function ErrorLoader(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
