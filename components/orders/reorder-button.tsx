'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { checkProducts } from '@/lib/api/products';
import type { Product } from '@/lib/contract/catalog';
import type { Order } from '@/lib/contract/orders';
import { reorderCheckLines, reorderLines } from '@/lib/domain/checkout';
import { useBasket } from '@/lib/stores/basket';
import { useToasts } from '@/lib/stores/toast';

/** Puts the order's products back in the basket, capped to today's stock. */
export function ReorderButton({ order, label, className }: { order: Order; label?: string; className?: string }) {
  const t = useTranslations('orders');
  const toast = useToasts((s) => s.show);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          // What the shopper ordered, even of a line the store could not give (ADR 0029).
          const ordered = order.order_items.map((i) => ({ product: i.product, quantity: i.ordered_quantity ?? i.quantity })).filter((i) => i.quantity > 0);
          const checked = await checkProducts(browserApi(), reorderCheckLines(ordered));
          const lines = reorderLines<Product>(ordered, checked);
          const basket = useBasket.getState();
          for (const line of lines) {
            const have = basket.products.find((p) => p.id === line.product.id)?.count ?? 0;
            if (line.count > have) useBasket.getState().change(line.product, line.count - have);
          }
          toast(lines.length ? t('reordered', { count: lines.length }) : t('reorderNone'), lines.length ? 'info' : 'error');
        } catch {
          toast(t('reorderError'), 'error');
        } finally {
          setBusy(false);
        }
      }}
      className={buttonClass('secondary', className)}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {label ?? t('reorder')}
    </button>
  );
}
