'use client';

import { Menu, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { LanguageList } from './language-switcher';
import { LogoMark } from './logo';

const LINKS = [
  { href: '/', key: 'home' },
  { href: '/catalog', key: 'catalog' },
  { href: '/stores', key: 'stores' },
  { href: '/about', key: 'about' },
  { href: '/about#faq', key: 'faq' },
  { href: '/offer', key: 'offer' },
] as const;

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
        {/* Drawn when opened, like the catalog menu: it is no page's content. */}
        {open && (
          <div className="flex h-full flex-col gap-6 overflow-y-auto bg-surface p-5 shadow-raised">
            <div className="flex items-center justify-between">
              <span className="inline-flex items-center gap-2 text-xl font-extrabold text-brand-800">
                <LogoMark className="size-8" />
                {t('common.siteName')}
              </span>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={t('header.closeMenu')}
                className="grid size-11 place-items-center rounded-control hover:bg-canvas"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <LanguageList />
            <nav aria-label={t('nav.main')}>
              <ul className="flex flex-col">
                {LINKS.map((link) => (
                  <li key={link.key}>
                    <Link
                      href={link.href}
                      onClick={() => setOpen(false)}
                      className="flex min-h-12 items-center rounded-control px-3 text-base font-medium hover:bg-canvas"
                    >
                      {t(`nav.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        )}
      </dialog>
    </>
  );
}
