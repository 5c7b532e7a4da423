import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The basket mark: a green rounded square with a white basket. Decorative next to the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={clsx('shrink-0', className)}>
      <rect width="40" height="40" rx="12" fill="var(--color-brand-600)" />
      <path d="M12.5 17.5 17 10M27.5 17.5 23 10" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M8.5 17.5h23l-2.6 11.2a3 3 0 0 1-2.9 2.3H14a3 3 0 0 1-2.9-2.3z" fill="#fff" />
      <path d="M16 22v5M20 22v5M24 22v5" stroke="var(--color-brand-600)" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  const t = useTranslations();
  return (
    <Link href="/" aria-label={t('header.logoLabel')} className={clsx('inline-flex min-h-11 items-center gap-2 rounded-control', className)}>
      <LogoMark className="size-9" />
      <span aria-hidden="true" className="text-xl font-extrabold tracking-tight text-brand-800">
        {t('common.siteName')}
      </span>
    </Link>
  );
}
