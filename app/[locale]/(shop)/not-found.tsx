import { NotFoundLoader } from '@/components/layout/not-found-loader';
import type { LocaleParams } from '@/lib/i18n/page';
import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';

/** Without it the 404 had only the site's name for a title. */
export const generateMetadata = ({ params }: LocaleParams) => notFoundMetadata(params);

export default function NotFound() {
  return <NotFoundLoader />;
}
