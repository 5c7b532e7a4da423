import type { Metadata } from 'next';
import { benchFloorOrNotFound } from '@/lib/http/bench-floor';

/** The bare floor of a first-visit render: no layout, no data (lib/http/bench-floor.ts). */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'Savat', robots: { index: false, follow: false } };

export default async function BenchFloorPage({ params }: { params: Promise<{ id: string }> }) {
  benchFloorOrNotFound();
  const { id } = await params;
  return (
    <html lang="uz">
      <body>
        <main>
          <h1>Savat {id}</h1>
        </main>
      </body>
    </html>
  );
}
