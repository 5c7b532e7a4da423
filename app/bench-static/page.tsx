import type { Metadata } from 'next';

/**
 * A bare static page of the same build: the baseline `npm run bench:pages` compares the store's
 * pages with (what `next start` serves when nothing is rendered). Outside the locale middleware.
 */
export const dynamic = 'force-static';

export const metadata: Metadata = { title: 'Savat', robots: { index: false, follow: false } };

export default function BenchStaticPage() {
  return (
    <html lang="uz">
      <body>
        <main>
          <h1>Savat</h1>
        </main>
      </body>
    </html>
  );
}
