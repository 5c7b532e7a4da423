'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { Send } from '@/components/ui/icons';
import { telegramShareUrl } from '@/lib/domain/shelves';

/**
 * Shares the product: the device's share sheet where there is one (phones), otherwise Telegram's
 * share page in a new tab. It is a link to Telegram, so it works before the page's script too.
 */
export function ShareLink({ url, name, className }: { url: string; name: string; className?: string }) {
  const t = useTranslations('product');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    // The shopper closing the sheet rejects the promise: nothing to say then.
    navigator.share({ title: name, text: name, url }).catch(() => {});
  };
  return (
    <a
      href={telegramShareUrl(url, name)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={clsx('inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50', className)}
    >
      <Send aria-hidden="true" className="size-4" />
      {t('share')}
    </a>
  );
}
