import type { Metadata } from 'next';
import Link from 'next/link';
import { fontVariables } from './fonts';
import uz from '@/messages/uz.json';
import ru from '@/messages/ru.json';
import './globals.css';

export const metadata: Metadata = {
  title: `${uz.notFound.title} - ${uz.common.siteName}`,
  robots: { index: false, follow: false },
};

/** A path outside any locale (a file that does not exist): both languages, no layout. */
export default function RootNotFound() {
  return (
    <html lang="uz" className={fontVariables}>
      <body className="grid min-h-dvh place-items-center bg-canvas p-6 font-sans text-ink">
        <main className="max-w-md text-center">
          <p className="text-6xl font-extrabold text-brand-700">404</p>
          <h1 className="mt-4 text-2xl font-bold">{uz.notFound.title}</h1>
          <p lang="ru" className="mt-1 text-lg text-muted">
            {ru.notFound.title}
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <Link href="/uz" className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {uz.common.goHome}
            </Link>
            <Link
              href="/ru"
              lang="ru"
              className="inline-flex min-h-11 items-center rounded-xl bg-brand-50 px-5 font-semibold text-brand-800 hover:bg-brand-100"
            >
              {ru.common.goHome}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
