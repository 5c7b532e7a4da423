'use client';

import clsx from 'clsx';
import { X } from '@/components/ui/icons';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/stores/hooks';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal <dialog>: the browser traps focus, closes it on Escape and gives it the dialog role.
 * `sheet` slides up from the bottom on phones (a centred box from sm up); `center` is a box.
 * The opener gets focus back from the caller (onClose). It is portalled to <body>, so that a form
 * inside never nests in a form of the page (React events still bubble to the opener's tree).
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  variant = 'center',
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  variant?: 'sheet' | 'center';
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hydrated = useHydrated();

  useModalDialog(ref, open, { ready: hydrated });

  if (!hydrated) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={clsx(
        'max-w-none bg-transparent p-0 backdrop:bg-ink/50',
        variant === 'sheet' ? 'mx-0 mb-0 mt-auto max-h-[90dvh] w-full sm:m-auto sm:w-[28rem]' : 'm-auto max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))]',
      )}
    >
      {open && (
        <div className={clsx('flex max-h-[90dvh] flex-col bg-surface shadow-raised', variant === 'sheet' ? 'rounded-t-card sm:rounded-card' : 'rounded-card')}>
          <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={closeLabel} className="grid size-11 place-items-center rounded-control hover:bg-canvas">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
