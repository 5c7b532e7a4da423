'use client';

import { useEffect } from 'react';

/**
 * Brings the current chip of a row of chips into view: on a phone the row scrolls
 * sideways, and a category far along it (opened from the catalog or a link) was off the screen.
 * Only the row scrolls, never the page; the chips themselves stay plain server-rendered links.
 */
export function ActiveChipIntoView({ listId }: { listId: string }) {
  useEffect(() => {
    const row = document.getElementById(listId);
    const current = row?.querySelector<HTMLElement>('[aria-current="true"]')?.closest('li');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [listId]);
  return null;
}
