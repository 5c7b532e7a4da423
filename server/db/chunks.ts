/** A long list in slices of at most `size` rows: one insert or update statement per slice. */
export function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
