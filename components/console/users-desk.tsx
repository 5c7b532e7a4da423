'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useContractForm, useFieldError } from '@/components/forms/contract-form';
import { asId } from '@/components/forms/typed-text';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { consoleUserQuery, consoleUsersQuery, grantRole, revokeRole, setBlocked, userKeys } from '@/lib/api/console-people';
import type { Role } from '@/lib/contract/console';
import type { ConsoleUser, RoleInput } from '@/lib/contract/console-users';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatPhone } from '@/lib/domain/phone-format';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { useUrlFilters } from './url-state';
import { LoadError, Loading, Pager, failureText } from './list-parts';
import { inputClass as fieldClass } from './field';

const PAGE_SIZE = 20;

/** The contract's schema of a role, loaded with the form's first check (components/forms/contract-form.ts). */
const loadRoleInput = () => import('@/lib/contract/console-users').then((m) => m.RoleInputSchema);

/** The grant form's fields: the role, and the store's id as its select holds it ('' while it shows "choose"). */
interface RoleValues {
  role: RoleInput['role'];
  store_id: string;
}

/** /console/users (operators): find a user by phone, then their roles and blocking. */
export function UsersDesk() {
  const t = useTranslations('console');
  const operator = useConsoleScope().all_stores;
  const phoneId = useId();
  // The search and the page live in the URL (a reload or a link shows the same rows).
  const url = useUrlFilters(['phone'] as const);
  const phone = url.values.phone?.replace(/\D/g, '') || undefined;
  const { page, setPage } = url;
  const [typed, setTyped] = useState(phone ?? '');
  const [open, setOpen] = useState<number | null>(null);
  const users = useQuery({ ...consoleUsersQuery(browserApi(), { phone, page, size: PAGE_SIZE }), enabled: operator });
  if (!operator) {
    return (
      <>
        <EmptyState emoji="locked" title={t('operatorsOnly')} />
      </>
    );
  }
  return (
    <>
      <form
        role="search"
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          url.set({ phone: typed.replace(/\D/g, '') || undefined });
          setOpen(null);
        }}
      >
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={phoneId} className="mb-1 block text-sm font-semibold">
            {t('users.phoneSearch')}
          </label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={typed}
            maxLength={20}
            onChange={(e) => setTyped(e.target.value)}
            className={fieldClass}
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('find')}
        </button>
      </form>
      {open !== null && <UserCard id={open} onClose={() => setOpen(null)} />}
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <LoadError onRetry={() => users.refetch()} />
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-muted">
            {t('users.found', { count: users.data.totalElements })}
          </p>
          {users.data.empty ? (
            <EmptyState emoji="magnifying-glass-tilted-left" title={t('users.none')} />
          ) : (
            <ul className="space-y-2" aria-label={t('users.list')}>
              {users.data.content.map((user) => (
                <li
                  key={user.id}
                  data-testid="console-user"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-card bg-surface p-3 shadow-card"
                >
                  <div className="min-w-0">
                    <p className="font-semibold tabular-nums">{formatPhone(user.phone_number)}</p>
                    <p className="text-sm text-muted">
                      №{user.id}
                      {user.full_name ? ` · ${user.full_name}` : ''} · <RolesText roles={user.roles} />
                      {user.blocked && <span className="font-semibold text-red-700"> · {t('users.blocked')}</span>}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-expanded={open === user.id}
                    onClick={() => setOpen(user.id)}
                    className={buttonClass('secondary')}
                    aria-label={t('users.openUser', { phone: formatPhone(user.phone_number) })}
                  >
                    {t('users.open')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager page={users.data.number} pages={users.data.totalPages} first={users.data.first} last={users.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function useStoreName() {
  const stores = useQuery(consoleStoresQuery(browserApi()));
  return (id: number) => stores.data?.content.find((s) => s.id === id)?.brand_name;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** A role in words: the platform's operator, or a store's seller or owner (ADR 0036). */
function roleWords(r: Role, t: Translate, ts: Translate, storeName: (id: number) => string | undefined): string {
  if (r.role === 'operator') return t('users.roleOperator');
  const store = storeName(r.store_id) ?? `№${r.store_id}`;
  return r.role === 'owner' ? ts('roleOwnerOf', { store }) : t('users.roleSeller', { store });
}

function RolesText({ roles }: { roles: Role[] }) {
  const t = useTranslations('console');
  const ts = useTranslations('consoleStaff');
  const storeName = useStoreName();
  if (!roles.length) return <>{t('users.shopperOnly')}</>;
  return <>{roles.map((r) => roleWords(r, t, ts, storeName)).join(', ')}</>;
}

function UserCard({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useTranslations('console');
  const tc = useTranslations('common');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const user = useQuery(consoleUserQuery(browserApi(), id));
  const stores = useQuery(consoleStoresQuery(browserApi()));
  const storeName = useStoreName();
  const headingId = useId();
  const roleId = useId();
  const storeId = useId();
  const form = useContractForm<Awaited<ReturnType<typeof loadRoleInput>>, RoleValues>(loadRoleInput, {
    defaultValues: { role: 'seller', store_id: '' },
    // An operator's role names no store.
    toInput: ({ role, store_id }) => (role === 'operator' ? { role } : { role, store_id: asId(store_id) }),
  });
  const errorOf = useFieldError(form, (_, issue) => (issue.message === 'store_needed' ? t('chooseStore') : undefined));
  const role = form.watch('role');
  const storeError = errorOf('store_id');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const act = async (work: () => Promise<ConsoleUser>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      queryClient.setQueryData(userKeys.one(id), next);
      toast(done);
      return true;
    } catch (e) {
      setError(failureText(e, t('saveError')));
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    }
  };

  const ts = useTranslations('consoleStaff');
  const roleName = (r: Role) => roleWords(r, t, ts, storeName);

  return (
    <section aria-labelledby={headingId} data-testid="console-user-card" className="mb-4 rounded-card border-2 border-brand-200 bg-surface p-4 shadow-card">
      {user.isPending ? (
        <Loading />
      ) : user.isError ? (
        <LoadError onRetry={() => user.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-bold tabular-nums">
                {formatPhone(user.data.phone_number)}
              </h2>
              <p className="text-sm text-muted">
                №{user.data.id} · {user.data.full_name || t('users.noName')} · {t('users.since', { date: formatDateTime(user.data.created_at, locale) })}
              </p>
            </div>
            <span
              className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', user.data.blocked ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-800')}
            >
              {user.data.blocked ? t('users.blockedSince', { date: formatDateTime(user.data.blocked_at ?? user.data.created_at, locale) }) : t('users.active')}
            </span>
          </div>

          {error && (
            <p role="alert" className="mt-3 rounded-control bg-red-50 p-3 text-sm text-red-700">
              {error}
            </p>
          )}

          <h3 className="mt-4 font-semibold">{t('users.roles')}</h3>
          {user.data.roles.length === 0 ? (
            <p className="text-sm text-muted">{t('users.shopperOnly')}</p>
          ) : (
            <ul className="mt-1 space-y-1" aria-label={t('users.roles')}>
              {user.data.roles.map((r) => (
                <li key={r.role === 'operator' ? 'operator' : `${r.role}-${r.store_id}`} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{roleName(r)}</span>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      act(
                        () => revokeRole(browserApi(), id, r.role === 'operator' ? { role: 'operator' } : { role: r.role, store_id: r.store_id }),
                        t('users.revoked', { role: roleName(r) }),
                      )
                    }
                    className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}
                    aria-label={t('users.revokeRole', { role: roleName(r) })}
                  >
                    {t('users.revoke')}
                  </button>
                </li>
              ))}
            </ul>
          )}

          <form
            noValidate
            className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-[14rem_1fr_auto] sm:items-end"
            onSubmit={form.handleSubmit(async (input) => {
              const granted = roleName(input.role === 'operator' ? { role: 'operator' } : { role: input.role, store_id: input.store_id! });
              if (await act(() => grantRole(browserApi(), id, input), t('users.granted', { role: granted }))) form.reset({ role: input.role, store_id: '' });
            })}
          >
            <div className="min-w-0">
              <label htmlFor={roleId} className="mb-1 block text-sm font-semibold">
                {t('users.newRole')}
              </label>
              <select id={roleId} {...form.register('role')} className={fieldClass}>
                <option value="seller">{t('users.seller')}</option>
                <option value="owner">{ts('roleOwner')}</option>
                <option value="operator">{t('users.roleOperator')}</option>
              </select>
            </div>
            {role !== 'operator' && (
              <div className="min-w-0">
                <label htmlFor={storeId} className="mb-1 block text-sm font-semibold">
                  {t('store')}
                </label>
                <select
                  id={storeId}
                  {...form.register('store_id')}
                  aria-invalid={storeError ? true : undefined}
                  aria-describedby={storeError ? `${storeId}-error` : undefined}
                  className={fieldClass}
                >
                  <option value="">{t('chooseStore')}</option>
                  {(stores.data?.content ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      №{s.id} · {s.brand_name}
                    </option>
                  ))}
                </select>
                {storeError && (
                  <p id={`${storeId}-error`} className="mt-1 text-sm text-red-700">
                    {storeError}
                  </p>
                )}
              </div>
            )}
            <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
              {t('users.grant')}
            </button>
          </form>

          <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
            <button
              type="button"
              disabled={busy}
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
              className={user.data.blocked ? buttonClass('secondary') : buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}
            >
              {user.data.blocked ? t('users.unblock') : t('users.block')}
            </button>
            <button type="button" onClick={onClose} className={buttonClass('ghost')}>
              {tc('close')}
            </button>
          </div>

          <ConfirmDialog
            open={confirming}
            title={
              user.data.blocked
                ? t('users.unblockTitle', { phone: formatPhone(user.data.phone_number) })
                : t('users.blockTitle', { phone: formatPhone(user.data.phone_number) })
            }
            confirmLabel={user.data.blocked ? t('users.unblockConfirm') : t('users.blockConfirm')}
            cancelLabel={tc('keep')}
            danger={!user.data.blocked}
            busy={busy}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              const blocking = !user.data.blocked;
              await act(() => setBlocked(browserApi(), id, blocking), blocking ? t('users.blockedDone') : t('users.unblockedDone'));
              setConfirming(false);
            }}
          >
            <p>{user.data.blocked ? t('users.unblockEffect') : t('users.blockEffect')}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
