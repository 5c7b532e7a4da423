import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const revalidate = 3600;

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/offer', title: t('offer.title'), description: t('offer.description'), siteName: t('common.siteName') });
}

/** The terms of sale (opens in a new tab from the footer and the sign-up form). */
export default async function OfferPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('offer');
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle subtitle={t('updated')}>{t('title')}</PageTitle>
      <div className="mt-4 space-y-6 rounded-card bg-surface p-6 leading-relaxed shadow-card sm:p-10">
        <p className="text-lg">{t('intro')}</p>
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`offer-${key}`}>
            <h2 id={`offer-${key}`} className="mb-2 text-lg font-bold">
              {t(`${key}Title`)}
            </h2>
            <p className="text-ink/85">{t(`${key}Text`)}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
