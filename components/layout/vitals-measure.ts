import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pageTypeOf, VITALS_MAX, type VitalsMetric } from '@/lib/domain/web-vitals';

/** Where the browser finds the API (as lib/api/browser.ts, without its client). */
const BEACON_URL = `${(process.env.NEXT_PUBLIC_API_URL ?? '/api/v1').replace(/\/+$/, '')}/vitals/`;

/**
 * Measures the page view (loaded by ./vitals-beacon.tsx for a sampled one) and sends its figures
 * once, when the page is first hidden (the shopper switches tab or app, or leaves): the last
 * moment a browser reliably runs a page's script. `sendBeacon` hands the request to the browser,
 * which delivers it after the page is gone; a string goes as text/plain, which needs no CORS
 * preflight. INP and CLS cover the whole visit, client-side moves to other pages included, under
 * the landing page's type; a page restored from the back/forward cache is not measured again.
 */
export function measurePageView(pathname: string, search: string) {
  const pageType = pageTypeOf(pathname, search);
  if (!pageType) return;
  const values = new Map<VitalsMetric, number>();
  const keep = (metric: Metric) => {
    const name = metric.name as VitalsMetric;
    // A value beyond the API's bounds (a tab left in the background) says nothing about the shop.
    if (Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= VITALS_MAX[name]) values.set(name, metric.value);
  };
  // Every change, so that the latest value is at hand when the page is hidden.
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  onTTFB(keep);

  let sent = false;
  const send = () => {
    if (sent || values.size === 0) return;
    sent = true;
    const metrics = [...values].map(([name, value]) => ({ name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10 }));
    const body = JSON.stringify({ page_type: pageType, metrics });
    try {
      if (navigator.sendBeacon?.(BEACON_URL, body)) return;
    } catch {
      // A refused beacon (a browser's own limit): the fetch below.
    }
    void fetch(BEACON_URL, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => {});
  };
  // On window, not document: web-vitals listens in the capture phase and adds its last figures
  // (the INP of an interaction still in the observer's queue) before this runs.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Older Safari fires no visibilitychange when a page is left.
  window.addEventListener('pagehide', send);
}
