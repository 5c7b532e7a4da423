'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { usePromotionText } from '@/components/orders/promotion-text';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useMoneyText } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { createStorePromo, deactivateStorePromo, storePromoKeys, storePromosQuery, updateStorePromo } from '@/lib/api/store-promos';
import type { StorePromo, StorePromoCreateSchema } from '@/lib/contract/store-promos';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { PROMO_KINDS } from '@/lib/domain/promo';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { controlProps, Field } from '@/components/forms/field';
import { fromLocalInput, inputClass, toLocalInput } from './field';
import { LoadError, Loading, Pager, SearchToolbar } from './list-parts';
import { useConsoleStore } from './store-switcher';

const PAGE_SIZE = 20;

/**
 * /console/store-promos (ADR 0037): the chosen store's own promo codes and automatic offers, for
 * its sellers and operators: listed with their uses, made, changed and ended here. The store is the
 * console's (the switcher above; a seller of one store always has theirs).
 */
export function StorePromos() {
  const t = useTranslations('storePromos');
  const scope = useConsoleScope();
  const [store] = useConsoleStore();
  if (store === undefined) {
    return <EmptyState emoji="store" title={!scope.all_stores && scope.stores.length === 0 ? t('noStores') : t('chooseStore')} text={t('chooseStoreText')} />;
  }
  return <StorePromoList key={store} store={store} />;
}

function StorePromoList({ store }: { store: number }) {
  const t = useTranslations('storePromos');
  const tc = useTranslations('console');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const promos = useQuery(storePromosQuery(browserApi(), store, { q: q || undefined, page, size: PAGE_SIZE }));
  return (
    <>
      <p className="mb-4 max-w-prose text-sm text-muted">{t('intro')}</p>
      <SearchToolbar
        label={t('search')}
        findLabel={tc('find')}
        newLabel={t('new')}
        creating={creating}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        onNew={() => setCreating(true)}
      />
      {creating && (
        <section aria-label={t('new')} className="mb-4">
          <StorePromoForm store={store} onDone={() => setCreating(false)} />
        </section>
      )}
      {promos.isPending ? (
        <Loading />
      ) : promos.isError ? (
        <LoadError onRetry={() => promos.refetch()} />
      ) : promos.data.empty ? (
        <EmptyState emoji="ticket" title={q ? t('notFound') : t('none')} text={q ? undefined : t('noneText')} />
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('found', { count: promos.data.totalElements })}
          </p>
          <ul className="space-y-3" aria-label={t('list')}>
            {promos.data.content.map((promo) => (
              <StorePromoCard key={promo.id} store={store} promo={promo} />
            ))}
          </ul>
          <Pager page={promos.data.number} pages={promos.data.totalPages} first={promos.data.first} last={promos.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function StorePromoCard({ store, promo }: { store: number; promo: StorePromo }) {
  const t = useTranslations('storePromos');
  const tc = useTranslations('console');
  const locale = useLocale() as Locale;
  const money = useMoneyText();
  const { terms } = usePromotionText();
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = promo.promocode ?? t('autoOffer');
  return (
    <li data-testid="store-promo" aria-label={name} className="rounded-card bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={clsx('break-all text-lg font-bold', promo.promocode && 'font-mono')}>{name}</p>
          <p className="text-sm">
            {t(`kinds.${promo.kind}`)}: {terms(promo)}
          </p>
        </div>
        <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', promo.active ? 'bg-brand-50 text-brand-800' : 'bg-line/60 text-ink')}>
          {promo.active ? t('active') : t('inactive')}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted">{t('minBasket')}:</dt>
          <dd className="tabular-nums">{promo.min_basket > 0 ? money(promo.min_basket) : t('noMinimum')}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">{t('used')}:</dt>
          <dd className="tabular-nums">
            {promo.max_uses === null ? t('usedOf', { used: promo.used_count }) : t('usedOfMax', { used: promo.used_count, max: promo.max_uses })}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">{t('perUser')}:</dt>
          <dd className="tabular-nums">{promo.max_uses_per_user ?? t('noLimit')}</dd>
        </div>
        <div className="flex gap-1 sm:col-span-2">
          <dt className="text-muted">{t('window')}:</dt>
          <dd>
            {formatDateTime(promo.valid_from, locale)} – {formatDateTime(promo.valid_until, locale)}
          </dd>
        </div>
      </dl>
      {editing ? (
        <div className="mt-3">
          <StorePromoForm store={store} promo={promo} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary')} aria-label={t('editTitle', { name })}>
            {t('edit')}
          </button>
          {promo.active && (
            <button type="button" aria-haspopup="dialog" onClick={() => setEnding(true)} className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}>
              {t('deactivate')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={ending}
        title={t('deactivateTitle', { name })}
        confirmLabel={t('deactivate')}
        cancelLabel={t('keep')}
        busy={busy}
        onClose={() => setEnding(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deactivateStorePromo(browserApi(), store, promo.id);
            toast(t('deactivated', { name }));
            setEnding(false);
          } catch (e) {
            toast(e instanceof ApiError && e.status < 500 ? e.message : tc('saveError'), 'error');
          } finally {
            setBusy(false);
            await queryClient.invalidateQueries({ queryKey: storePromoKeys.all });
          }
        }}
      >
        <p className="text-sm text-muted">{t('deactivateEffect')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The form's values: what the create schema reads (numbers as numbers, times as ISO). */
type StorePromoValues = z.input<typeof StorePromoCreateSchema>;

/** The contract's schema, loaded with the form's first check: zod stays out of the page's first load. */
const loadStorePromoCreate = () => import('@/lib/contract/store-promos').then((m) => m.StorePromoCreateSchema);

/** An ISO time as the form holds it: to the minute, in Tashkent time ("2026-03-01T09:00:00+05:00"). */
const heldTime = (iso: string) => fromLocalInput(toLocalInput(iso)) ?? '';

/**
 * A new promotion's values, or an existing one's (its code and whether it is automatic included:
 * an edit is checked as a whole, as the API checks the terms it merges with them).
 */
function valuesOf(promo?: StorePromo): StorePromoValues {
  const now = Date.now();
  return {
    auto: promo?.auto ?? false,
    promocode: promo ? promo.promocode : '',
    kind: promo?.kind ?? 'percent',
    discount: promo?.kind === 'percent' ? promo.discount : 10,
    amount: promo?.kind === 'fixed' ? promo.amount : null,
    // No minimum shows as an empty box.
    min_basket: promo?.min_basket || null,
    max_uses: promo ? promo.max_uses : null,
    max_uses_per_user: promo ? promo.max_uses_per_user : 1,
    valid_from: heldTime(promo?.valid_from ?? new Date(now).toISOString()),
    valid_until: heldTime(promo?.valid_until ?? new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString()),
  };
}

/**
 * A whole number typed as text (spaces between thousands allowed): empty as null, digits as their
 * number, anything else as -1, which every range refuses at its field (NaN would be refused too, but
 * as a wrong type, which leaves the rules between the fields unchecked until it is mended).
 */
const asWhole = (v: unknown) => {
  if (typeof v !== 'string') return v ?? null;
  const digits = v.replace(/\s/g, '');
  return digits === '' ? null : /^\d+$/.test(digits) ? Number(digits) : -1;
};

/** A field's own words for what the schema refuses there. */
const OWN_WORDS: Partial<Record<keyof StorePromoValues, 'codeInvalid' | 'discountRange' | 'amountRange' | 'minBasketRange' | 'countInvalid' | 'dateInvalid'>> =
  {
    promocode: 'codeInvalid',
    discount: 'discountRange',
    amount: 'amountRange',
    min_basket: 'minBasketRange',
    max_uses: 'countInvalid',
    max_uses_per_user: 'countInvalid',
    valid_from: 'dateInvalid',
    valid_until: 'dateInvalid',
  };

/**
 * A new code or offer of the store, or an existing one's terms (its code and whether it is automatic
 * stay). It checks with the contract's schema, whose rules between the fields are the API's own
 * (lib/domain/promo.ts); the server's field errors show at their fields.
 */
function StorePromoForm({ store, promo, onDone }: { store: number; promo?: StorePromo; onDone: () => void }) {
  const t = useTranslations('storePromos');
  const tc = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const id = useId();
  const form = useContractForm(loadStorePromoCreate, { defaultValues: valuesOf(promo) });
  const { register } = form;
  const busy = form.formState.isSubmitting;
  const auto = form.watch('auto') ?? false;
  const kind = form.watch('kind');
  const errorOf = useFieldError(form, (name, error) => {
    // The rules between the fields (storePromoIssues) have their words already, the API's.
    if (error.type === 'custom') return undefined;
    // Above a limit's maximum the schema's words name it.
    if ((name === 'max_uses' || name === 'max_uses_per_user') && error.type === 'too_big') return undefined;
    const own = OWN_WORDS[name as keyof StorePromoValues];
    return own && t(`errors.${own}`);
  });
  const props = (key: 'discount' | 'amount' | 'min_basket' | 'max_uses' | 'max_uses_per_user', help?: boolean) => ({
    ...controlProps(`${id}-${key}`, errorOf(key), help),
    // Only the kind's own figure is checked and sent: the other one, unmounted, leaves the values.
    ...register(key, { setValueAs: asWhole, shouldUnregister: key === 'discount' || key === 'amount' }),
  });
  const timeField = (name: 'valid_from' | 'valid_until', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field id={`${id}-${name}`} label={label} error={errorOf(name)}>
          <input
            {...controlProps(`${id}-${name}`, errorOf(name))}
            ref={field.ref}
            name={field.name}
            type="datetime-local"
            // Typed in Tashkent time, held as the API's ISO time (`…:00+05:00`); a broken one as '', which the schema refuses.
            value={field.value.slice(0, 16)}
            onChange={(e) => field.onChange(fromLocalInput(e.target.value) ?? '')}
            onBlur={field.onBlur}
            className={inputClass}
          />
        </Field>
      )}
    />
  );

  const save = form.handleSubmit(async (values) => {
    // Only the kind's own figure goes; no minimum is 0, no limit null.
    const terms = {
      kind: values.kind,
      discount: values.kind === 'percent' ? values.discount : null,
      amount: values.kind === 'fixed' ? values.amount : null,
      min_basket: values.min_basket ?? 0,
      max_uses: values.max_uses ?? null,
      max_uses_per_user: values.max_uses_per_user ?? null,
      valid_from: values.valid_from,
      valid_until: values.valid_until,
    };
    try {
      const saved = promo
        ? await updateStorePromo(browserApi(), store, promo.id, terms)
        : await createStorePromo(browserApi(), store, { auto: values.auto, promocode: values.auto ? null : values.promocode, ...terms });
      toast(t('saved', { name: saved.promocode ?? t('autoOffer') }));
      await queryClient.invalidateQueries({ queryKey: storePromoKeys.all });
      onDone();
    } catch (e) {
      // A code taken already comes back as the code's own mistake.
      showServerErrors(form, e, tc('saveError'));
      toast(e instanceof ApiError && e.status < 500 ? e.message : tc('saveError'), 'error');
    }
  });

  return (
    <form
      noValidate
      aria-label={promo ? t('editTitle', { name: promo.promocode ?? t('autoOffer') }) : t('new')}
      onSubmit={save}
      className={clsx('space-y-4', promo ? 'border-t border-line pt-3' : 'rounded-card bg-surface p-4 shadow-card sm:p-5')}
    >
      {!promo && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('type')}</legend>
          <div className="flex flex-wrap gap-2">
            {[false, true].map((a) => (
              <label
                key={String(a)}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-control border px-3 text-sm',
                  auto === a ? 'border-brand-700 bg-brand-50' : 'border-line',
                )}
              >
                <input type="radio" name={`${id}-auto`} checked={auto === a} onChange={() => form.setValue('auto', a)} className="size-4 accent-brand-700" />
                {a ? t('autoOffer') : t('codeType')}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">{auto ? t('autoHelp') : t('codeHelp')}</p>
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {!promo && !auto && (
          <Field id={`${id}-promocode`} label={t('code')} error={errorOf('promocode')} help={t('codeRules')} className="col-span-2">
            <input
              {...controlProps(`${id}-promocode`, errorOf('promocode'), true)}
              // An automatic offer has no code: hidden, the box leaves the values.
              {...register('promocode', { shouldUnregister: true })}
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              className={`${inputClass} font-mono uppercase`}
            />
          </Field>
        )}
        <Field id={`${id}-kind`} label={t('kind')} className="col-span-2">
          <select id={`${id}-kind`} {...register('kind')} className={inputClass}>
            {PROMO_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind === 'percent' && (
          <Field id={`${id}-discount`} label={t('discount')} error={errorOf('discount')}>
            <input {...props('discount')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
          </Field>
        )}
        {kind === 'fixed' && (
          <Field id={`${id}-amount`} label={t('amount')} error={errorOf('amount')}>
            <input {...props('amount')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
          </Field>
        )}
        <Field id={`${id}-min_basket`} label={t('minBasket')} error={errorOf('min_basket')} help={t('minBasketHelp')} className="col-span-2 sm:col-span-1">
          <input {...props('min_basket', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses_per_user`} label={t('perUser')} error={errorOf('max_uses_per_user')} help={t('noLimitHelp')}>
          <input {...props('max_uses_per_user', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses`} label={t('maxUses')} error={errorOf('max_uses')} help={t('noLimitHelp')}>
          <input {...props('max_uses', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {timeField('valid_from', t('validFrom'))}
        {timeField('valid_until', t('validUntil'))}
      </div>
      <p className="text-xs text-muted">{t('rule')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {promo ? tc('save') : t('create')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
