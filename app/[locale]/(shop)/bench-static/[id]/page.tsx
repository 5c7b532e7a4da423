import type { Metadata } from 'next';
import { benchFloorOrNotFound } from '@/lib/http/bench-floor';
import { pageLocale } from '@/lib/i18n/page';

/**
 * The floor of a first-visit render in the shop's layout (header, footer, the shell's islands and
 * words): a one-line page, built on its first visit as a product page is (lib/http/bench-floor.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function BenchLayoutFloorPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  benchFloorOrNotFound();
  await pageLocale(params);
  const { id } = await params;
  return <h1>Savat {id}</h1>;
}
