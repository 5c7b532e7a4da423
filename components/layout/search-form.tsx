import { Search } from '@/components/ui/icons';
import { SearchShell } from './search-shell';

/**
 * The header's product search: a light shell over a plain GET form to /products?q= that works
 * without script; the combobox island (components/layout/search-combobox.tsx) loads on first use.
 * Its texts (`header`, `search`) are among the layout's client namespaces.
 */
export function SearchForm({ className, id = 'site-search' }: { className?: string; id?: string }) {
  return (
    <SearchShell
      className={className}
      id={id}
      icon={<Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" />}
    />
  );
}
