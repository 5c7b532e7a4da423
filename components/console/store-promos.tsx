'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { usePromotionText } from '@/components/orders/promotion-text';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { useMoneyText } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { createStorePromo, deactivateStorePromo, storePromoKeys, storePromosQuery, updateStorePromo } from '@/lib/api/store-promos';
import type { StorePromo } from '@/lib/contract/store-promos';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { PROMO_KINDS, storePromoIssues, type PromoKind } from '@/lib/domain/promo';
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

type Values = Record<'promocode' | 'discount' | 'amount' | 'min_basket' | 'max_uses' | 'max_uses_per_user' | 'valid_from' | 'valid_until', string>;

function initialValues(promo?: StorePromo): Values {
  if (promo) {
    return {
      promocode: promo.promocode ?? '',
      discount: promo.kind === 'percent' ? String(promo.discount) : '10',
      amount: promo.kind === 'fixed' ? String(promo.amount) : '',
      min_basket: promo.min_basket ? String(promo.min_basket) : '',
      max_uses: promo.max_uses === null ? '' : String(promo.max_uses),
      max_uses_per_user: promo.max_uses_per_user === null ? '' : String(promo.max_uses_per_user),
      valid_from: toLocalInput(promo.valid_from),
      valid_until: toLocalInput(promo.valid_until),
    };
  }
  const now = Date.now();
  return {
    promocode: '',
    discount: '10',
    amount: '',
    min_basket: '',
    max_uses: '',
    max_uses_per_user: '1',
    valid_from: toLocalInput(new Date(now).toISOString()),
    valid_until: toLocalInput(new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString()),
  };
}

/** A whole number typed (spaces between thousands allowed), or null. */
const wholeOf = (v: string): number | null => {
  const digits = v.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
};

/** A new code or offer of the store, or an existing one's terms (its code and whether it is automatic stay). */
function StorePromoForm({ store, promo, onDone }: { store: number; promo?: StorePromo; onDone: () => void }) {
  const t = useTranslations('storePromos');
  const tc = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [auto, setAuto] = useState(promo?.auto ?? false);
  const [kind, setKind] = useState<PromoKind>(promo?.kind ?? 'percent');
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
    const discount = wholeOf(values.discount);
    const amount = wholeOf(values.amount);
    const minBasket = values.min_basket.trim() ? wholeOf(values.min_basket) : 0;
    const maxUses = values.max_uses.trim() ? wholeOf(values.max_uses) : null;
    const perUser = values.max_uses_per_user.trim() ? wholeOf(values.max_uses_per_user) : null;
    const from = fromLocalInput(values.valid_from);
    const until = fromLocalInput(values.valid_until);
    // The rules between the fields are the API's own (lib/domain/promo.ts).
    const issues = storePromoIssues({
      auto,
      promocode: auto ? null : code,
      kind,
      discount: discount ?? -1,
      amount: amount ?? -1,
      min_basket: minBasket ?? -1,
      valid_from: from ?? undefined,
      valid_until: until ?? undefined,
    });
    for (const [field, issue] of Object.entries(issues)) local[field] = t(`errors.${issue}`);
    if (promo) delete local.promocode;
    if (values.max_uses.trim() && (maxUses === null || maxUses < 1)) local.max_uses = t('errors.countInvalid');
    if (values.max_uses_per_user.trim() && (perUser === null || perUser < 1)) local.max_uses_per_user = t('errors.countInvalid');
    if (!from) local.valid_from = t('errors.dateInvalid');
    if (!until) local.valid_until = t('errors.dateInvalid');
    setErrors(local);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const terms = {
      kind,
      discount: kind === 'percent' ? discount : null,
      amount: kind === 'fixed' ? amount : null,
      min_basket: minBasket,
      max_uses: maxUses,
      max_uses_per_user: perUser,
      valid_from: from!,
      valid_until: until!,
    };
    try {
      const saved = promo
        ? await updateStorePromo(browserApi(), store, promo.id, terms)
        : await createStorePromo(browserApi(), store, { auto, promocode: auto ? null : code, ...terms });
      toast(t('saved', { name: saved.promocode ?? t('autoOffer') }));
      await queryClient.invalidateQueries({ queryKey: storePromoKeys.all });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      else if (e instanceof ApiError && e.status === 409) setErrors({ promocode: e.message });
      if (e instanceof ApiError && (e.status === 409 || e.fields)) focusFirstInvalid(form.current);
      toast(e instanceof ApiError && e.status < 500 ? e.message : tc('saveError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={promo ? t('editTitle', { name: promo.promocode ?? t('autoOffer') }) : t('new')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
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
                <input type="radio" name={`${id}-auto`} checked={auto === a} onChange={() => setAuto(a)} className="size-4 accent-brand-700" />
                {a ? t('autoOffer') : t('codeType')}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">{auto ? t('autoHelp') : t('codeHelp')}</p>
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {!promo && !auto && (
          <Field id={`${id}-promocode`} label={t('code')} error={errors.promocode} help={t('codeRules')} className="col-span-2">
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
        <Field id={`${id}-kind`} label={t('kind')} className="col-span-2">
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as PromoKind);
              setErrors((er) => withoutField(withoutField(er, 'discount'), 'amount'));
            }}
            className={inputClass}
          >
            {PROMO_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind === 'percent' && (
          <Field id={`${id}-discount`} label={t('discount')} error={errors.discount}>
            <input {...props('discount')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
          </Field>
        )}
        {kind === 'fixed' && (
          <Field id={`${id}-amount`} label={t('amount')} error={errors.amount}>
            <input {...props('amount')} inputMode="numeric" className={`${inputClass} tabular-nums`} />
          </Field>
        )}
        <Field id={`${id}-min_basket`} label={t('minBasket')} error={errors.min_basket} help={t('minBasketHelp')} className="col-span-2 sm:col-span-1">
          <input {...props('min_basket', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses_per_user`} label={t('perUser')} error={errors.max_uses_per_user} help={t('noLimitHelp')}>
          <input {...props('max_uses_per_user', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
        <Field id={`${id}-max_uses`} label={t('maxUses')} error={errors.max_uses} help={t('noLimitHelp')}>
          <input {...props('max_uses', true)} inputMode="numeric" className={`${inputClass} tabular-nums`} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-valid_from`} label={t('validFrom')} error={errors.valid_from}>
          <input {...props('valid_from')} type="datetime-local" className={inputClass} />
        </Field>
        <Field id={`${id}-valid_until`} label={t('validUntil')} error={errors.valid_until}>
          <input {...props('valid_until')} type="datetime-local" className={inputClass} />
        </Field>
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
