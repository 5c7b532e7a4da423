'use client';

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { ViewportPrefetchLink } from './intl-navigation';

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
  // Next's documented way to prefetch on intent: the link's own prefetch, off until the pointer, a
  // finger or the focus comes, then on; the link is in view then, so Next fetches it at once. A
  // whole page (`true`): with Next 16's "auto" the journey saw only the route's tree fetched before
  // the tap, which then fetched the page (e2e/shell.spec.ts). A shopper who
  // touches a link nearly always follows it, so a page rendered per request is rendered for the
  // tap a few hundred milliseconds early rather than for nothing.
  const [intent, setIntent] = useState(false);
  const explicit = prefetch !== undefined && prefetch !== null;
  const prefetchOnce = () => {
    if (!explicit && !intent && typeof props.href === 'string') setIntent(true);
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
      prefetch={explicit ? prefetch : intent}
      onPointerEnter={andPrefetch(onPointerEnter)}
      onTouchStart={andPrefetch(onTouchStart)}
      onFocus={andPrefetch(onFocus)}
      {...props}
    />
  );
}
