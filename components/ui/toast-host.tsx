'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useToasts, type ToastAction } from '@/lib/stores/toast';

/**
 * The page's toasts, read out politely (errors assertively), above the bottom navbar. A toast
 * does not follow the shopper to the next page (the address, language included, changes), unless
 * it was shown to be carried there (lib/stores/toast.ts).
 */
export function ToastHost() {
  const t = useTranslations('common');
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    useToasts.getState().newPage();
  }, [pathname]);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 desk:bottom-6">
      <div role="status" aria-live="polite" className="contents">
        {toasts
          .filter((x) => x.tone === 'info')
          .map((toast) => (
            <Item key={toast.id} text={toast.text} tone="info" action={toast.action} onClose={() => dismiss(toast.id)} closeLabel={t('close')} />
          ))}
      </div>
      <div role="alert" className="contents">
        {toasts
          .filter((x) => x.tone === 'error')
          .map((toast) => (
            <Item key={toast.id} text={toast.text} tone="error" onClose={() => dismiss(toast.id)} closeLabel={t('close')} />
          ))}
      </div>
    </div>
  );
}

function Item({
  text,
  tone,
  action,
  onClose,
  closeLabel,
}: {
  text: string;
  tone: 'info' | 'error';
  action?: ToastAction;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <div
      className={clsx(
        'pointer-events-auto flex max-w-md items-center gap-2 rounded-card py-2 pl-4 pr-1 text-sm font-medium shadow-card',
        tone === 'error' ? 'bg-red-700 text-white' : 'bg-ink text-white',
      )}
    >
      <span className="flex-1">{text}</span>
      {action && (
        <button
          type="button"
          onClick={() => {
            action.run();
            onClose();
          }}
          className="min-h-11 shrink-0 rounded-control px-3 font-bold text-brand-200 underline-offset-2 hover:bg-white/10 hover:underline"
        >
          {action.label}
        </button>
      )}
      <button type="button" onClick={onClose} aria-label={closeLabel} className="grid size-11 place-items-center rounded-control hover:bg-white/10">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
