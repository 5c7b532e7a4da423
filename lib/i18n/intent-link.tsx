'use client';

import type { ComponentProps } from 'react';
import { useRef } from 'react';
// Next's own name for the kind of prefetch its link makes; router.prefetch alone makes a full one.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useRouter, ViewportPrefetchLink } from './intl-navigation';

type LinkProps = ComponentProps<typeof ViewportPrefetchLink>;

/**
 * The store's link: locale-aware (next-intl) and prefetching on intent. Next's own link fetches
 * the page of every link that scrolls into view, right after the page loads: on the home page
 * that is the bottom bar's four pages and the banner's list (about 60 kB with their scripts)
 * before the shopper has done anything, and on a phone on a metered mobile network, each card's
 * page as the list scrolls past. Here a page is fetched when the shopper points at its link,
 * puts a finger on it or tabs to it, a few hundred milliseconds before the click, and the load
 * itself has the main thread to itself (ADR 0003). `prefetch` true or false keeps Next's meaning.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const fetched = useRef<string | null>(null);
  const explicit = prefetch !== undefined && prefetch !== null;
  const prefetchOnce = () => {
    // The store's links are paths with their query (`/products?sort=discount`).
    if (explicit || typeof props.href !== 'string' || fetched.current === props.href) return;
    fetched.current = props.href;
    // The same prefetch as Next's link: a cached page whole, a page rendered per request only up
    // to its loading state (a full one would render it on the server for a maybe-click).
    router.prefetch(props.href, { kind: PrefetchKind.AUTO, ...(props.locale ? { locale: props.locale } : {}) });
  };
  // The caller's handler first, then the prefetch.
  const andPrefetch =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      prefetchOnce();
    };
  return (
    <ViewportPrefetchLink
      prefetch={explicit ? prefetch : false}
      onPointerEnter={andPrefetch(onPointerEnter)}
      onTouchStart={andPrefetch(onTouchStart)}
      onFocus={andPrefetch(onFocus)}
      {...props}
    />
  );
}
