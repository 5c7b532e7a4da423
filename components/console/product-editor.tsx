'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { consoleProductQuery } from '@/lib/api/console';
import { ApiError } from '@/lib/api/http';
import type { Locale } from '@/lib/contract/values';
import { Link } from '@/lib/i18n/navigation';
import { ProductForm } from './product-form';
import { StopControl } from './stop-control';
import { LoadError, Loading } from './list-parts';

function Back() {
  const t = useTranslations('console');
  return (
    <Link
      href="/console/products"
      className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {t('backToProducts')}
    </Link>
  );
}

/** /console/products/new and /console/products/{id}: the product form, empty or filled. */
export function ProductEditor({ id }: { id?: number }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const product = useQuery({ ...consoleProductQuery(browserApi(), locale, id ?? 0), enabled: id !== undefined });
  return (
    <>
      <Back />
      {id === undefined ? (
        <ProductForm />
      ) : product.isPending ? (
        <Loading className="h-96" />
      ) : product.isError ? (
        product.error instanceof ApiError && product.error.code === 'not_found' ? (
          <EmptyState
            emoji="package"
            title={t('productNotFound')}
            action={
              <Link href="/console/products" className={buttonClass('primary')}>
                {t('backToProducts')}
              </Link>
            }
          />
        ) : (
          <LoadError onRetry={() => product.refetch()} />
        )
      ) : (
        <>
          {!product.data.deleted_at && <StopControl product={product.data} className="mb-4 rounded-card bg-surface p-3 shadow-card" />}
          <ProductForm key={`${product.data.id}-${product.data.image}`} product={product.data} />
        </>
      )}
    </>
  );
}
