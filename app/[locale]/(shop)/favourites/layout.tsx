import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/layout/query-provider';

/** These pages fetch on the client (TanStack Query); the others carry none of its code. */
export default function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
