'use client';

import { X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
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

/** The burger menu's content (./mobile-drawer.tsx): its own chunk, loaded as the button is touched. */
export function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-surface p-5 shadow-raised">
      <div className="flex items-center justify-between">
        <span className="inline-flex items-center gap-2 text-xl font-extrabold text-brand-800">
          <LogoMark className="size-8" />
          {t('common.siteName')}
        </span>
        <button type="button" onClick={onClose} aria-label={t('header.closeMenu')} className="grid size-11 place-items-center rounded-control hover:bg-canvas">
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <LanguageList />
      <nav aria-label={t('nav.main')}>
        <ul className="flex flex-col">
          {LINKS.map((link) => (
            <li key={link.key}>
              <Link href={link.href} onClick={onClose} className="flex min-h-12 items-center rounded-control px-3 text-base font-medium hover:bg-canvas">
                {t(`nav.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
