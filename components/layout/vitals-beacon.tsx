'use client';

import { useEffect } from 'react';
import { isSampled, sampleRate, VITALS_SAMPLE_KEY } from '@/lib/domain/vitals-sample';

/** Once per document: the shell's layout mounts again when the language changes, the page view does not. */
let started = false;

function storedRate(): string | null {
  try {
    return localStorage.getItem(VITALS_SAMPLE_KEY);
  } catch {
    // Storage refused (a privacy mode): the site's share.
    return null;
  }
}

/**
 * Shoppers' real speed: one page view in ten (NEXT_PUBLIC_VITALS_SAMPLE, at build; local storage
 * `vitals_sample` for one browser) measures its LCP, INP, CLS and TTFB and sends them once when it
 * is hidden (./vitals-measure.ts). Every other page view loads nothing; a measured one loads the
 * `web-vitals` package (about 3 kB) after the page's `load` event, never before its content.
 */
export function VitalsBeacon() {
  useEffect(() => {
    if (started) return;
    started = true;
    if (!isSampled(sampleRate(storedRate(), process.env.NEXT_PUBLIC_VITALS_SAMPLE), Math.random())) return;
    // The landing page's address: the page view is counted under its type, as CrUX counts it.
    const { pathname, search } = window.location;
    const measure = () => void import('./vitals-measure').then((m) => m.measurePageView(pathname, search)).catch(() => {});
    if (document.readyState === 'complete') measure();
    else window.addEventListener('load', measure, { once: true });
  }, []);
  return null;
}
