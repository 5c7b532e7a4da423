'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { PhoneController } from '@/components/auth/phone-field';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleKeys } from '@/lib/api/console';
import { addStoreStaff, removeStoreStaff, staffKeys, storeStaffQuery } from '@/lib/api/console-people';
import type { StaffMember, StoreStaff, StoreStaffRole } from '@/lib/contract/console-staff';

import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { PHONE_PREFIX } from '@/lib/domain/phone';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope, useOwnedStores } from './console-scope';
import { useConsoleStore } from './store-switcher';
import { LoadError, Loading, failureText } from './list-parts';
import { inputClass as fieldClass } from './field';

/** The contract's schema of a new member, loaded with the form's first check (components/forms/contract-form.ts). */
const loadStaffAddInput = () => import('@/lib/contract/console-staff').then((m) => m.StaffAddInputSchema);

/**
 * /console/staff (ADR 0036): a store's owners and sellers. Its owner (or an operator) adds a seller
 * by the phone they signed up with, and removes one after a confirmation; an operator may add an
 * owner too. The store is the shell's (`?store=`); an owner of one store has it at once.
 */
export function StaffDesk() {
  const t = useTranslations('consoleStaff');
  const owned = useOwnedStores();
  const [chosen] = useConsoleStore();
  if (owned !== null && owned.length === 0) return <EmptyState emoji="locked" title={t('ownersOnly')} />;
  const store = chosen ?? (owned?.length === 1 ? owned[0] : undefined);
  if (store === undefined) return <p className="text-muted">{t('chooseStore')}</p>;
  if (owned !== null && !owned.includes(store)) return <EmptyState emoji="locked" title={t('notOwner')} />;
  return <StoreStaffView key={store} storeId={store} operator={owned === null} />;
}

function StoreStaffView({ storeId, operator }: { storeId: number; operator: boolean }) {
  const t = useTranslations('consoleStaff');
  const staff = useQuery(storeStaffQuery(browserApi(), storeId));
  const headingId = useId();
  if (staff.isPending) return <Loading />;
  if (staff.isError) return <LoadError onRetry={() => staff.refetch()} />;
  const { store, staff: members } = staff.data;
  return (
    <>
      <p className="mb-4 max-w-prose text-sm text-muted">{t('intro')}</p>
      <section aria-labelledby={headingId} className="mb-6">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold">
            {t('listOf', { store: store.brand_name })}
          </h2>
          <p role="status" className="text-sm text-muted">
            {t('count', { count: members.length })}
          </p>
        </div>
        {members.length === 0 ? (
          <EmptyState emoji="bust-in-silhouette" title={t('none')} text={t('noneText')} />
        ) : (
          <ul className="space-y-2" aria-labelledby={headingId}>
            {members.map((member) => (
              <MemberRow key={member.user_id} storeId={storeId} member={member} operator={operator} />
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link
            href={{ pathname: '/console/audit', query: { store: String(storeId) } }}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            {t('storeLog')}
          </Link>
        </p>
      </section>
      <AddMember storeId={storeId} operator={operator} />
    </>
  );
}

function useStaffChange(storeId: number) {
  const queryClient = useQueryClient();
  return async (next: StoreStaff) => {
    queryClient.setQueryData(staffKeys.store(storeId), next);
    // The caller's own roles may have changed (an owner stepping down): the gate reads them again.
    await queryClient.invalidateQueries({ queryKey: consoleKeys.me() });
  };
}

function MemberRow({ storeId, member, operator }: { storeId: number; member: StaffMember; operator: boolean }) {
  const t = useTranslations('consoleStaff');
  const tc = useTranslations('common');
  const tConsole = useTranslations('console');
  const locale = useLocale() as Locale;
  const scope = useConsoleScope();
  const toast = useToasts((s) => s.show);
  const changed = useStaffChange(storeId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phone = formatPhone(member.phone_number);
  const self = member.user_id === scope.user_id;
  // An owner removes sellers and may step down; another owner is an operator's to remove (the server says so too).
  const removable = operator || self || !member.roles.includes('owner');
  const roleWord = (r: StoreStaffRole) => (r === 'owner' ? t('owner') : t('seller'));
  return (
    <li data-testid="staff-member" className="rounded-card bg-surface p-3 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold tabular-nums">
            {phone}
            {self && <span className="font-normal text-muted"> ({t('you')})</span>}
          </p>
          <p className="text-sm text-muted">
            {member.full_name || t('noName')} · {t('since', { date: formatDateTime(member.since, locale) })}
            {member.blocked && <span className="font-semibold text-red-700"> · {t('blocked')}</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-1">
            {(member.roles.includes('owner') ? (['owner'] as const) : member.roles).map((r) => (
              <span
                key={r}
                className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', r === 'owner' ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800')}
              >
                {roleWord(r)}
              </span>
            ))}
          </p>
        </div>
        {removable && (
          <button
            type="button"
            aria-haspopup="dialog"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}
            aria-label={t('removeMember', { phone })}
          >
            {t('remove')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 rounded-control bg-red-50 p-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('removeTitle', { phone })}
        confirmLabel={t('removeConfirm')}
        cancelLabel={tc('keep')}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          setError(null);
          try {
            const next = await removeStoreStaff(browserApi(), storeId, member.user_id);
            setConfirming(false);
            toast(t('removed', { phone }));
            await changed(next);
          } catch (e) {
            setConfirming(false);
            setError(failureText(e, tConsole('saveError')));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p>{self ? t('removeSelfEffect') : t('removeEffect')}</p>
      </ConfirmDialog>
    </li>
  );
}

function AddMember({ storeId, operator }: { storeId: number; operator: boolean }) {
  const t = useTranslations('consoleStaff');
  const tConsole = useTranslations('console');
  const toast = useToasts((s) => s.show);
  const changed = useStaffChange(storeId);
  const headingId = useId();
  const roleId = useId();
  // The role is an operator's to give; a store owner adds sellers.
  const form = useContractForm(loadStaffAddInput, {
    defaultValues: { phone_number: PHONE_PREFIX, role: 'seller' },
    toInput: ({ phone_number, role }) => (operator ? { phone_number, role } : { phone_number }),
  });
  const errorOf = useFieldError(form, (name) => (name === 'phone_number' ? t('phoneNeeded') : undefined));
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        const next = await addStoreStaff(browserApi(), storeId, body);
        toast(t('added', { phone: formatPhone(body.phone_number) }));
        form.reset();
        await changed(next);
      } catch (err) {
        setError(showServerErrors(form, err, (e) => failureText(e, tConsole('saveError'))));
      }
    },
    // The phone box takes no ref: the form finds it.
    () => formRef.current?.querySelector<HTMLInputElement>('input[type="tel"]')?.focus(),
  );
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4">
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        {t('addTitle')}
      </h2>
      <form ref={formRef} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,14rem)_auto] sm:items-end" onSubmit={submit}>
        <PhoneController control={form.control} name="phone_number" onEdit={() => setError(null)} error={errorOf('phone_number') ?? error} autoComplete="off" />
        {operator && (
          <div className="min-w-0">
            <label htmlFor={roleId} className="mb-1 block text-sm font-semibold">
              {t('role')}
            </label>
            <select id={roleId} {...form.register('role')} className={fieldClass}>
              <option value="seller">{t('roleSeller')}</option>
              <option value="owner">{t('roleOwner')}</option>
            </select>
          </div>
        )}
        <button type="submit" disabled={busy} aria-busy={busy} className={clsx(buttonClass('primary'), 'sm:mb-0')}>
          {t('add')}
        </button>
      </form>
    </section>
  );
}
