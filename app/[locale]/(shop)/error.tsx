'use client';

import dynamic from 'next/dynamic';

/**
 * Next loads the error boundary with every page of the locale: this entry stays a few hundred
 * bytes and the view (texts, buttons) is fetched only when an error is shown.
 */
const ErrorView = dynamic(() => import('@/components/layout/error-view').then((m) => m.ErrorView));

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
