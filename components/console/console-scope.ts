'use client';

import { createContext, useContext } from 'react';
import type { ConsoleMe } from '@/lib/api/console';

/** The caller's console roles and stores, given by the ConsoleGate to everything inside it. */
export const ConsoleScope = createContext<ConsoleMe | null>(null);

/** The caller's console roles and stores, inside a ConsoleGate. */
export function useConsoleScope(): ConsoleMe {
  const scope = useContext(ConsoleScope);
  if (!scope) throw new Error('useConsoleScope outside ConsoleGate');
  return scope;
}

/**
 * The stores whose staff and audit log the caller manages (ADR 0036): every one for an operator
 * (`null`), else those they own (none for a seller).
 */
export function useOwnedStores(): readonly number[] | null {
  const scope = useConsoleScope();
  return scope.all_stores ? null : scope.roles.flatMap((r) => (r.role === 'owner' ? [r.store_id] : []));
}
