import { SearchCombobox } from './search-combobox';

/**
 * The header's product search: the combobox island over a plain GET form to /products?q= that
 * works without script. Its texts (`header`, `search`) are among the layout's client namespaces.
 */
export function SearchForm({ className, id = 'site-search' }: { className?: string; id?: string }) {
  return <SearchCombobox className={className} id={id} />;
}
