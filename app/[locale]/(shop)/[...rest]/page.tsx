import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The 404's title, as not-found.tsx gives it: Next puts that one into the HTML, but the page's
 * data the browser hydrates from carries this page's own metadata, which would put the site's bare
 * name back as the title.
 */
export const generateMetadata = ({ params }: LocaleParams) => notFoundMetadata(params);

/** Any other path under a locale: the styled 404 of that locale. */
export default async function CatchAll({ params }: LocaleParams) {
  await pageLocale(params);
  notFound();
}
