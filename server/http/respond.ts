import type { Context } from 'hono';
import type { Page } from '@/lib/contract/common';

/** The success envelope. */
export function ok<T, S extends 200 | 201 = 200>(c: Context, result: T, status?: S) {
  return c.json({ ok: true as const, result }, (status ?? 200) as S);
}

/** The success envelope with the result also under `response`, as the contract's clients read orders (ADR 0019). */
export function okWithResponse<T>(c: Context, result: T) {
  return c.json({ ok: true as const, result, response: result }, 200);
}

/** A page in the contract's shape; `number` counts from 1. */
export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    empty: content.length === 0,
    first: page === 1,
    last: page >= totalPages,
    number: page,
    numberOfElements: content.length,
    size,
    totalElements,
    totalPages,
  };
}
