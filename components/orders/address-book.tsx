'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { deleteShipping, shippingKeys, shippingQuery, updateShipping } from '@/lib/api/shipping';
import type { ShippingAddress } from '@/lib/contract/orders';
import { MAX_ADDRESSES } from '@/lib/domain/addresses';
import { useToasts } from '@/lib/stores/toast';
import { AddressForm } from './address-form';
import { AddressText } from './address-text';
import { LoadError } from '@/components/ui/load-error';

/**
 * The shopper's saved addresses (shipping API): add, edit, delete, make main; with `onChoose` the
 * list is a radio group for the checkout.
 */
export function AddressBook({ chosen, onChoose }: { chosen?: number | null; onChoose?: (id: number | null) => void }) {
  const t = useTranslations('addresses');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const list = useQuery(shippingQuery(browserApi()));
  const [editing, setEditing] = useState<ShippingAddress | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);
  const tc = useTranslations('common');

  const refresh = () => queryClient.invalidateQueries({ queryKey: shippingKeys.all });
  const act = async (id: number, run: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await run();
      await refresh();
      toast(done);
    } catch (e) {
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    } finally {
      setBusyId(null);
    }
  };

  if (list.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-card bg-line/50" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => list.refetch()} className="p-3" />;
  }
  const addresses = list.data;
  const selectable = Boolean(onChoose);

  return (
    <div className="space-y-3">
      {addresses.length === 0 && editing === null && <p className="rounded-card bg-canvas p-4 text-sm text-muted">{t('empty')}</p>}
      {/* A radio group is not a list: its items then carry no list role (axe listitem). */}
      <ul className="space-y-2" role={selectable ? 'radiogroup' : undefined} aria-label={selectable ? t('choose') : undefined}>
        {addresses.map((address) =>
          editing !== 'new' && editing?.id === address.id ? (
            <li key={address.id} role={selectable ? 'none' : undefined}>
              <AddressForm
                address={address}
                onCancel={() => setEditing(null)}
                onSaved={async () => {
                  setEditing(null);
                  await refresh();
                  toast(t('saved'));
                }}
              />
            </li>
          ) : (
            <li
              key={address.id}
              role={selectable ? 'none' : undefined}
              className={clsx(
                'flex flex-wrap items-start gap-3 rounded-card border bg-surface p-3',
                chosen === address.id ? 'border-brand-600 bg-brand-50' : 'border-line',
              )}
            >
              {selectable ? (
                <label className="flex min-h-11 flex-1 cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="delivery_address"
                    checked={chosen === address.id}
                    onChange={() => onChoose?.(address.id)}
                    className="mt-1 size-5 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <AddressText address={address} />
                  </span>
                </label>
              ) : (
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                  <div className="min-w-0">
                    <AddressText address={address} />
                  </div>
                </div>
              )}
              <div className="flex items-center gap-1">
                {address.main_address ? (
                  <span className="rounded-full bg-brand-100 px-2 py-1 text-xs font-semibold text-brand-800">{t('main')}</span>
                ) : (
                  <button
                    type="button"
                    disabled={busyId === address.id}
                    onClick={() => act(address.id, () => updateShipping(browserApi(), address.id, { main_address: true }), t('madeMain'))}
                    aria-label={t('makeMainLabel', { name: address.address_name })}
                    title={t('makeMain')}
                    className="grid size-11 place-items-center rounded-control text-muted hover:bg-canvas"
                  >
                    <Star aria-hidden="true" className="size-5" />
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => setEditing(address)}
                  aria-label={t('editLabel', { name: address.address_name })}
                  className="grid size-11 place-items-center rounded-control text-muted hover:bg-canvas"
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  disabled={busyId === address.id}
                  onClick={() => setDeleting(address)}
                  aria-haspopup="dialog"
                  aria-label={t('deleteLabel', { name: address.address_name })}
                  className="grid size-11 place-items-center rounded-control text-muted hover:bg-sale-50 hover:text-sale-700"
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm
          onCancel={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            await refresh();
            onChoose?.(saved.id);
            toast(t('saved'));
          }}
        />
      ) : addresses.length < MAX_ADDRESSES ? (
        <button type="button" onClick={() => setEditing('new')} className={buttonClass('secondary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </button>
      ) : (
        <p className="text-sm text-muted">{t('limit', { count: MAX_ADDRESSES })}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteConfirm', { name: deleting.address_name }) : ''}
        confirmLabel={tc('delete')}
        cancelLabel={tc('keep')}
        onConfirm={() => {
          const address = deleting!;
          setDeleting(null);
          if (chosen === address.id) onChoose?.(null);
          void act(address.id, () => deleteShipping(browserApi(), address.id), t('deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
