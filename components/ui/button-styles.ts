import clsx from 'clsx';

/** Class names of the few button looks, for <button> and <Link> alike (44 px tall at least). */
export function buttonClass(variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'primary', className?: string) {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
    variant === 'secondary' && 'bg-brand-50 text-brand-800 hover:bg-brand-100',
    variant === 'ghost' && 'text-ink hover:bg-canvas',
    variant === 'danger' && 'bg-sale-700 text-white hover:bg-sale-700/90',
    className,
  );
}
