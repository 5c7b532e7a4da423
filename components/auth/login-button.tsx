'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { preloadAuthModal } from './auth-modal-host';

/**
 * Opens the login modal (its code fetched ahead on hover or focus). A module of its own so that the
 * account and console gates take it without the header's links, counts and stores.
 */
export function LoginButton({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useTranslations('nav');
  const openLogin = useAuthModal((s) => s.openLogin);
  return (
    <button type="button" onClick={() => openLogin()} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal} aria-haspopup="dialog" className={className}>
      {children ?? t('login')}
    </button>
  );
}
