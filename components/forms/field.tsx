'use client';

import type { ReactNode } from 'react';

/**
 * The props that tie a control to its label and its error: `id`, `aria-invalid` (which screen
 * readers read, and which turns the border red) and `aria-describedby`.
 */
export const controlProps = (id: string, error?: string, help?: boolean) => ({
  id,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined,
});

/**
 * A labelled control with its help and its error under it, in the shop and the console alike
 * (the control inside takes `controlProps(id, error, Boolean(help))`).
 */
export function Field({
  id,
  label,
  error,
  help,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-muted">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
