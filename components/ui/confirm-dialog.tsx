'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { Dialog } from './dialog';

/**
 * The store's own "are you sure?" (never the browser's `confirm()`, which looks like a warning
 * from the phone and cannot be translated or styled): a question, what happens, and two buttons.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  danger = true,
  busy = false,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const tc = useTranslations('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={tc('close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'sm:min-w-32')}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy} className={buttonClass(danger ? 'danger' : 'primary', 'sm:min-w-32')}>
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
