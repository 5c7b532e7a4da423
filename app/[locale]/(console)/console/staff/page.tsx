import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffDesk } from '@/components/console/staff-desk';
import { PageTitle } from '@/components/ui/section';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: '/console/staff',
    title: t('console.sections.staff'),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/** A store's own staff (ADR 0036): its owners and operators add and remove its sellers. */
export default async function ConsoleStaffPage({ params }: LocaleParams) {
  // The page's language first: next-intl keeps the first one a render asks for (lib/i18n/page.ts).
  await pageLocale(params);
  const t = await getTranslations('console');
  return (
    <>
      <PageTitle>{t('sections.staff')}</PageTitle>
      <div className="mt-4">
        <StaffDesk />
      </div>
    </>
  );
}
