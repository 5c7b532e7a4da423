import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IconSprite } from '@/components/ui/icons';
import { clientMessages } from '@/lib/i18n/client-messages';
import { SITE_URL } from '@/lib/i18n/metadata';
import { localeStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { fontVariables } from '../fonts';
import '../globals.css';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s - ${t('siteName')}`, default: t('siteName') },
    description: t('tagline'),
    applicationName: t('siteName'),
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#16a34a',
  width: 'device-width',
  initialScale: 1,
};

/**
 * What every page of a locale shares, whichever shell it belongs to: <html lang>, the messages the
 * shells' islands read, the skip link. The shells are route groups: (shop) and (console).
 */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  // The account and basket layouts add their pages' namespaces (lib/i18n/client-messages.ts).
  const messages = await clientMessages();
  const t = await getTranslations('common');

  return (
    <html lang={locale} className={fontVariables}>
      <body className="min-h-dvh font-sans">
        <IconSprite />
        <NextIntlClientProvider locale={locale} messages={messages}>
          <a
            href="#main"
            className="sr-only z-50 rounded-control bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {t('skipToContent')}
          </a>
          {/* The shell (the shop's or the console's: the route groups below) renders <main id="main">. */}
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
