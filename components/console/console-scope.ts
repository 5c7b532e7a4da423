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
