/** Grey placeholders while a list loads. */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-card bg-surface shadow-card">
          <div className="aspect-square animate-pulse bg-line/60" />
          <div className="space-y-2 p-3">
            <div className="h-5 w-1/2 animate-pulse rounded bg-line/70" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-line/60" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-line/60" />
            <div className="h-11 animate-pulse rounded-control bg-line/50" />
          </div>
        </li>
      ))}
    </ul>
  );
}
