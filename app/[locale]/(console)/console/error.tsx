'use client';

import dynamic from 'next/dynamic';

/** A console page that failed: the error view inside the console's frame (its navigation stays). */
const ErrorView = dynamic(() => import('@/components/layout/error-view').then((m) => m.ErrorView));

export default function ConsoleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
