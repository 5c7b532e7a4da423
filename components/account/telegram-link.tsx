'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { createShopperTelegramLink, shopperTelegramKeys, shopperTelegramQuery, unlinkShopperTelegram } from '@/lib/api/account-telegram';
import { browserApi } from '@/lib/api/browser';
import type { ShopperTelegramLink } from '@/lib/contract/account';
import type { Locale } from '@/lib/contract/values';
import { formatTime } from '@/lib/domain/datetime';
import { useToasts } from '@/lib/stores/toast';

/**
 * The profile's Telegram (ADR 0033): linked, "back in stock" notices come from the bot instead of
 * by SMS. "Link" makes the bot's deep link with a one-time token; the shopper opens it and presses
 * Start, and this card, asking every few seconds while a link is open, shows "linked". Nothing is
 * shown where the site has no bot.
 */
export function TelegramLink() {
  const t = useTranslations('shopperTelegram');
  const common = useTranslations('common');
  const locale = useLocale() as Locale;
  const toast = useToasts((s) => s.show);
  const queryClient = useQueryClient();
  const titleId = useId();
  const [link, setLink] = useState<ShopperTelegramLink | null>(null);
  const state = useQuery(shopperTelegramQuery(browserApi(), link !== null));

  const create = useMutation({
    mutationFn: () => createShopperTelegramLink(browserApi()),
    onSuccess: setLink,
    onError: () => toast(t('failed')),
  });
  const unlink = useMutation({
    mutationFn: () => unlinkShopperTelegram(browserApi()),
    onSuccess: (answer) => {
      setLink(null);
      queryClient.setQueryData(shopperTelegramKeys.all, answer);
      toast(t('unlinked'));
    },
    onError: () => toast(t('failed')),
  });

  if (state.isPending) return <div aria-busy="true" className="h-36 animate-pulse rounded-card bg-line/50" />;
  if (state.isError) return <LoadError message={t('loadError')} retryLabel={common('retry')} onRetry={() => state.refetch()} />;
  if (!state.data.available) return null;
  const { linked } = state.data;

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-card bg-surface p-5 shadow-card" data-testid="shopper-telegram">
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <p aria-live="polite" className={linked ? 'font-semibold text-brand-800' : 'text-sm'}>
        {linked ? t('linked') : t('notLinked')}
      </p>
      {linked ? (
        <button type="button" className={buttonClass('secondary')} aria-label={t('unlinkLabel')} disabled={unlink.isPending} onClick={() => unlink.mutate()}>
          {t('unlink')}
        </button>
      ) : (
        <button type="button" className={buttonClass('primary')} disabled={create.isPending} onClick={() => create.mutate()}>
          {create.isPending ? t('linking') : t('link')}
        </button>
      )}
      {link && !linked && (
        <div className="space-y-1 rounded-card bg-brand-50 p-4" role="status">
          <a href={link.link} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {t('open')}
          </a>
          <p className="text-sm">{t('openHint', { time: formatTime(link.expires_at, locale) })}</p>
        </div>
      )}
    </section>
  );
}
