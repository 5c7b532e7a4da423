import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The bare next-intl page of the build: the locale layout (its <html>, fonts, icon sprite and
 * next-intl's client provider with the islands' words) around one translated line, without the
 * shop's or the console's shell. `npm run bench:js` prints each page's script above it (issue 36's
 * JavaScript budget is measured from here); /bench-static, without next-intl, stays the floor of
 * `bench:pages` and `bench:lighthouse`. A fixed page, so it is static and needs no gate.
 */
export const dynamic = 'force-static';

export const generateStaticParams = localeStaticParams;

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function BenchIntlPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('common');
  return (
    <main id="main">
      <h1>{t('siteName')}</h1>
    </main>
  );
}
