/**
 * What a list or a page shows when its data did not come: the words, and a button that asks again.
 * Each caller gives the words in its own namespace (`loadError`, `retry`).
 */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  className = 'p-4',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p role="alert" className={`flex flex-wrap items-center gap-3 rounded-card bg-red-50 text-sm text-red-700 ${className}`}>
      {message}
      <button type="button" onClick={onRetry} className="min-h-11 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
        {retryLabel}
      </button>
    </p>
  );
}
