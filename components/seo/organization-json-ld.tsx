import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/ui/json-ld';
import { getAbout } from '@/lib/api/content';
import { orNull } from '@/lib/api/safe';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/contract/values';
import { SITE_URL } from '@/lib/i18n/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';

/** The marketplace as a schema.org Organization (home page), with contacts from base/about. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const [about, t] = await Promise.all([orNull(getAbout(serverApi(locale))), getTranslations({ locale })]);
  return <JsonLd data={organizationJsonLd(SITE_URL, locale, t('common.siteName'), about)} />;
}
