'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';
import { useConsoleScope } from './console-gate';

/** /console: who the caller works for, and the way to the orders. */
export function ConsoleHome() {
  const t = useTranslations('console');
  const scope = useConsoleScope();
  return (
    <>
      <section className="rounded-card bg-surface p-5 shadow-card">
        <h2 className="text-lg font-bold">{scope.all_stores ? t('operatorTitle') : t('sellerTitle')}</h2>
        {scope.all_stores ? (
          <p className="mt-1 text-muted">{t('operatorText')}</p>
        ) : (
          <ul className="mt-2 list-inside list-disc text-muted">
            {scope.stores.map((s) => (
              <li key={s.id}>{s.brand_name}</li>
            ))}
          </ul>
        )}
        <Link href="/console/orders" className={buttonClass('primary', 'mt-4')}>
          {t('sections.orders')}
        </Link>
      </section>
    </>
  );
}
