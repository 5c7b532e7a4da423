'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { browserApi } from '@/lib/api/browser';
import { createPromo, deactivatePromo, promoKeys, promosQuery, updatePromo } from '@/lib/api/console-catalog';
import { ApiError } from '@/lib/api/http';
import type { ConsolePromo } from '@/lib/contract/console-catalog';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { PROMO_CODE_PATTERN, PROMO_DISCOUNT_MAX, PROMO_DISCOUNT_MIN } from '@/lib/domain/promo';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { controlProps, Field } from '@/components/forms/field';
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

const whole = (v: string) => /^\d{1,9}$/.test(v.trim());

/** A new code, or an existing one's discount, limits and window (its text stays: orders know it by it). */
function PromoForm({ promo, onDone }: { promo?: ConsolePromo; onDone: () => void }) {
  const t = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(promo));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => withoutField(e, key));
  };
  const props = (key: keyof Values, help?: boolean) => ({
    ...controlProps(`${id}-${key}`, errors[key], help),
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
  });

  const submit = async () => {
    const local: Record<string, string> = {};
    const code = values.promocode.trim().toUpperCase();
    if (!promo && !PROMO_CODE_PATTERN.test(code)) local.promocode = t('promo.codeInvalid');
    const discount = Number(values.discount);
    if (!whole(values.discount) || discount < PROMO_DISCOUNT_MIN || discount > PROMO_DISCOUNT_MAX)
      local.discount = t('promo.discountInvalid', { min: PROMO_DISCOUNT_MIN, max: PROMO_DISCOUNT_MAX });
    if (values.max_uses.trim() && (!whole(values.max_uses) || Number(values.max_uses) < 1)) local.max_uses = t('promo.countInvalid');
    if (!whole(values.max_uses_per_user) || Number(values.max_uses_per_user) < 1) local.max_uses_per_user = t('promo.countInvalid');
    const from = fromLocalInput(values.valid_from);
    const until = fromLocalInput(values.valid_until);
    if (!from) local.valid_from = t('promo.dateInvalid');
    if (!until) local.valid_until = t('promo.dateInvalid');
    else if (from && Date.parse(until) <= Date.parse(from)) local.valid_until = t('promo.untilBeforeFrom');
    setErrors(local);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const body = {
      discount,
      max_uses: values.max_uses.trim() ? Number(values.max_uses) : null,
      max_uses_per_user: Number(values.max_uses_per_user),
      valid_from: from!,
      valid_until: until!,
    };
    try {
      const saved = promo ? await updatePromo(browserApi(), promo.id, body) : await createPromo(browserApi(), { promocode: code, ...body });
      toast(t('promo.saved', { code: saved.promocode }));
      await queryClient.invalidateQueries({ queryKey: promoKeys.all });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setErrors({ promocode: e.message });
      else if (e instanceof ApiError && e.fields) setErrors(e.fields);
      if (e instanceof ApiError && (e.status === 409 || e.fields)) focusFirstInvalid(form.current);
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={promo ? t('promo.editTitle', { code: promo.promocode }) : t('promo.new')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className={clsx('space-y-4', promo ? 'border-t border-line pt-3' : 'rounded-card bg-surface p-4 shadow-card sm:p-5')}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {!promo && (
          <Field id={`${id}-promocode`} label={t('promo.code')} error={errors.promocode} help={t('promo.codeHelp')} className="col-span-2">
            <input
              {...controlProps(`${id}-promocode`, errors.promocode, true)}
              value={values.promocode}
              onChange={(e) => set('promocode')(e.target.value.toUpperCase())}
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              className={`${inputClass} font-mono uppercase`}
            />
          </Field>
        )}
        <Field id={`${id}-discount`} label={t('discount')} error={errors.discount}>
          <input {...props('discount')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses_per_user`} label={t('promo.perUser')} error={errors.max_uses_per_user}>
          <input {...props('max_uses_per_user')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses`} label={t('promo.maxUses')} error={errors.max_uses} help={t('promo.maxUsesHelp')} className="col-span-2 sm:col-span-1">
          <input {...props('max_uses', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-valid_from`} label={t('promo.validFrom')} error={errors.valid_from}>
          <input {...props('valid_from')} type="datetime-local" className={inputClass} />
        </Field>
        <Field id={`${id}-valid_until`} label={t('promo.validUntil')} error={errors.valid_until}>
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
