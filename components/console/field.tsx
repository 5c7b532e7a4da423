'use client';

import type { ReactNode } from 'react';
import { TASHKENT_OFFSET_MS } from '@/lib/domain/datetime';

/** The console's text box, select and textarea look (aria-invalid turns the border red). */
export const inputClass = 'min-h-11 w-full rounded-control border border-line bg-surface px-3 aria-[invalid]:border-red-600';

/** The props that tie a control to its label and its error: `id`, `aria-invalid`, `aria-describedby`. */
export const controlProps = (id: string, error?: string, help?: boolean) => ({
  id,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined,
});

/** A labelled control with its help and its error under it (the control takes `controlProps(id, …)`). */
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

// Tashkent has no summer time: the console's dates are entered and shown at UTC+5.

/** An ISO time as a `datetime-local` value in Tashkent time ("2026-03-01T09:00"). */
export const toLocalInput = (iso: string) => new Date(Date.parse(iso) + TASHKENT_OFFSET_MS).toISOString().slice(0, 16);

/** A `datetime-local` value (Tashkent time) as ISO 8601 with its offset, or null when empty or broken. */
export const fromLocalInput = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:00` : null);
