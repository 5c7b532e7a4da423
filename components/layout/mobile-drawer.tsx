'use client';

import { Menu, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { suspended } from '@/components/ui/suspended';

const loadPanel = () => import('./mobile-menu-panel');
// Offline before the menu was ever opened (the service worker keeps only the chunks a page used):
// a panel that closes, rather than an error page.
const MobileMenuPanel = suspended(
  () =>
    loadPanel().then(
      (m) => m.MobileMenuPanel,
      () => MenuUnavailable,
    ),
  <div className="h-full bg-surface" />,
);

function MenuUnavailable({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  return (
    <div className="flex h-full flex-col bg-surface p-5">
      <button
        type="button"
        onClick={onClose}
        aria-label={t('header.closeMenu')}
        className="ml-auto grid size-11 place-items-center rounded-control hover:bg-canvas"
      >
        <X aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}

/**
 * The burger menu of phones: a modal <dialog> (the browser traps focus and closes it on Escape),
 * with the language list and the navigation links.
 */
export function MobileDrawer() {
  const t = useTranslations();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="grid size-11 place-items-center rounded-control text-ink hover:bg-canvas"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label={t('header.menu')}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside the panel) closes it.
          if (event.target === dialogRef.current) setOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-transparent p-0 backdrop:bg-ink/50"
      >
        {/* Drawn when opened, from its own chunk, like the catalog menu: it is no page's content. */}
        {open && <MobileMenuPanel onClose={() => setOpen(false)} />}
      </dialog>
    </>
  );
}
