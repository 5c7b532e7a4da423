'use client';

import { createTranslator, useLocale } from 'next-intl';
import { useCallback } from 'react';
import { useMoneyText } from '@/components/ui/price';
import type { CardProduct } from '@/lib/contract/catalog';
import type { Locale } from '@/lib/contract/values';
import { addsAnotherStore } from '@/lib/domain/basket';
import type { separateDeliveryNote } from '@/lib/domain/delivery';
import { useBasket } from '@/lib/stores/basket';
import { useToasts } from '@/lib/stores/toast';

/**
 * Called before a product is added: when it brings another store into the basket, a toast (not a
 * dialog: the add goes on at once) says that this store delivers separately, for its own fee,
 * which it reads from the store's delivery terms. The toast comes with the answer; without one it
 * says so without a figure. Its words load with it (separate-store-messages.ts), as the API client
 * does, so no page carries them in its HTML for an add that may never come.
 */
/** The shape of those words: one message per kind of note (lib/domain/delivery.ts). */
type Words = { separateStore: Record<ReturnType<typeof separateDeliveryNote>['key'], string> };

export function useAnotherStoreToast() {
  const locale = useLocale() as Locale;
  const money = useMoneyText();
  return useCallback(
    (product: CardProduct) => {
      if (
        !addsAnotherStore(
          useBasket.getState().store_list.map((s) => s.id),
          product.store.id,
        )
      )
        return;
      const store = product.store.brand_name;
      void (async () => {
        // The words and the delivery rules (with the stores' hours they read) come with such an add.
        const [{ SEPARATE_STORE_WORDS }, { separateDeliveryNote }] = await Promise.all([import('./separate-store-messages'), import('@/lib/domain/delivery')]);
        const t = createTranslator({ locale, messages: SEPARATE_STORE_WORDS[locale] as Words, namespace: 'separateStore' });
        let terms = null;
        try {
          // The API client loads with such an add, not with every card.
          const [{ browserApi }, { getDeliveryTerms }] = await Promise.all([import('@/lib/api/browser'), import('@/lib/api/delivery')]);
          terms = (await getDeliveryTerms(browserApi(), [product.store.id])).find((x) => x.store === product.store.id) ?? null;
        } catch {
          // Offline or refused: the note goes without its figure.
        }
        const note = separateDeliveryNote(terms);
        const text =
          note.key === 'separateFee'
            ? t('separateFee', { store, fee: money(note.fee) })
            : note.key === 'separateFeeFreeFrom'
              ? t('separateFeeFreeFrom', { store, fee: money(note.fee), free: money(note.free) })
              : t(note.key, { store });
        useToasts.getState().show(text);
      })();
    },
    [locale, money],
  );
}
