'use client';

import clsx from 'clsx';
import { ArrowUp } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** How far down, in pixels, before the button shows. */
const SCROLL_TOP_THRESHOLD = 350;

export function ScrollToTop() {
  const t = useTranslations('scrollTop');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={t('label')}
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={clsx(
        'fixed bottom-24 right-4 z-30 [body:has([data-pinned-bar])_&]:bottom-40 md:[body:has([data-pinned-bar])_&]:bottom-24 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-raised transition hover:bg-brand-800 md:bottom-8 md:right-8',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
