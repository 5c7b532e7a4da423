'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { createTelegramLink, telegramChatsQuery, telegramKeys, unlinkTelegramChat } from '@/lib/api/console-telegram';
import type { TelegramLink } from '@/lib/contract/telegram';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime, formatTime } from '@/lib/domain/datetime';
import { useToasts } from '@/lib/stores/toast';
import { Loading } from './list-parts';

/**
 * The order desk's Telegram chats of a store (or, `storeId` null, the operators' chat): the bot's
 * deep links with a one-time token, the chats linked so far with a way to unlink each, and
 * whether the caller's own account is linked (their button presses count only then).
 */
export function TelegramLinks({ storeId }: { storeId: number | null }) {
  const t = useTranslations('deskTelegram');
  const locale = useLocale() as Locale;
  const toast = useToasts((s) => s.show);
  const queryClient = useQueryClient();
  const chats = useQuery(telegramChatsQuery(browserApi(), storeId));
  const [link, setLink] = useState<TelegramLink | null>(null);
  const titleId = useId();

  const create = useMutation({
    mutationFn: () => createTelegramLink(browserApi(), { store_id: storeId }),
    onSuccess: setLink,
    onError: () => toast(t('failed')),
  });
  const unlink = useMutation({
    mutationFn: (id: number) => unlinkTelegramChat(browserApi(), id),
    onSuccess: async () => {
      toast(t('unlinked'));
      await queryClient.invalidateQueries({ queryKey: telegramKeys.chats(storeId) });
    },
    onError: () => toast(t('failed')),
  });

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-card border border-line bg-surface p-4 sm:p-5" data-testid="telegram-links">
      <h2 id={titleId} className="text-lg font-bold">
        {storeId === null ? t('operatorsTitle') : t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{storeId === null ? t('operatorsIntro') : t('intro')}</p>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass('primary')} disabled={create.isPending} onClick={() => create.mutate()}>
          {create.isPending ? t('linking') : t('link')}
        </button>
        {chats.data && <span className="text-sm text-muted">{chats.data.account_linked ? t('accountLinked') : t('accountNotLinked')}</span>}
      </div>

      {link && (
        <div className="mt-4 space-y-3 rounded-card bg-brand-50 p-4" role="status">
          <div>
            <a
              href={link.group_link}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-800 underline break-all"
              data-testid="telegram-group-link"
            >
              {t('groupLink')}
            </a>
            <p className="text-sm text-muted">{t('groupHint')}</p>
          </div>
          <div>
            <a
              href={link.private_link}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-800 underline break-all"
              data-testid="telegram-private-link"
            >
              {t('privateLink')}
            </a>
            <p className="text-sm text-muted">{t('privateHint')}</p>
          </div>
          <p className="text-sm">{t('expires', { time: formatTime(link.expires_at, locale) })}</p>
        </div>
      )}

      <h3 className="mt-5 text-sm font-semibold">{t('chats')}</h3>
      {chats.isPending ? (
        <Loading className="mt-2 h-12" />
      ) : chats.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('loadError')}
          <button type="button" className={buttonClass('secondary')} onClick={() => chats.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : chats.data.chats.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line" aria-label={t('chats')}>
          {chats.data.chats.map((c) => {
            const title = c.title ?? t('untitled');
            return (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium break-words">{title}</span>
                  <span className="block text-xs text-muted">{formatDateTime(c.created_at, locale)}</span>
                </span>
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  aria-label={t('unlinkLabel', { title })}
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate(c.id)}
                >
                  {t('unlink')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
