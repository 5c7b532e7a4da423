'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { answerSubstitute } from '@/lib/api/order-changes';
import { orderKeys } from '@/lib/api/orders';
import type { Order, OrderItem } from '@/lib/contract/orders';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { useToasts } from '@/lib/stores/toast';

/**
 * What the stores changed on the shopper's order (ADR 0029): a line's state under its name, the
 * substitutes waiting for an answer (approve or decline), and the money owed back.
 */

/** A changed line's state in words ("Not available", "2 of 3", "Replaced", "Weighed: 1 050 g"). */
export function ItemChangeNote({ item }: { item: OrderItem }) {
  const t = useTranslations('orderChanges');
  if (item.state === 'ordered') return null;
  return (
    <p className="text-xs font-semibold text-sale-700" data-testid={`item-state-${item.id}`}>
      {t(`state.${item.state}`, { ordered: item.ordered_quantity ?? item.quantity, weight: item.weight_grams ?? 0 })}
    </p>
  );
}

/** The substitutes the stores propose, each with approve and decline, and the refund owed. */
export function OrderChanges({ order }: { order: Order }) {
  const t = useTranslations('orderChanges');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [busy, setBusy] = useState<number | null>(null);
  const waiting = order.substitutions.filter((s) => s.status === 'proposed');
  if (!waiting.length && order.refund_due === 0) return null;
  const answer = async (sid: number, choice: 'approve' | 'decline') => {
    setBusy(sid);
    try {
      const changed = await answerSubstitute(browserApi(), order.id, sid, choice);
      queryClient.setQueryData(orderKeys.one(locale, order.id), changed);
      toast(choice === 'approve' ? t('approved') : t('declined'));
    } catch (e) {
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('error'), 'error');
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    }
  };
  return (
    <section className="space-y-3 rounded-card bg-amber-50 p-5 shadow-card" aria-label={t('changesTitle')} data-testid="order-changes">
      {waiting.map((s) => {
        const original = order.order_items.find((i) => i.id === s.item_id);
        return (
          <div key={s.id} className="space-y-2">
            <p className="font-semibold">{t('offerTitle')}</p>
            <p className="text-sm">
              {t('offer', { name: original?.product.name ?? '', substitute: s.product.name, quantity: s.quantity })} · <Money amount={s.line_total} />
            </p>
            {s.apply_at && <p className="text-xs text-muted">{t('appliesAt', { time: formatDateTime(s.apply_at, locale) })}</p>}
            {s.needs_consent && <p className="text-xs text-muted">{t('consentNote')}</p>}
            <div className="flex flex-wrap gap-2">
              <button type="button" disabled={busy !== null} onClick={() => answer(s.id, 'approve')} className={buttonClass('primary', 'flex-1 sm:flex-none')}>
                {t('approve')}
              </button>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => answer(s.id, 'decline')}
                className={buttonClass('secondary', 'flex-1 sm:flex-none')}
              >
                {t('decline')}
              </button>
            </div>
          </div>
        );
      })}
      {order.refund_due > 0 && (
        <p className="text-sm font-semibold" data-testid="refund-due">
          {t('refundDueShopper')}: <Money amount={order.refund_due} />
        </p>
      )}
    </section>
  );
}
