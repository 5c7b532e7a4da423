'use client';

import { TASHKENT_OFFSET_MS } from '@/lib/domain/datetime';

/** The console's text box, select and textarea look (aria-invalid turns the border red); its label and error: components/forms/field.tsx. */
export const inputClass = 'min-h-11 w-full rounded-control border border-line bg-surface px-3 aria-[invalid]:border-red-600';

// Tashkent has no summer time: the console's dates are entered and shown at UTC+5.

/** An ISO time as a `datetime-local` value in Tashkent time ("2026-03-01T09:00"). */
export const toLocalInput = (iso: string) => new Date(Date.parse(iso) + TASHKENT_OFFSET_MS).toISOString().slice(0, 16);

/** A `datetime-local` value (Tashkent time) as ISO 8601 with its offset, or null when empty or broken. */
export const fromLocalInput = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:00` : null);
