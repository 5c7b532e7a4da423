'use client';

import dynamic from 'next/dynamic';

/** A console page that does not exist (an order or product id of nobody's): the 404 inside the console's frame. */
const NotFoundView = dynamic(() => import('@/components/layout/not-found-view').then((m) => m.NotFoundView));

export default function ConsoleNotFound() {
  return <NotFoundView />;
}
