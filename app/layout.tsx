import type { ReactNode } from 'react';

/**
 * The root layout passes through: <html> is rendered by app/[locale]/layout.tsx with the page's
 * language, and by app/not-found.tsx for paths outside a locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
