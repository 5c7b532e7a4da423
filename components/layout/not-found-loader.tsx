'use client';

import { lazy, Suspense } from 'react';

const NotFoundView = lazy(() => import('@/components/layout/not-found-view').then((m) => ({ default: m.NotFoundView })));

/**
 * Next loads the not-found boundary with every page of the locale: this entry stays a few hundred
 * bytes and the view is fetched only on a 404 (the server still renders it into the HTML; the
 * browser hydrates it once the view's script has come).
 */
export function NotFoundLoader() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}
