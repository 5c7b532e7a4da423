'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Tells the header search the query of the page shown (`?q=`, the results page, '' elsewhere), so
 * that a results page opened from a link, a bookmark or the address bar shows its query in the box
 * as one reached by typing does. The header is part of the layout, rendered without the query
 * string, so this reads it in the browser; render it inside a Suspense boundary (it needs none on
 * the server: it shows nothing).
 */
export function SearchPageQuery({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().get('q') ?? '';
  useEffect(() => onQuery(query), [query, onQuery]);
  return null;
}
