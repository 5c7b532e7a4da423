'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { browserApi } from '@/lib/api/browser';
import { consoleOrderKeys, moveConsoleOrder } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import { useToasts } from '@/lib/stores/toast';

/**
 * One store's part of an order moved on by one tap (the moves the server offers, `next_statuses`),
 * or cancelled after the store's own dialog with a reason. The server decides: a move someone
 * else made first is a 409, told in the staff's language, and the board reloads.
 */
export function OrderMoves({ orderId, storeId, next, className }: { orderId: number; storeId: number; next: readonly number[]; className?: string }) {
  const t = useTranslations('console');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const reasonId = useId();

  const move = async (status: number, why?: string) => {
    setBusy(true);
    try {
      const order = await moveConsoleOrder(browserApi(), orderId, { status, store_id: storeId, ...(why ? { reason: why } : {}) });
      toast(t('moved', { id: order.id, status: t(`status.${status}`) }));
      setCancelling(false);
      setReason('');
    } catch (e) {
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('moveError'), 'error');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: consoleOrderKeys.all });
    }
  };

  const forward = next.filter((s) => s !== ORDER_STATUS.CANCELLED);
  const canCancel = next.includes(ORDER_STATUS.CANCELLED);
  if (!forward.length && !canCancel) return null;
  return (
    <div className={clsx('flex flex-wrap gap-2', className)}>
      {forward.map((status) => (
        <button
          key={status}
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => move(status)}
          className={buttonClass('primary', 'flex-1 sm:flex-none')}
        >
          {t(`moves.${status}`)}
        </button>
      ))}
      {canCancel && (
        <button
          type="button"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={() => setCancelling(true)}
          className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}
        >
          {t('cancel')}
        </button>
      )}
      <ConfirmDialog
        open={cancelling}
        title={t('cancelTitle', { id: orderId })}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={tc('keep')}
        busy={busy}
        onClose={() => setCancelling(false)}
        onConfirm={() => {
          const why = reason.trim();
          if (!why) {
            setReasonError(true);
            document.getElementById(reasonId)?.focus();
            return;
          }
          void move(ORDER_STATUS.CANCELLED, why);
        }}
      >
        <label htmlFor={reasonId} className="mb-1 block font-semibold">
          {t('cancelReason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={500}
          rows={3}
          aria-invalid={reasonError || undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setReasonError(false);
          }}
          className="w-full rounded-control border border-line px-3 py-2 aria-[invalid]:border-red-600"
        />
        {reasonError && (
          <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
            {t('cancelReasonNeeded')}
          </p>
        )}
        <p className="mt-3 text-sm text-muted">{t('cancelEffect')}</p>
      </ConfirmDialog>
    </div>
  );
}
