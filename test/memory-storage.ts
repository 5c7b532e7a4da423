/** A minimal local storage for the persisted zustand stores under jest's node environment. */
export function installMemoryStorage(): Map<string, string> {
  const memory = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    value: {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    },
    configurable: true,
  });
  return memory;
}
