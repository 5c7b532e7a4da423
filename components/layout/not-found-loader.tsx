'use client';

import { suspended } from '@/components/ui/suspended';

/**
 * Next loads the not-found boundary with every page of the locale: this entry stays a few hundred
 * bytes and the view is fetched only on a 404 (the server still renders it into the HTML; the
 * browser hydrates it once the view's script has come).
 */
export const NotFoundLoader = suspended(() => import('@/components/layout/not-found-view').then((m) => m.NotFoundView));
