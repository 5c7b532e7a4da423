'use client';

import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { Minus, Plus, ShoppingBasket } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/routing';
import { stopText } from '@/lib/domain/store-hours-text';
import type { CardProduct } from '@/lib/contract/catalog';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated } from '@/lib/stores/hooks';
import { useAnotherStoreToast } from './use-another-store-toast';

type Control = 'add' | 'less' | 'more';

/**
 * "To basket", then − count + once the product is in the basket. The focus stays with the control
 * a keyboard user pressed: "add" becomes the stepper (its +, or − when one is all there is), the
 * last − becomes "add" again, and a + that reaches the stock hands it to −.
 */
export function AddToCartButton({ product, size = 'md' }: { product: CardProduct; size?: 'md' | 'lg' }) {
  const t = useTranslations('product');
  const th = useTranslations('storeHours');
  const locale = toLocale(useLocale());
  const hydrated = useHydrated();
  const count = useBasket((s) => s.products.find((p) => p.id === product.id)?.count ?? 0);
  const change = useBasket((s) => s.change);
  const anotherStore = useAnotherStoreToast();
  const inBasket = hydrated ? count : 0;
  const height = size === 'lg' ? 'min-h-12' : 'min-h-11';
  const addRef = useRef<HTMLButtonElement>(null);
  const lessRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // The control that takes the focus once the count has changed: set only when the control pressed
  // had the focus, so the other copy of the button (the pinned bar's) leaves the focus alone.
  const focusNext = useRef<Control | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (!next) return;
    const target = { add: addRef, less: lessRef, more: moreRef }[next].current;
    // A + that the stock has just disabled cannot hold the focus: − takes it.
    (target?.disabled ? lessRef.current : target)?.focus();
  }, [inBasket]);
  const keepFocus = (pressed: HTMLButtonElement | null, next: Control) => {
    if (pressed && document.activeElement === pressed) focusNext.current = next;
  };

  if (product.available < 1) {
    // A stopped product says for how long (ADR 0030) instead of "sold out".
    const stop = stopText(product.stopped_until, locale);
    return (
      <span
        data-testid="not-available"
        className={clsx('flex w-full items-center justify-center rounded-control bg-canvas px-3 text-center text-sm font-semibold text-muted', height)}
      >
        {stop ? th(stop.key, stop.values) : t('outOfStock')}
      </span>
    );
  }

  if (inBasket > 0) {
    return (
      <div className={clsx('flex w-full items-center justify-between rounded-control bg-brand-50 text-brand-800', height)}>
        <button
          ref={lessRef}
          type="button"
          onClick={() => {
            if (inBasket <= 1) keepFocus(lessRef.current, 'add');
            change(product, -1);
          }}
          aria-label={t('decrease', { name: product.name })}
          className="grid size-11 place-items-center rounded-control hover:bg-brand-100"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <span className="text-sm font-bold tabular-nums" aria-live="polite">
          <span className="sr-only">{t('inCart', { count: inBasket })}</span>
          <span aria-hidden="true">{inBasket}</span>
        </span>
        <button
          type="button"
          ref={moreRef}
          onClick={() => {
            keepFocus(moreRef.current, 'more');
            change(product, 1);
          }}
          disabled={inBasket >= product.available}
          aria-label={t('increase', { name: product.name })}
          className="grid size-11 place-items-center rounded-control hover:bg-brand-100 disabled:opacity-40"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  const add = () => {
    // The other store's note is a toast, which leaves the focus where it is.
    anotherStore(product);
    keepFocus(addRef.current, 'more');
    change(product, 1);
  };

  return (
    <button ref={addRef} type="button" onClick={add} aria-label={t('addToCartLabel', { name: product.name })} className={clsx('cart-btn', height)}>
      <ShoppingBasket aria-hidden="true" className="size-4" />
      {t('addToCart')}
    </button>
  );
}
