'use client';

import { suspended } from '@/components/ui/suspended';

/**
 * Next loads the error boundary with every page of the locale: this entry stays a few hundred bytes
 * and the view (texts, buttons) is fetched only when an error is shown.
 */
export const ErrorLoader = suspended(() => import('@/components/layout/error-view').then((m) => m.ErrorView));
