import clsx from 'clsx';

/** The auth forms' looks: 48 px fields, a red border when the field is refused. */
export const labelClass = 'mb-1 block text-sm font-medium';

export function inputClass(invalid: boolean, className?: string) {
  return clsx(
    'block min-h-12 w-full rounded-control border bg-surface px-3 text-base outline-none transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20',
    invalid ? 'border-red-600' : 'border-line',
    className,
  );
}

export const errorTextClass = 'mt-1 text-sm text-red-700';

/** A text button that looks like a link (step links stay in the modal, so they are buttons). */
export const linkButtonClass = 'inline-flex min-h-11 items-center rounded-control px-1 font-semibold text-brand-700 hover:underline';
