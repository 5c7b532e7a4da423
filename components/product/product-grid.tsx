import type { ReactNode } from 'react';
import type { CardProduct } from '@/lib/contract/catalog';
import { cardProduct } from '@/lib/domain/product';
import { ProductCard } from './product-card';

/**
 * Cards of products; each card gets its fields only (cardProduct), whatever the list holds. `row`:
 * one row of four from `sm` up (two by two on a phone), for a short shelf such as "related".
 * `below`: what a client list adds under a card (the favourites' "notify me").
 */
export function ProductGrid({
  products,
  priorityCount = 0,
  row = false,
  below,
}: {
  products: CardProduct[];
  priorityCount?: number;
  row?: boolean;
  below?: (product: CardProduct) => ReactNode;
}) {
  return (
    <ul className={row ? 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4' : 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4'}>
      {products.map((product, index) => (
        <li key={product.id} data-product={product.id}>
          <ProductCard product={cardProduct(product)} priority={index < priorityCount} />
          {below?.(product)}
        </li>
      ))}
    </ul>
  );
}
