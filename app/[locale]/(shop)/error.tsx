'use client';

import { ErrorLoader } from '@/components/layout/error-loader';

/** A shop page that failed: the error view, fetched only when an error is shown. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorLoader {...props} />;
}
