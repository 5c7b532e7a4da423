import clsx from 'clsx';
import { ChevronRight } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** A titled block of a page, with an optional "see all" link on the right. */
export function Section({
  title,
  id,
  href,
  linkLabel,
  children,
  className,
}: {
  title: string;
  id?: string;
  href?: string;
  linkLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx('py-6 sm:py-8', className)}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {href && linkLabel && (
          <Link
            href={href}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {linkLabel}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="pb-2 pt-6 sm:pt-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{children}</h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
    </div>
  );
}
