'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerErrors, useContractForm } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleOrderKeys, listConsoleProducts } from '@/lib/api/console';
import { markItemUnavailable, proposeSubstitute, setItemWeight } from '@/lib/api/order-changes';
import type { ConsoleOrder } from '@/lib/contract/console-orders';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatPhone } from '@/lib/domain/phone-format';
import { useToasts } from '@/lib/stores/toast';

// The contract's schemas, loaded with a form's first check: zod stays out of the order desk's first load.
const changes = () => import('@/lib/contract/order-changes');
const loadUnavailable = () => changes().then((m) => m.UnavailableInputSchema);
const loadSubstitute = () => changes().then((m) => m.SubstituteInputSchema);
const loadWeight = () => changes().then((m) => m.WeightInputSchema);

/**
 * One item at a time (ADR 0029), on the console's order page: per line, "Not available" (how many
 * are left), "Replace" (a product of the same store, when the shopper allowed it) and, for goods
 * sold by weight, the weight packed. The server decides; its field errors land on the fields.
 */

type Item = ConsoleOrder['order_items'][number];

/** While the store may still change what it packs: paid, accepted, packing. */
const CHANGEABLE: readonly number[] = [ORDER_STATUS.PAID, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS];

const input = 'min-h-11 w-full rounded-control border border-line bg-surface px-3 text-sm';

/**
 * Sends a line's change from its form: a toast and `onDone` when it is made, the server's errors
 * on the form's fields (or as the form's message), and the order read again either way.
 */
function useItemChange<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, send: (values: O) => Promise<unknown>, done: string, onDone: () => void) {
  const t = useTranslations('orderChanges');
  const toast = useToasts((s) => s.show);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await send(values);
      toast(done);
      onDone();
    } catch (e) {
      setMessage(showServerErrors(form, e, t('error')));
    } finally {
      await queryClient.invalidateQueries({ queryKey: consoleOrderKeys.all });
    }
  });
  return { submit, message };
}

/** The line's state as a word, and the actions while the part is still packed. */
export function OrderItemActions({ order, item, partStatus }: { order: ConsoleOrder; item: Item; partStatus: number }) {
  const t = useTranslations('orderChanges');
  const [open, setOpen] = useState<'unavailable' | 'replace' | 'weight' | null>(null);
  const live = item.quantity > 0;
  const canChange = live && CHANGEABLE.includes(partStatus) && item.replaces_item_id === null;
  const proposal = order.substitutions.find((s) => s.item_id === item.id && s.status === 'proposed');
  return (
    <div className="mt-1 text-sm" data-testid={`item-actions-${item.id}`}>
      {item.state !== 'ordered' && (
        <p className="text-xs font-semibold text-sale-700">
          {t(`state.${item.state}`, { ordered: item.ordered_quantity ?? item.quantity, weight: item.weight_grams ?? 0 })}
        </p>
      )}
      {proposal && (
        <p className="text-xs text-amber-800">
          {t('proposalWaiting', { name: proposal.product.name, quantity: proposal.quantity })}
          {proposal.needs_consent && ` · ${t('needsConsent')}`}
        </p>
      )}
      {canChange && (
        <div className="mt-1 flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={open === 'unavailable'}
            onClick={() => setOpen(open === 'unavailable' ? null : 'unavailable')}
            className={buttonClass('ghost', 'min-h-9 px-2 text-sale-700')}
          >
            {t('notAvailable')}
          </button>
          {order.substitution !== 'remove' && (
            <button
              type="button"
              aria-expanded={open === 'replace'}
              onClick={() => setOpen(open === 'replace' ? null : 'replace')}
              className={buttonClass('ghost', 'min-h-9 px-2')}
            >
              {t('replace')}
            </button>
          )}
          {item.product.weight_step ? (
            <button
              type="button"
              aria-expanded={open === 'weight'}
              onClick={() => setOpen(open === 'weight' ? null : 'weight')}
              className={buttonClass('ghost', 'min-h-9 px-2')}
            >
              {t('weigh')}
            </button>
          ) : null}
        </div>
      )}
      {canChange && open === 'unavailable' && <UnavailableForm orderId={order.id} item={item} onDone={() => setOpen(null)} />}
      {canChange && open === 'replace' && <ReplaceForm orderId={order.id} item={item} onDone={() => setOpen(null)} />}
      {canChange && open === 'weight' && <WeightForm orderId={order.id} item={item} onDone={() => setOpen(null)} />}
    </div>
  );
}

function UnavailableForm({ orderId, item, onDone }: { orderId: number; item: Item; onDone: () => void }) {
  const t = useTranslations('orderChanges');
  const id = useId();
  const form = useContractForm(loadUnavailable, { defaultValues: { quantity: 0 } });
  const { submit, message } = useItemChange(
    form,
    (values) => markItemUnavailable(browserApi(), orderId, item.id, values),
    t('madeUnavailable', { name: item.product.name }),
    onDone,
  );
  const error = form.formState.errors.quantity?.message;
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-2 rounded-control bg-canvas p-3">
      <label htmlFor={id} className="block text-xs font-semibold">
        {t('quantityLeft', { max: item.quantity - 1 })}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={item.quantity - 1}
          className={`${input} mt-1 w-28`}
          aria-invalid={!!error}
          {...form.register('quantity', { valueAsNumber: true })}
        />
      </label>
      <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary', 'min-h-11')}>
        {t('confirmUnavailable')}
      </button>
      {(error || message) && (
        <p role="alert" className="w-full text-xs text-sale-700">
          {error ?? message}
        </p>
      )}
    </form>
  );
}

function ReplaceForm({ orderId, item, onDone }: { orderId: number; item: Item; onDone: () => void }) {
  const t = useTranslations('orderChanges');
  const locale = useLocale() as Locale;
  const searchId = useId();
  const quantityId = useId();
  const [q, setQ] = useState('');
  const storeId = item.store_id ?? undefined;
  const found = useQuery({
    queryKey: [...consoleOrderKeys.all, 'substitutes', storeId, q],
    queryFn: () => listConsoleProducts(browserApi(), { store: storeId, q: q.trim() || undefined, page: 1, size: 8 }),
    enabled: storeId !== undefined,
  });
  const form = useContractForm(loadSubstitute, { defaultValues: { quantity: item.quantity } });
  const chosen = form.watch('product_id');
  const { submit, message } = useItemChange(form, (values) => proposeSubstitute(browserApi(), orderId, item.id, values), t('proposed'), onDone);
  const candidates = (found.data?.content ?? []).filter((p) => p.id !== item.product.id && p.available > 0);
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2 rounded-control bg-canvas p-3">
      <label htmlFor={searchId} className="block text-xs font-semibold">
        {t('searchProduct')}
        <input id={searchId} type="search" value={q} onChange={(e) => setQ(e.target.value)} className={`${input} mt-1`} />
      </label>
      <fieldset>
        <legend className="sr-only">{t('chooseProduct')}</legend>
        <ul className="max-h-56 space-y-1 overflow-auto">
          {candidates.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line bg-surface px-2 has-[:checked]:border-brand-600">
                <input
                  type="radio"
                  value={p.id}
                  checked={chosen === p.id}
                  onChange={() => form.setValue('product_id', p.id, { shouldValidate: true })}
                  className="size-5 accent-brand-700"
                />
                <span className="flex-1">{locale === 'ru' ? p.name_ru : p.name_uz}</span>
                <Money amount={p.discount_price} className="tabular-nums" />
              </label>
            </li>
          ))}
          {found.isSuccess && candidates.length === 0 && <li className="text-xs text-muted">{t('noProducts')}</li>}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={quantityId} className="block text-xs font-semibold">
          {t('quantity')}
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            className={`${input} mt-1 w-24`}
            {...form.register('quantity', { valueAsNumber: true })}
          />
        </label>
        <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary', 'min-h-11')}>
          {t('propose')}
        </button>
      </div>
      {(form.formState.errors.product_id || form.formState.errors.quantity || message) && (
        <p role="alert" className="text-xs text-sale-700">
          {form.formState.errors.product_id ? t('chooseProduct') : (form.formState.errors.quantity?.message ?? message)}
        </p>
      )}
    </form>
  );
}

function WeightForm({ orderId, item, onDone }: { orderId: number; item: Item; onDone: () => void }) {
  const t = useTranslations('orderChanges');
  const id = useId();
  const step = item.product.weight_step ?? 0;
  const form = useContractForm(loadWeight, { defaultValues: { weight: item.weight_grams ?? item.quantity * step } });
  const { submit, message } = useItemChange(form, (values) => setItemWeight(browserApi(), orderId, item.id, values), t('weighed'), onDone);
  const error = form.formState.errors.weight?.message;
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-2 rounded-control bg-canvas p-3">
      <label htmlFor={id} className="block text-xs font-semibold">
        {t('weightGrams')}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          className={`${input} mt-1 w-32`}
          aria-invalid={!!error}
          {...form.register('weight', { valueAsNumber: true })}
        />
      </label>
      <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary', 'min-h-11')}>
        {t('saveWeight')}
      </button>
      {(error || message) && (
        <p role="alert" className="w-full text-xs text-sale-700">
          {error ?? message}
        </p>
      )}
    </form>
  );
}

/** What the shopper chose for a missing item, the phone up front when they asked for a call, and any refund owed. */
export function OrderChangesNote({ order }: { order: ConsoleOrder }) {
  const t = useTranslations('orderChanges');
  return (
    <div className="rounded-card bg-surface p-4 text-sm shadow-card" data-testid="order-changes-note">
      <p>
        <span className="font-semibold">{t('shopperChose')}</span> {t(`choice.${order.substitution}`)}
      </p>
      {order.substitution === 'call' && (
        <a href={`tel:${order.phone_number}`} className={buttonClass('primary', 'mt-2')}>
          <Phone aria-hidden="true" className="size-4" />
          {t('callFirst', { phone: formatPhone(order.phone_number) })}
        </a>
      )}
      {order.refund_due > 0 && (
        <p className="mt-2 font-semibold text-sale-700">
          {t('refundDue')}: <Money amount={order.refund_due} />
        </p>
      )}
    </div>
  );
}
