import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/catalog/faq-list';
import { PartnerList } from '@/components/catalog/partner-list';
import { StatsStrip } from '@/components/catalog/stats-strip';
import { trustFigures } from '@/lib/domain/trust-figures';
import { LogoMark } from '@/components/layout/logo';
import { PageTitle, Section } from '@/components/ui/section';
import { getAbout, getFaq, getPartners, getStatistics } from '@/lib/api/content';
import { orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const revalidate = 60;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/about', title: t('about.title'), description: t('about.description'), siteName: t('common.siteName') });
}

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const api = serverApi(locale);
  const [about, stats, partners, faq] = await Promise.all([orNull(getAbout(api)), orNull(getStatistics(api)), orNull(getPartners(api)), orNull(getFaq(api))]);
  // Only the figures large enough to help a shopper's trust (lib/domain/trust-figures.ts).
  const figures = stats ? trustFigures(stats) : [];

  return (
    <>
      <PageTitle>{t('about.title')}</PageTitle>
      <div className="mt-4 grid grid-cols-1 items-center gap-6 overflow-hidden rounded-card bg-surface p-6 shadow-card sm:p-10 md:grid-cols-[1fr_auto]">
        <p className="max-w-3xl text-lg leading-relaxed text-ink/85 sm:text-xl">{about?.description ?? t('footer.about')}</p>
        <LogoMark className="hidden size-40 md:block" />
      </div>

      {figures.length > 0 && (
        <Section id="statistics" title={t('home.statistics')}>
          <StatsStrip figures={figures} />
        </Section>
      )}

      {partners && partners.length > 0 && (
        <Section id="partners" title={t('home.partners')}>
          <PartnerList partners={partners} />
        </Section>
      )}

      <Section id="faq" title={t('about.faqTitle')}>
        {faq && faq.length > 0 ? <FaqList items={faq} /> : <p className="text-muted">{faq ? t('about.noFaq') : t('common.somethingWentWrong')}</p>}
      </Section>
    </>
  );
}
