'use client';

import { useEffect } from 'react';
import { useRecentlyViewed } from '@/lib/stores/recently-viewed';

/** Notes on this device that the product's page was seen (the "Recently viewed" shelf). Renders nothing. */
export function RecordView({ id }: { id: number }) {
  useEffect(() => {
    useRecentlyViewed.getState().add(id);
  }, [id]);
  return null;
}
