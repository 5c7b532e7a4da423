'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { PhoneField } from '@/components/auth/phone-field';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { auditQuery, type AuditParams } from '@/lib/api/console-people';
import type { AuditEntry } from '@/lib/contract/console-audit';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { normalizePhone, PHONE_PREFIX, phoneInputValue } from '@/lib/domain/phone';
import { formatPhone } from '@/lib/domain/phone-format';
import { useConsoleStore } from './store-switcher';
import { useOwnedStores } from './console-scope';
import { intParam, useUrlFilters } from './url-state';
import { LoadError, Loading, Pager } from './list-parts';
import { inputClass as fieldClass } from './field';

const PAGE_SIZE = 25;

/** The objects and actions the console writes to the log (suggestions; any text is accepted). */
const ENTITIES = ['user', 'store', 'product', 'order', 'comment', 'support_ticket', 'promo_code', 'category', 'about'];
const ACTIONS = [
  'role.grant',
  'role.revoke',
  'user.block',
  'user.unblock',
  'login',
  'store.create',
  'store.update',
  'product.create',
  'product.update',
  'product.delete',
  'product.image',
  'product.import',
  'order.status',
  'order.item_unavailable',
  'order.item_substitute',
  'order.item_weight',
  'review.answer',
  'review.hide',
  'review.unhide',
  'support.answer',
  'support.status',
  'promo.create',
  'promo.update',
  'promo.deactivate',
  'category.create',
  'category.update',
  'category.delete',
  'about.update',
];

type Filters = Pick<AuditParams, 'entity' | 'action' | 'actor' | 'actor_phone'>;

/**
 * /console/audit: who changed what and when, newest first, with filters (the actor by
 * phone). Operators read every entry, of the store chosen in the shell or of all; a store's owner
 * (ADR 0036) only their stores' entries, which the server enforces too.
 */
export function AuditLog() {
  const t = useTranslations('console');
  const ts = useTranslations('consoleStaff');
  const locale = useLocale() as Locale;
  const owned = useOwnedStores();
  const [chosen] = useConsoleStore();
  const allowed = owned === null || owned.length > 0;
  // An owner who also sells for another store may have that one chosen: their own stores' entries then.
  const store = chosen !== undefined && (owned === null || owned.includes(chosen)) ? chosen : undefined;
  // The filters and the page live in the URL (a reload or a link shows the same entries).
  const url = useUrlFilters(['entity', 'action', 'actor', 'phone'] as const);
  const phone = url.values.phone ? (normalizePhone(phoneInputValue(url.values.phone)) ?? undefined) : undefined;
  const filters: Filters = { entity: url.values.entity, action: url.values.action, actor: intParam(url.values.actor), actor_phone: phone };
  const { page, setPage } = url;
  const entries = useQuery({ ...auditQuery(browserApi(), locale, { ...filters, store, page, size: PAGE_SIZE }), enabled: allowed });
  if (!allowed) {
    return (
      <>
        <EmptyState emoji="locked" title={ts('ownersOnly')} />
      </>
    );
  }
  return (
    <>
      {owned !== null && <p className="mb-3 text-sm text-muted">{ts('auditScope')}</p>}
      <AuditFilters initial={filters} onApply={(next) => url.set({ entity: next.entity, action: next.action, actor: undefined, phone: next.actor_phone })} />
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <LoadError onRetry={() => entries.refetch()} />
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-muted">
            {t('audit.found', { count: entries.data.totalElements })}
          </p>
          {entries.data.empty ? (
            <EmptyState emoji="magnifying-glass-tilted-left" title={t('audit.none')} />
          ) : (
            <ol className="space-y-2" aria-label={t('audit.list')}>
              {entries.data.content.map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          <Pager page={entries.data.number} pages={entries.data.totalPages} first={entries.data.first} last={entries.data.last} onPage={setPage} />
        </>
      )}
    </>
  );
}

function AuditFilters({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const t = useTranslations('console');
  const ids = { entity: useId(), action: useId() };
  const [entity, setEntity] = useState(initial.entity ?? '');
  const [action, setAction] = useState(initial.action ?? '');
  const [phone, setPhone] = useState(initial.actor_phone ?? PHONE_PREFIX);
  const [phoneError, setPhoneError] = useState(false);
  return (
    <form
      noValidate
      role="search"
      aria-label={t('audit.filters')}
      className="mb-4 grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        // "+998" alone is no filter; anything more must be a whole number.
        const typed = phone.length > PHONE_PREFIX.length;
        const actorPhone = typed ? normalizePhone(phone) : null;
        if (typed && !actorPhone) {
          setPhoneError(true);
          (e.currentTarget.querySelector('input[type="tel"]') as HTMLInputElement | null)?.focus();
          return;
        }
        setPhoneError(false);
        onApply({ entity: entity.trim() || undefined, action: action.trim() || undefined, actor_phone: actorPhone ?? undefined });
      }}
    >
      <div>
        <label htmlFor={ids.entity} className="mb-1 block text-sm font-semibold">
          {t('audit.entity')}
        </label>
        <input id={ids.entity} list={`${ids.entity}-list`} value={entity} maxLength={40} onChange={(e) => setEntity(e.target.value)} className={fieldClass} />
        <datalist id={`${ids.entity}-list`}>
          {ENTITIES.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={ids.action} className="mb-1 block text-sm font-semibold">
          {t('audit.action')}
        </label>
        <input id={ids.action} list={`${ids.action}-list`} value={action} maxLength={60} onChange={(e) => setAction(e.target.value)} className={fieldClass} />
        <datalist id={`${ids.action}-list`}>
          {ACTIONS.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      </div>
      <PhoneField value={phone} onChange={setPhone} label={t('audit.actor')} error={phoneError ? t('audit.actorInvalid') : null} autoComplete="off" />
      <button type="submit" className={buttonClass('primary')}>
        {t('find')}
      </button>
    </form>
  );
}

/** A value as a short line: strings as they are, anything else as compact JSON. */
function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The top-level keys whose value changed (or every key of a creation or a removal). */
function changes(before: unknown, after: unknown): { key: string; before: unknown; after: unknown }[] {
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const b = obj(before);
  const a = obj(after);
  if (!b && !a) return [];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys.filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k])).map((k) => ({ key: k, before: b?.[k], after: a?.[k] }));
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('console');
  const ts = useTranslations('consoleStaff');
  const locale = useLocale() as Locale;
  const diff = changes(entry.before, entry.after);
  return (
    <li data-testid="audit-entry" className="rounded-card bg-surface p-3 shadow-card">
      {entry.summary && <p className="font-semibold">{entry.summary}</p>}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={entry.summary ? 'font-mono text-xs text-muted' : 'font-mono text-sm font-semibold'}>{entry.action}</span>
        <span className="text-sm text-muted">
          {entry.entity}
          {entry.entity_id ? ` №${entry.entity_id}` : ''}
        </span>
        {entry.store && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {ts('auditStore', { store: entry.store.brand_name ?? `№${entry.store.id}` })}
          </span>
        )}
      </p>
      <p className="text-sm text-muted">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time> ·{' '}
        {entry.actor
          ? t('audit.by', { phone: formatPhone(entry.actor.phone_number), id: entry.actor.id })
          : entry.actor_label?.startsWith('cli:')
            ? t('audit.byCommandLine', { user: entry.actor_label.slice(4) })
            : t('audit.bySystem')}
      </p>
      {diff.length > 0 && (
        <dl className="mt-2 space-y-1 text-sm">
          {diff.map((c) => (
            <div key={c.key} className="min-w-0">
              <dt className="inline font-semibold">{c.key}: </dt>
              <dd className="inline break-all">
                <span className="text-muted line-through">{show(c.before)}</span> → <span>{show(c.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {(entry.before != null || entry.after != null) && (
        <details className="mt-2 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">{t('audit.details')}</summary>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="min-w-0">
              <p className="font-semibold">{t('audit.before')}</p>
              <pre className="whitespace-pre-wrap break-all rounded-control bg-line/30 p-2 text-xs">{JSON.stringify(entry.before, null, 2) ?? 'null'}</pre>
            </div>
            <div className="min-w-0">
              <p className="font-semibold">{t('audit.after')}</p>
              <pre className="whitespace-pre-wrap break-all rounded-control bg-line/30 p-2 text-xs">{JSON.stringify(entry.after, null, 2) ?? 'null'}</pre>
            </div>
          </div>
        </details>
      )}
    </li>
  );
}
