'use client';

import dynamic from 'next/dynamic';

/**
 * Next loads the not-found boundary with every page of the locale: this entry stays a few hundred
 * bytes and the view is fetched only on a 404 (the server still renders it into the HTML).
 */
export const NotFoundLoader = dynamic(() => import('@/components/layout/not-found-view').then((m) => m.NotFoundView));
