import type { Locale } from '@/lib/contract/values';
import { isLocale } from './routing';

/** The same page in another locale: the first path segment swapped, query and hash kept. */
export function localizedPath(pathname: string, search: string, hash: string, locale: Locale): string {
  const parts = pathname.split('/');
  if (isLocale(parts[1])) parts[1] = locale;
  else parts.splice(1, 0, locale);
  const path = parts.join('/').replace(/\/+$/, '') || `/${locale}`;
  return `${path}${search}${hash}`;
}
