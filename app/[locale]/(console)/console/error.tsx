'use client';

import { ErrorLoader } from '@/components/layout/error-loader';

/** A console page that failed: the error view inside the console's frame (its navigation stays). */
export default function ConsoleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorLoader {...props} />;
}
