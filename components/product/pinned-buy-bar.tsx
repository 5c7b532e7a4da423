'use client';

import { useEffect, useState } from 'react';
import { PinnedBar } from '@/components/ui/pinned-bar';
import { Price } from '@/components/ui/price';
import type { CardProduct } from '@/lib/contract/catalog';
import { AddToCartButton } from './add-to-cart-button';

/**
 * On a phone, the price and "add to basket" stay pinned above the bottom bar while the product's
 * own buy box is off screen (scrolled past, or below the pictures), so the button is always in
 * reach. It is not rendered while the buy box shows: one button at a time for screen readers.
 */
export function PinnedBuyBar({ product, targetId }: { product: CardProduct; targetId: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry!.isIntersecting), { threshold: 0 });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  if (!shown || product.available < 1) return null;
  return (
    <PinnedBar className="md:hidden" testId="pinned-buy">
      <div className="min-w-0 flex-1">
        <Price price={product.price} discountPrice={product.discount_price} discount={product.discount} />
      </div>
      <div className="w-40 shrink-0">
        <AddToCartButton product={product} />
      </div>
    </PinnedBar>
  );
}
