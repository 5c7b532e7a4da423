import { JsonLd } from '@/components/ui/json-ld';
import type { Locale } from '@/lib/contract/values';
import { SITE_URL } from '@/lib/i18n/metadata';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/structured-data';

/** A schema.org BreadcrumbList for a page; paths are after the locale ('' for home). */
export function BreadcrumbJsonLd({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(SITE_URL, locale, crumbs)} />;
}
