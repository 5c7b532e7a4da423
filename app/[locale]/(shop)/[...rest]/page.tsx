import { notFound } from 'next/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/** Any other path under a locale: the styled 404 of that locale (its title comes from not-found.tsx). */
export default async function CatchAll({ params }: LocaleParams) {
  await pageLocale(params);
  notFound();
}
