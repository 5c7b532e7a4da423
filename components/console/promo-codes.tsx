'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { createPromo, deactivatePromo, promoKeys, promosQuery, updatePromo } from '@/lib/api/console-catalog';
import { ApiError } from '@/lib/api/http';
import type { ConsolePromo, PromoCreateSchema } from '@/lib/contract/console-catalog';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { PROMO_DISCOUNT_MAX, PROMO_DISCOUNT_MIN } from '@/lib/domain/promo';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { asNumber } from '@/components/forms/typed-text';
import { fromLocalInput, inputClass, toLocalInput } from './field';
import { LoadError, Loading, Pager, SearchToolbar } from './list-parts';

const PAGE_SIZE = 20;

/** /console/promo-codes (operators): the codes with their uses, made, changed and ended here. */
export function PromoCodes() {
  const t = useTranslations('console');
  const operator = useConsoleScope().all_stores;
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const promos = useQuery({ ...promosQuery(browserApi(), { q: q || undefined, page, size: PAGE_SIZE }), enabled: operator });
  if (!operator) {
    return (
      <>
        <EmptyState emoji="locked" title={t('operatorsOnly')} />
      </>
    );
  }
  return (
    <>
      <SearchToolbar
        label={t('promo.search')}
        findLabel={t('find')}
        newLabel={t('promo.new')}
        creating={creating}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        onNew={() => setCreating(true)}
      />
      {creating && (
        <section aria-label={t('promo.new')} className="mb-4">
          <PromoForm onDone={() => setCreating(false)} />
        </section>
      )}
      {promos.isPending ? (
        <Loading />
      ) : promos.isError ? (
        <LoadError onRetry={() => promos.refetch()} />
      ) : promos.data.empty ? (
        <EmptyState emoji="ticket" title={q ? t('promo.notFound') : t('promo.none')} />
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('promo.found', { count: promos.data.totalElements })}
          </p>
          <ul className="space-y-3" aria-label={t('promo.list')}>
            {promos.data.content.map((promo) => (
              <PromoCard key={promo.id} promo={promo} />
            ))}
          </ul>
          <Pager page={promos.data.number} pages={promos.data.totalPages} first={promos.data.first} last={promos.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function PromoCard({ promo }: { promo: ConsolePromo }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <li data-testid="console-promo" aria-label={promo.promocode} className="rounded-card bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-mono text-lg font-bold">{promo.promocode}</p>
          <p className="text-sm">{t('promo.discountIs', { discount: promo.discount })}</p>
        </div>
        <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', promo.active ? 'bg-brand-50 text-brand-800' : 'bg-line/60 text-ink')}>
          {promo.active ? t('promo.active') : t('promo.inactive')}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted">{t('promo.used')}:</dt>
          <dd className="tabular-nums">
            {promo.max_uses === null ? t('promo.usedOf', { used: promo.used_count }) : t('promo.usedOfMax', { used: promo.used_count, max: promo.max_uses })}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">{t('promo.perUser')}:</dt>
          <dd className="tabular-nums">{promo.max_uses_per_user}</dd>
        </div>
        <div className="flex gap-1 sm:col-span-2">
          <dt className="text-muted">{t('promo.window')}:</dt>
          <dd>
            {formatDateTime(promo.valid_from, locale)} – {formatDateTime(promo.valid_until, locale)}
          </dd>
        </div>
      </dl>
      {editing ? (
        <div className="mt-3">
          <PromoForm promo={promo} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary')}>
            {t('promo.edit')}
          </button>
          {promo.active && (
            <button type="button" aria-haspopup="dialog" onClick={() => setEnding(true)} className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}>
              {t('promo.deactivate')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={ending}
        title={t('promo.deactivateTitle', { code: promo.promocode })}
        confirmLabel={t('promo.deactivate')}
        cancelLabel={t('promo.keep')}
        busy={busy}
        onClose={() => setEnding(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deactivatePromo(browserApi(), promo.id);
            toast(t('promo.deactivated', { code: promo.promocode }));
            setEnding(false);
          } catch (e) {
            toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
          } finally {
            setBusy(false);
            await queryClient.invalidateQueries({ queryKey: promoKeys.all });
          }
        }}
      >
        <p className="text-sm text-muted">{t('promo.deactivateEffect')}</p>
      </ConfirmDialog>
    </li>
  );
}

type Values = Record<'promocode' | 'discount' | 'max_uses' | 'max_uses_per_user' | 'valid_from' | 'valid_until', string>;

function initialValues(promo?: ConsolePromo): Values {
  if (promo) {
    return {
      promocode: promo.promocode,
      discount: String(promo.discount),
      max_uses: promo.max_uses === null ? '' : String(promo.max_uses),
      max_uses_per_user: String(promo.max_uses_per_user),
      valid_from: toLocalInput(promo.valid_from),
      valid_until: toLocalInput(promo.valid_until),
    };
  }
  const now = Date.now();
  return {
    promocode: '',
    discount: '10',
    max_uses: '',
    max_uses_per_user: '1',
    valid_from: toLocalInput(new Date(now).toISOString()),
    valid_until: toLocalInput(new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString()),
  };
}

/** The contract's schema of a new code, loaded with the form's first check: zod stays out of the page's first load. */
const loadPromoCreate = () => import('@/lib/contract/console-catalog').then((m) => m.PromoCreateSchema);

/**
 * The boxes' text as the contract's new code: numbers as numbers, no limit as null, Tashkent's
 * local times as ISO (a broken one as '', which the schema refuses). An edit is checked the same
 * way, its code as it is: the same rules, the window's included.
 */
const toInput = (v: Values, code?: string) => ({
  promocode: code ?? v.promocode,
  discount: asNumber(undefined)(v.discount),
  max_uses: asNumber(null)(v.max_uses),
  max_uses_per_user: asNumber(undefined)(v.max_uses_per_user),
  valid_from: fromLocalInput(v.valid_from) ?? '',
  valid_until: fromLocalInput(v.valid_until) ?? '',
});

/** A new code, or an existing one's discount, limits and window (its text stays: orders know it by it). */
function PromoForm({ promo, onDone }: { promo?: ConsolePromo; onDone: () => void }) {
  const t = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const id = useId();
  const form = useContractForm<typeof PromoCreateSchema, Values>(loadPromoCreate, {
    defaultValues: initialValues(promo),
    toInput: (v) => toInput(v, promo?.promocode),
  });
  const { register } = form;
  const busy = form.formState.isSubmitting;
  // The form's own words where they say more than the schema's: the code's alphabet, the discount's range.
  const errorOf = useFieldError(form, (key, error) => {
    if (key === 'promocode') return t('promo.codeInvalid');
    if (key === 'discount') return t('promo.discountInvalid', { min: PROMO_DISCOUNT_MIN, max: PROMO_DISCOUNT_MAX });
    if (key === 'max_uses' || key === 'max_uses_per_user') return error.type === 'too_big' ? undefined : t('promo.countInvalid');
    if (key === 'valid_until' && error.type === 'custom') return t('promo.untilBeforeFrom');
    return t('promo.dateInvalid');
  });
  const props = (key: keyof Values, help?: boolean) => ({ ...controlProps(`${id}-${key}`, errorOf(key), help), ...register(key) });

  const submit = form.handleSubmit(async ({ promocode, ...body }) => {
    try {
      const saved = promo ? await updatePromo(browserApi(), promo.id, body) : await createPromo(browserApi(), { promocode, ...body });
      toast(t('promo.saved', { code: saved.promocode }));
      await queryClient.invalidateQueries({ queryKey: promoKeys.all });
      onDone();
    } catch (e) {
      // A code taken already is the code's own mistake.
      if (e instanceof ApiError && e.status === 409) form.setError('promocode', { type: 'server', message: e.message }, { shouldFocus: true });
      else showServerErrors(form, e, t('saveError'));
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    }
  });

  return (
    <form
      noValidate
      aria-label={promo ? t('promo.editTitle', { code: promo.promocode }) : t('promo.new')}
      onSubmit={submit}
      className={clsx('space-y-4', promo ? 'border-t border-line pt-3' : 'rounded-card bg-surface p-4 shadow-card sm:p-5')}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {!promo && (
          <Field id={`${id}-promocode`} label={t('promo.code')} error={errorOf('promocode')} help={t('promo.codeHelp')} className="col-span-2">
            <input
              {...props('promocode', true)}
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              className={`${inputClass} font-mono uppercase`}
            />
          </Field>
        )}
        <Field id={`${id}-discount`} label={t('discount')} error={errorOf('discount')}>
          <input {...props('discount')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses_per_user`} label={t('promo.perUser')} error={errorOf('max_uses_per_user')}>
          <input {...props('max_uses_per_user')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses`} label={t('promo.maxUses')} error={errorOf('max_uses')} help={t('promo.maxUsesHelp')} className="col-span-2 sm:col-span-1">
          <input {...props('max_uses', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-valid_from`} label={t('promo.validFrom')} error={errorOf('valid_from')}>
          <input {...props('valid_from')} type="datetime-local" className={inputClass} />
        </Field>
        <Field id={`${id}-valid_until`} label={t('promo.validUntil')} error={errorOf('valid_until')}>
          <input {...props('valid_until')} type="datetime-local" className={inputClass} />
        </Field>
      </div>
      <p className="text-xs text-muted">{t('promo.timeZone')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {promo ? t('save') : t('promo.create')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t('promo.cancelEdit')}
        </button>
      </div>
    </form>
  );
}
