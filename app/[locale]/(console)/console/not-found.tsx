import { NotFoundLoader } from '@/components/layout/not-found-loader';
import type { LocaleParams } from '@/lib/i18n/page';
import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';

export const generateMetadata = ({ params }: LocaleParams) => notFoundMetadata(params);

/** A console page that does not exist (an order or product id of nobody's): the 404 inside the console's frame. */
export default function ConsoleNotFound() {
  return <NotFoundLoader />;
}
